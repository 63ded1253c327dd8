import { useQuery } from '@tanstack/react-query';
import { checkboxClass, FormField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { ChoiceList, useProductField } from './product-form-fields';
import { categoryOptionsQueryOptions, tagOptionsQueryOptions } from './products-api';

/** Where the product shows: published or not, its categories and its tags. */
export function ProductPlacementSection() {
  const { t, i18n } = useTranslation();
  const { form } = useProductField();
  const categories = useQuery(categoryOptionsQueryOptions);
  const tags = useQuery(tagOptionsQueryOptions);

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">{t('admin_products.form.categorii')}</legend>
      <FormField label={t('admin_products.form.publicat')} layout="inline">
        <input type="checkbox" className={checkboxClass} {...form.register('publicat')} />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <ChoiceList
          name="categorii"
          legend={t('admin_products.form.categorii')}
          choices={categories.data?.map((category) => ({
            id: category.id,
            label: category.name,
            depth: category.depth,
          }))}
        />
        <ChoiceList
          name="tags"
          legend={t('admin_products.form.tags')}
          choices={tags.data?.map((tag) => ({
            id: tag.id,
            label: i18n.language === 'en' && tag.nume_en ? tag.nume_en : tag.nume,
          }))}
        />
      </div>
    </fieldset>
  );
}
