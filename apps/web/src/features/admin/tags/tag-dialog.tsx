import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminTag } from '@shop/shared/schemas/admin/tags';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, Input } from '@/components/ui/form-field';
import { localized, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { saveTag, tagKeys } from './tags-api';
import { showServerErrors, unexplainedFailure } from '../components/server-errors';

type FormValues = { nume: string; nume_en: string; slug: string };
const FIELDS: readonly (keyof FormValues)[] = ['nume', 'nume_en', 'slug'];

/**
 * Create or rename a tag (RO and EN names, slug). Mounted anew for each tag (a `key`), so the
 * form starts from it.
 */
export function TagDialog({
  open,
  tag,
  onClose,
}: {
  open: boolean;
  tag: AdminTag | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: { nume: tag?.nume ?? '', nume_en: tag?.nume_en ?? '', slug: tag?.slug ?? '' },
  });

  const mutation = useMutation({
    mutationFn: (values: FormValues) => saveTag(tag?.id ?? null, { ...values, slug: values.slug.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
      showShopToast(tag ? t('admin.common.saved') : t('admin_tags.created'));
      onClose();
    },
    onError: (error) =>
      showServerErrors(error, setError, FIELDS, { field: 'slug', message: t('admin_tags.form.slug_taken') }),
  });

  const failed = unexplainedFailure(mutation.error, t('admin.common.load_error'));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>
          {tag
            ? t('admin_tags.form.edit_title', { name: localized(tag, 'nume', i18n.language) })
            : t('admin_tags.form.create_title')}
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
          <FormField label={t('admin_tags.form.nume')} error={formState.errors.nume?.message}>
            <Input
              {...register('nume', {
                validate: (value) => value.trim() !== '' || t('admin_tags.form.nume_required'),
              })}
              maxLength={80}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t('admin_tags.form.nume_en')} error={formState.errors.nume_en?.message}>
            <Input {...register('nume_en')} maxLength={80} autoComplete="off" />
          </FormField>
          <FormField
            label={t('admin_tags.form.slug')}
            hint={t('admin_tags.form.slug_hint')}
            error={formState.errors.slug?.message}
          >
            <Input {...register('slug')} maxLength={120} autoComplete="off" spellCheck={false} />
          </FormField>
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
