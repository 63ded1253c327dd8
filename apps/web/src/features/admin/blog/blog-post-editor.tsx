import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminBlogPost, AdminBlogPostInput, BlogPostStatus } from '@shop/shared/schemas/admin/blog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { RelatedProductsField } from './related-products-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { ImageListEditor } from '../components/image-list-editor';
import { RichTextEditor } from '../components/rich-text-editor';
import { fromShopLocalInput, toShopLocalInput } from '../components/shop-time';
import { useUnsavedChanges } from '../components/use-unsaved-changes';
import {
  blogCategoriesQueryOptions,
  blogKeys,
  blogPostQueryOptions,
  createBlogPost,
  deleteBlogPost,
  updateBlogPost,
} from './blog-api';
import { BlogStatusBadge } from './blog-status-badge';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useAdminPath, useLocalizedPath } from '@/lib/use-localized-path';

/** What the editor's inputs hold; the publishing moment is Romania's wall clock. */
type PostFormValues = {
  title: string;
  title_en: string;
  slug: string;
  excerpt: string;
  excerpt_en: string;
  body: string;
  body_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
  cover: string[];
  category_id: string;
  product_ids: number[];
  status: BlogPostStatus;
  schedule_at: string;
};

type TextField = Exclude<
  keyof PostFormValues,
  'cover' | 'status' | 'category_id' | 'product_ids' | 'schedule_at'
>;

function toFormValues(post: AdminBlogPost | undefined): PostFormValues {
  return {
    title: post?.title ?? '',
    title_en: post?.title_en ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    excerpt_en: post?.excerpt_en ?? '',
    body: post?.body ?? '',
    body_en: post?.body_en ?? '',
    meta_title: post?.meta_title ?? '',
    meta_title_en: post?.meta_title_en ?? '',
    meta_description: post?.meta_description ?? '',
    meta_description_en: post?.meta_description_en ?? '',
    cover: post?.cover ? [post.cover] : [],
    category_id: post?.category_id ? String(post.category_id) : '',
    product_ids: post?.product_ids ?? [],
    status: post?.status ?? 'draft',
    schedule_at: post?.status === 'scheduled' ? toShopLocalInput(post.published_at) : '',
  };
}

function toBody(values: PostFormValues): AdminBlogPostInput {
  const { cover, category_id, schedule_at, ...texts } = values;
  return {
    ...texts,
    cover: cover[0] ?? null,
    category_id: category_id ? Number(category_id) : null,
    published_at: values.status === 'scheduled' ? fromShopLocalInput(schedule_at) || null : null,
  };
}

const SERVER_FIELDS: Record<string, { field: keyof PostFormValues; key: TextKey }> = {
  title: { field: 'title', key: 'admin_blog.errors.title' },
  slug: { field: 'slug', key: 'admin_blog.errors.slug' },
  published_at: { field: 'schedule_at', key: 'admin_blog.errors.published_at' },
  cover: { field: 'cover', key: 'admin_blog.errors.cover' },
  category_id: { field: 'category_id', key: 'admin_blog.errors.category' },
  product_ids: { field: 'product_ids', key: 'admin_blog.errors.products' },
};

/** /admin/blog/:id ("nou" for a new post): the post in Romanian and English side by side. */
export function BlogPostEditorPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param === 'nou' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const query = useQuery({ ...blogPostQueryOptions(id ?? 0), enabled: valid && id !== null });

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <EmptyState title={t('admin_blog.not_found')} action={<BackLink />} />;
  }
  if (id !== null && query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (id !== null && !query.data) {
    return (
      <ErrorState
        title={t('admin.common.load_error')}
        retryLabel={t('admin.common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PostForm key={query.data?.updated_at ?? 'new'} post={query.data} />;
}

function BackLink() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  return (
    <Link
      to={adminLink('blog')}
      className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-2"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin_blog.back')}
    </Link>
  );
}

/** The published post in the shop, in the admin's language. */
function PublicPostLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <a
      href={localizedPath(`/blog/${slug}`)}
      className="text-brand underline underline-offset-2"
      target="_blank"
      rel="noreferrer"
    >
      {t('admin_blog.view_public')}
    </a>
  );
}

function PostForm({ post }: { post: AdminBlogPost | undefined }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(blogCategoriesQueryOptions());
  const form = useForm<PostFormValues>({ defaultValues: toFormValues(post) });
  const { register, control, handleSubmit, setError, formState, reset } = form;
  const status = useWatch({ control, name: 'status' });
  const [deleting, setDeleting] = useState(false);
  const unsaved = useUnsavedChanges(formState.isDirty);
  const date = useShopDateTimeFormat('medium');

  const save = useMutation({
    mutationFn: (values: PostFormValues) =>
      post
        ? updateBlogPost(post.id, { ...toBody(values), updated_at: post.updated_at })
        : createBlogPost(toBody(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(blogKeys.post(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all, refetchType: 'none' });
      showShopToast(post ? t('admin.common.saved') : t('admin_blog.created'));
      if (post) {
        reset(toFormValues(saved));
      } else {
        unsaved.allowLeaving();
        await navigate(adminLink(`blog/${saved.id}`), { replace: true });
      }
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.code === 'admin.duplicate') {
        setError('slug', { type: 'server', message: 'admin_blog.errors.slug_taken' }, { shouldFocus: true });
        return;
      }
      for (const [name, target] of Object.entries(SERVER_FIELDS)) {
        if (error.fieldErrors[name]) setError(target.field, { type: 'server', message: target.key });
      }
      for (const name of Object.keys(error.fieldErrors)) {
        if (!SERVER_FIELDS[name] && name in toFormValues(undefined)) {
          setError(name as TextField, { type: 'server', message: 'admin_blog.errors.too_long' });
        }
      }
    },
  });
  const removal = useMutation({
    mutationFn: () => deleteBlogPost(post!.id),
    onSuccess: async () => {
      unsaved.allowLeaving();
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      showShopToast(t('admin_blog.deleted'));
      await navigate(adminLink('blog'));
    },
  });

  const failure = save.error;
  const fieldsExplain =
    isApiError(failure) &&
    (failure.code === 'admin.duplicate' || Object.keys(failure.fieldErrors).length > 0);
  const failed =
    !failure || fieldsExplain
      ? null
      : isApiError(failure) && failure.code === 'conflict'
        ? t('admin.common.conflict')
        : (refusalDetail(failure) ?? t('admin.common.load_error'));
  const message = (field: keyof PostFormValues) => {
    const key = formState.errors[field]?.message;
    return key ? t(key as TextKey) : undefined;
  };
  const text = (name: TextField, label: TextKey, options: { max: number; long?: boolean; hint?: string }) => (
    <FormField label={t(label)} error={message(name)} hint={options.hint}>
      {options.long ? (
        <Textarea {...register(name)} maxLength={options.max} rows={3} />
      ) : (
        <Input {...register(name)} maxLength={options.max} />
      )}
    </FormField>
  );
  const body = (name: 'body' | 'body_en', label: TextKey) => (
    <FormField label={t(label)} error={message(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor value={field.value} onChange={field.onChange} label={t(label)} />
        )}
      />
    </FormField>
  );

  return (
    <section aria-labelledby="post-title" className="flex flex-col gap-4">
      {unsaved.prompt}
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="post-title" className="text-2xl font-bold tracking-tight">
          {post ? t('admin_blog.editor_edit') : t('admin_blog.editor_new')}
        </h1>
        {post ? <BlogStatusBadge status={post.status} /> : null}
        {post?.status === 'published' ? <PublicPostLink slug={post.slug} /> : null}
      </div>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        className="flex flex-col gap-5"
      >
        {failed ? (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 font-semibold text-danger">
            {failed}
          </p>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-2">
          <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-4">
            <legend className="px-1 text-lg font-bold">{t('admin_blog.romanian')}</legend>
            {text('title', 'admin_blog.post_title', { max: 200 })}
            {text('excerpt', 'admin_blog.excerpt', { max: 500, long: true })}
            {body('body', 'admin_blog.body')}
            {text('meta_title', 'admin_blog.meta_title', { max: 70 })}
            {text('meta_description', 'admin_blog.meta_description', { max: 160, long: true })}
          </fieldset>
          <fieldset
            lang="en"
            className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-4"
          >
            <legend className="px-1 text-lg font-bold">{t('admin_blog.english')}</legend>
            {text('title_en', 'admin_blog.title_en', { max: 200 })}
            {text('excerpt_en', 'admin_blog.excerpt_en', { max: 500, long: true })}
            {body('body_en', 'admin_blog.body_en')}
            {text('meta_title_en', 'admin_blog.meta_title_en', { max: 70 })}
            {text('meta_description_en', 'admin_blog.meta_description_en', { max: 160, long: true })}
          </fieldset>
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
            {text('slug', 'admin_blog.slug', { max: 120, hint: t('admin_blog.slug_hint') })}
            <FormField label={t('admin_blog.category')} error={message('category_id')}>
              <Select {...register('category_id')}>
                <option value="">{t('admin_blog.no_category')}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <Controller
              control={control}
              name="cover"
              render={({ field }) => (
                <ImageListEditor
                  value={field.value}
                  onChange={field.onChange}
                  label={t('admin_blog.cover')}
                  max={1}
                  folder="blog"
                />
              )}
            />
            {message('cover') ? (
              <p role="alert" className="text-sm font-semibold text-danger">
                {message('cover')}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
            <legend className="px-1 text-lg font-bold">{t('admin_blog.publishing')}</legend>
            {(
              [
                ['draft', 'admin_blog.publish_draft'],
                ['published', 'admin_blog.publish_now'],
                ['scheduled', 'admin_blog.publish_schedule'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-3">
                <input type="radio" value={value} {...register('status')} className="size-5 accent-brand" />
                {t(label)}
              </label>
            ))}
            {post?.status === 'published' && status === 'published' && post.published_at ? (
              <p className="text-ink-muted">
                {t('admin_blog.published_since', { date: date.format(new Date(post.published_at)) })}
              </p>
            ) : null}
            {status === 'scheduled' ? (
              <FormField label={t('admin_blog.schedule_at')} error={message('schedule_at')}>
                <Input type="datetime-local" {...register('schedule_at')} />
              </FormField>
            ) : null}
          </fieldset>
        </div>
        <div className="rounded-card border border-line bg-surface p-4">
          <Controller
            control={control}
            name="product_ids"
            render={({ field }) => (
              <RelatedProductsField
                value={field.value}
                onChange={field.onChange}
                error={message('product_ids')}
              />
            )}
          />
        </div>
        <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-line bg-canvas py-3 sm:flex-row sm:justify-between">
          {post ? (
            <Button type="button" variant="secondary-danger" onClick={() => setDeleting(true)}>
              {t('admin_blog.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? t('admin.common.saving') : t('admin.common.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={() => removal.mutate()}
        title={t('admin_blog.delete_title', { title: post?.title ?? '' })}
        description={t('admin_blog.delete_text')}
        busy={removal.isPending}
        error={removal.isError ? (refusalDetail(removal.error) ?? t('admin.common.load_error')) : null}
      />
    </section>
  );
}
