import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { AdminBlogCategory } from '@shop/shared/schemas/admin/blog';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { blogCategoriesQueryOptions, blogKeys, createBlogCategory, deleteBlogCategory } from './blog-api';
import { ConfirmDialog } from '../components/confirm-dialog';

/** The blog's categories: add one by name, delete one (its posts stay). */
export function BlogCategoriesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(blogCategoriesQueryOptions());
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: blogKeys.all });

  const creation = useMutation({
    mutationFn: () => createBlogCategory({ name, name_en: nameEn }),
    onSuccess: async () => {
      setName('');
      setNameEn('');
      await refresh();
    },
  });
  const removal = useMutation({
    mutationFn: (id: number) => deleteBlogCategory(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const creationError =
    creation.error && isApiError(creation.error) && creation.error.fieldErrors.name
      ? t('admin_blog.errors.name')
      : creation.error
        ? (refusalDetail(creation.error) ?? t('admin.common.load_error'))
        : undefined;

  return (
    <section
      aria-labelledby="blog-categories-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="blog-categories-title" className="text-lg font-bold">
        {t('admin_blog.categories')}
      </h2>
      {categories.isError ? (
        <p role="alert">{t('admin.common.load_error')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {(categories.data ?? []).map((category) => (
            <li
              key={category.id}
              className="flex items-center gap-1 rounded-full border border-line py-0.5 pr-1 pl-3"
            >
              <span>
                {category.name}{' '}
                <span className="text-ink-muted">
                  ({t('admin_blog.category_posts', { count: category.posts })})
                </span>
              </span>
              <Button
                variant="ghost-danger"
                size="icon"
                iconSize="sm"
                onClick={() => {
                  removal.reset();
                  setDeleting(category);
                }}
                aria-label={t('admin_blog.delete_category', { name: category.name })}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!creation.isPending) creation.mutate();
        }}
      >
        <FormField label={t('admin_blog.category_name')} error={creationError}>
          <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
        </FormField>
        <FormField label={t('admin_blog.category_name_en')}>
          <Input value={nameEn} onChange={(event) => setNameEn(event.target.value)} maxLength={100} />
        </FormField>
        <Button type="submit" variant="secondary" aria-disabled={creation.isPending || undefined}>
          {t('admin_blog.add_category')}
        </Button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting.id)}
        title={t('admin_blog.delete_category_title', { name: deleting?.name ?? '' })}
        description={t('admin_blog.delete_category_text')}
        busy={removal.isPending}
        error={removal.isError ? (refusalDetail(removal.error) ?? t('admin.common.load_error')) : null}
      />
    </section>
  );
}
