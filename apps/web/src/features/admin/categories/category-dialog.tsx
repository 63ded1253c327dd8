import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { CATEGORY_MAX_DEPTH, type CategoryInput } from '@shop/shared/schemas/admin/categories';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { localized, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { ImageListEditor } from '../components/image-list-editor';
import { categoryKeys, type CategoryNode, descendantIds, flattenTree, saveCategory } from './categories-api';
import { showServerErrors, unexplainedFailure } from '../components/server-errors';

type FormValues = {
  nume: string;
  nume_en: string;
  slug: string;
  parent_id: string;
  sort_number: string;
  imagine: string[];
};

type Field = keyof FormValues;
const FIELDS: readonly Field[] = ['nume', 'nume_en', 'slug', 'parent_id', 'sort_number', 'imagine'];

function toFormValues(category: CategoryNode | null): FormValues {
  return {
    nume: category?.nume ?? '',
    nume_en: category?.nume_en ?? '',
    slug: category?.slug ?? '',
    parent_id: category?.parent_id?.toString() ?? '',
    sort_number: category?.sort_number?.toString() ?? '',
    imagine: category?.imagine ? [category.imagine] : [],
  };
}

function toBody(values: FormValues): CategoryInput {
  const sortNumber = values.sort_number.trim();
  return {
    nume: values.nume,
    nume_en: values.nume_en,
    slug: values.slug.trim(),
    parent_id: values.parent_id === '' ? null : Number(values.parent_id),
    sort_number: sortNumber === '' ? null : Number(sortNumber),
    imagine: values.imagine[0] ?? null,
  };
}

/** How deep a subtree goes below its root (0 for a category without subcategories). */
function height(node: CategoryNode): number {
  return node.children.length === 0 ? 0 : 1 + Math.max(...node.children.map(height));
}

type CategoryDialogProps = {
  open: boolean;
  /** null: a new category. */
  category: CategoryNode | null;
  tree: CategoryNode[];
  onClose: () => void;
};

/**
 * Create or change a category: names side by side, slug, parent, sort number and image. Mounted
 * anew for each category (a `key`), so the form starts from it.
 */
export function CategoryDialog({ open, category, tree, onClose }: CategoryDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: toFormValues(category) });
  const { register, handleSubmit, setError, control, formState } = form;

  const mutation = useMutation({
    mutationFn: (values: FormValues) => saveCategory(category?.id ?? null, toBody(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      showShopToast(category ? t('admin.common.saved') : t('admin_categories.created'));
      onClose();
    },
    onError: (error) =>
      showServerErrors(error, setError, FIELDS, {
        field: 'slug',
        message: t('admin_categories.form.slug_taken'),
      }),
  });

  // A parent may not be the category itself or under it, nor so deep that the tree grows too deep.
  const excluded = category ? new Set([category.id, ...descendantIds(category)]) : new Set<number>();
  const below = category ? height(category) : 0;
  const parents = flattenTree(tree).filter(
    (node) => !excluded.has(node.id) && node.depth + 1 + below < CATEGORY_MAX_DEPTH,
  );

  const failed = unexplainedFailure(mutation.error, t('admin.common.load_error'));
  const message = (field: Field) => formState.errors[field]?.message;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogTitle>
          {category
            ? t('admin_categories.form.edit_title', { name: localized(category, 'nume', i18n.language) })
            : t('admin_categories.form.create_title')}
        </DialogTitle>
        <form
          noValidate
          onSubmit={(event) =>
            void handleSubmit((values) => {
              if (!mutation.isPending) mutation.mutate(values);
            })(event)
          }
          className="flex flex-col gap-4"
        >
          {failed ? (
            <p role="alert" className="font-semibold text-danger">
              {failed}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin_categories.form.nume')} error={message('nume')}>
              <Input
                {...register('nume', {
                  validate: (value) => value.trim() !== '' || t('admin_categories.form.nume_required'),
                })}
                maxLength={120}
                autoComplete="off"
              />
            </FormField>
            <FormField label={t('admin_categories.form.nume_en')} error={message('nume_en')}>
              <Input {...register('nume_en')} maxLength={120} autoComplete="off" />
            </FormField>
            <FormField
              label={t('admin_categories.form.slug')}
              hint={t('admin_categories.form.slug_hint')}
              error={message('slug')}
            >
              <Input {...register('slug')} maxLength={120} autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField
              label={t('admin_categories.form.sort_number')}
              hint={t('admin_categories.form.sort_number_hint')}
              error={message('sort_number')}
            >
              <Input
                {...register('sort_number', {
                  validate: (value) =>
                    /^\d{0,4}$/.test(value.trim()) || t('admin_categories.form.sort_number_invalid'),
                })}
                inputMode="numeric"
                autoComplete="off"
              />
            </FormField>
            <FormField
              label={t('admin_categories.form.parent')}
              error={message('parent_id')}
              className="sm:col-span-2"
            >
              <Select {...register('parent_id')}>
                <option value="">{t('admin_categories.form.no_parent')}</option>
                {parents.map((node) => (
                  <option key={node.id} value={node.id}>
                    {`${'\u00a0\u00a0'.repeat(node.depth)}${localized(node, 'nume', i18n.language)}`}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <Controller
            control={control}
            name="imagine"
            render={({ field }) => (
              <ImageListEditor
                value={field.value}
                onChange={field.onChange}
                label={t('admin_categories.form.image')}
                max={1}
                folder="categories"
              />
            )}
          />
          {message('imagine') ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {message('imagine')}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t('admin.common.saving') : t('admin.common.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
