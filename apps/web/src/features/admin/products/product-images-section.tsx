import { Controller, useWatch } from 'react-hook-form';
import { IMAGE_ALT_MAX, PRODUCT_MAX_IMAGES } from '@shop/shared/schemas/admin/products';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { ImageListEditor } from '../components/image-list-editor';
import { useProductField } from './product-form-fields';
import { altsFollowingImages } from './product-form-values';

/** One image's text alternative in one language (the European Accessibility Act). */
function ImageAltField({ name, position }: { name: 'imagini_alt' | 'imagini_alt_en'; position: number }) {
  const { t } = useTranslation();
  const { form, errors, fieldError } = useProductField();
  const values = useWatch({ control: form.control, name }) ?? [];
  const index = position - 1;
  return (
    <FormField
      label={t('admin_products.form.image_alt', {
        position,
        language: t(name === 'imagini_alt' ? 'admin_products.form.romanian' : 'admin_products.form.english'),
      })}
      error={errors[name] ? fieldError(name) : undefined}
    >
      <Input
        value={values[index] ?? ''}
        maxLength={IMAGE_ALT_MAX}
        onChange={(event) => form.setValue(`${name}.${index}`, event.target.value, { shouldDirty: true })}
      />
    </FormField>
  );
}

/** The product's images, in order, each with its text alternatives in Romanian and English. */
export function ProductImagesSection() {
  const { t } = useTranslation();
  const { form, errors, fieldError } = useProductField();
  const { getValues, setValue } = form;

  function setImages(paths: string[]) {
    const before = getValues('imagini');
    for (const name of ['imagini_alt', 'imagini_alt_en'] as const) {
      setValue(name, altsFollowingImages(before, paths, getValues(name) ?? []), { shouldDirty: true });
    }
    setValue('imagini', paths, { shouldDirty: true });
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">{t('admin_products.form.imagini')}</legend>
      <Controller
        control={form.control}
        name="imagini"
        render={({ field }) => (
          <ImageListEditor
            value={field.value}
            onChange={setImages}
            label={t('admin_products.form.imagini')}
            max={PRODUCT_MAX_IMAGES}
            folder="products"
            renderDetails={(_path, position) => (
              <>
                <ImageAltField name="imagini_alt" position={position} />
                <ImageAltField name="imagini_alt_en" position={position} />
              </>
            )}
          />
        )}
      />
      <p className="text-sm text-ink-muted">{t('admin_products.form.image_alt_hint')}</p>
      {errors.imagini ? <p className="text-sm font-semibold text-danger">{fieldError('imagini')}</p> : null}
    </fieldset>
  );
}
