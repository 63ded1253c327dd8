import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import {
  type AdminBlogPostPage,
  BLOG_POST_STATUSES,
  type BlogPostStatus,
} from '@shop/shared/schemas/admin/blog';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { blogCategoriesQueryOptions, blogPostsQueryOptions } from './blog-api';
import { BlogCategoriesPanel } from './blog-categories-panel';
import { BlogStatusBadge } from './blog-status-badge';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { SearchFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';

type PostRow = AdminBlogPostPage['results'][number];
const isStatus = (value: string) => (BLOG_POST_STATUSES as readonly string[]).includes(value);
const isId = (value: string) => /^\d+$/.test(value);

/** Contract §2 /admin/blog: every post with its state, newest change first. */
export function BlogPostsPage() {
  const { t } = useTranslation();
  const list = useListParams({ q: {}, status: { accept: isStatus }, category: { accept: isId } });
  const [search, setSearch] = useListSearch(list, 'q', 250);
  const query = useQuery({
    ...blogPostsQueryOptions({
      q: list.values.q,
      status: list.values.status as BlogPostStatus | '',
      category: list.values.category,
      page: list.page,
    }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(blogCategoriesQueryOptions());
  const posts = query.data?.results ?? [];
  const date = useShopDateTimeFormat();

  const columns: ColumnDef<PostRow>[] = [
    {
      id: 'title',
      header: t('admin_blog.post_title'),
      cell: ({ row }) => (
        <Link to={String(row.original.id)} className="font-semibold text-brand underline underline-offset-2">
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('admin_blog.status'),
      cell: ({ row }) => <BlogStatusBadge status={row.original.status} />,
    },
    {
      id: 'category',
      header: t('admin_blog.category'),
      cell: ({ row }) => row.original.category_name ?? '—',
    },
    {
      id: 'published_at',
      header: t('admin_blog.published_at'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: post } }) =>
        post.published_at && post.status !== 'draft' ? date.format(new Date(post.published_at)) : '—',
    },
    {
      id: 'updated_at',
      header: t('admin_blog.updated_at'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => date.format(new Date(row.original.updated_at)),
    },
  ];

  return (
    <AdminListPage
      id="blog"
      title={t('admin_blog.title')}
      actions={
        <Button asChild>
          <Link to="nou">
            <Plus aria-hidden="true" />
            {t('admin_blog.new')}
          </Link>
        </Button>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        className: 'sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end',
        fields: (
          <>
            <SearchFilter
              label={t('admin_blog.search')}
              name="q"
              value={search}
              onChange={setSearch}
              maxLength={100}
            />
            <SelectFilter
              label={t('admin_blog.status_filter')}
              name="status"
              value={list.values.status}
              onChange={(status) => list.set({ status })}
              allLabel={t('admin_blog.all_statuses')}
              options={BLOG_POST_STATUSES.map((value) => ({
                value,
                label: t(`admin_blog.statuses.${value}`),
              }))}
            />
            <SelectFilter
              label={t('admin_blog.category_filter')}
              name="category"
              value={list.values.category}
              onChange={(category) => list.set({ category })}
              allLabel={t('admin_blog.all_categories')}
              options={(categories.data ?? []).map((category) => ({
                value: category.id,
                label: category.name,
              }))}
            />
          </>
        ),
      }}
      query={query}
      rows={posts}
      getRowId={(post) => String(post.id)}
      emptyTitle={t('admin_blog.empty')}
      view={{ columns, caption: t('admin_blog.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, ADMIN_PAGE_SIZE),
        href: list.pageHref,
      }}
      leaving={list.leaving}
    >
      <BlogCategoriesPanel />
    </AdminListPage>
  );
}
