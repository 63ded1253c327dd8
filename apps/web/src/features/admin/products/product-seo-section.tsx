import { useWatch } from 'react-hook-form';
import { META_DESCRIPTION_RECOMMENDED, META_TITLE_RECOMMENDED } from '@shop/shared/schemas/admin/products';
import { slugify } from '@shop/shared/text';
import { useTranslation } from '@/lib/i18n';
import { LanguagePair, useProductField } from './product-form-fields';

/** The search engines' title and description, with a preview of the result as Google shows it. */
export function ProductSeoSection() {
  const { t } = useTranslation();
  const { form } = useProductField();
  const [metaTitle, metaDescription, slug, titlu] = useWatch({
    control: form.control,
    name: ['meta_titlu', 'meta_descriere', 'slug', 'titlu'],
  });
  const previewTitle = metaTitle || titlu;

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">SEO</legend>
      <LanguagePair name="meta_titlu" recommended={META_TITLE_RECOMMENDED} />
      <LanguagePair name="meta_descriere" textarea recommended={META_DESCRIPTION_RECOMMENDED} />
      <figure className="flex max-w-xl flex-col gap-0.5 rounded-lg border border-line p-3">
        <figcaption className="mb-1 text-sm font-semibold text-ink-muted">
          {t('admin_products.form.preview')}
        </figcaption>
        <span className="truncate text-sm text-ink">{`${window.location.host} › produs › ${slug || slugify(titlu)}`}</span>
        <span className="truncate text-lg text-[#1a0dab]">
          {previewTitle.slice(0, META_TITLE_RECOMMENDED)}
        </span>
        <span className="line-clamp-2 text-sm text-ink-muted">
          {metaDescription.slice(0, META_DESCRIPTION_RECOMMENDED)}
        </span>
      </figure>
    </fieldset>
  );
}
