import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { checkboxClass, FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { fromShopLocalInput, toShopLocalInput } from '../components/shop-time';
import { ChoiceList, useProductField } from './product-form-fields';
import { categoryOptionsQueryOptions, tagOptionsQueryOptions } from './products-api';

/** Where the product shows: published or not, its categories and its tags. */
export function ProductPlacementSection() {
  const { t, i18n } = useTranslation();
  const { form, fieldError } = useProductField();
  const published = useWatch({ control: form.control, name: 'publicat' });
  const categories = useQuery(categoryOptionsQueryOptions);
  const tags = useQuery(tagOptionsQueryOptions);

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">{t('admin_products.form.categorii')}</legend>
      <FormField label={t('admin_products.form.publicat')} layout="inline">
        <input type="checkbox" className={checkboxClass} {...form.register('publicat')} />
      </FormField>
      {published ? null : (
        <Controller
          control={form.control}
          name="publicare_programata"
          render={({ field }) => (
            <FormField
              label={t('admin_products.tools.publish_at')}
              hint={t('admin_products.tools.publish_at_hint')}
              error={fieldError('publicare_programata')}
              className="max-w-80"
            >
              <Input
                type="datetime-local"
                name={field.name}
                value={toShopLocalInput(field.value ?? null)}
                onChange={(event) => field.onChange(fromShopLocalInput(event.target.value) || null)}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      )}
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
