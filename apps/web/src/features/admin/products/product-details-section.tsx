import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { slugify } from '@shop/shared/text';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { LanguagePair, RichTextPair, useProductField } from './product-form-fields';

/** The product's names and texts: title, slug, SKU, description, further information, note. */
export function ProductDetailsSection({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  const { form, fieldError } = useProductField();
  const { register, setValue } = form;
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const titlu = useWatch({ control: form.control, name: 'titlu' });

  // The slug follows the Romanian title until someone edits it by hand.
  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(titlu));
  }, [slugEdited, titlu, setValue]);

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">{t('admin_products.columns.title')}</legend>
      <LanguagePair name="titlu" />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label={t('admin_products.form.slug')}
          hint={t('admin_products.form.slug_hint')}
          error={fieldError('slug')}
        >
          <Input {...register('slug', { onChange: () => setSlugEdited(true) })} />
        </FormField>
        <FormField label={t('admin_products.form.sku')} error={fieldError('sku')}>
          <Input {...register('sku')} autoComplete="off" />
        </FormField>
      </div>
      <RichTextPair name="descriere" />
      <RichTextPair name="informatii_suplimentare" />
      <LanguagePair name="nota" textarea hint={t('admin_products.form.nota_hint')} />
    </fieldset>
  );
}
