import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '@shop/shared/schemas/admin/blog';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n';
import { type BlogFilters, blogCategoriesQueryOptions, blogPostsQueryOptions } from './blog-api';
import { BlogCategoriesPanel } from './blog-categories-panel';
import { BlogStatusBadge } from './blog-status-badge';
import {
  AdminFilters,
  AdminQueryState,
  AdminScreen,
  useShopDateTimeFormat,
} from '../components/admin-screen';

const NO_FILTERS: BlogFilters = { q: '', status: '', category: '', page: 1 };

/** Contract §2 /admin/blog: every post with its state, newest change first. */
export function BlogPostsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<BlogFilters>(NO_FILTERS);
  const debounced = useDebouncedValue(filters, 250);
  const query = useQuery({ ...blogPostsQueryOptions(debounced), placeholderData: keepPreviousData });
  const categories = useQuery(blogCategoriesQueryOptions());
  const posts = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / ADMIN_PAGE_SIZE));
  const date = useShopDateTimeFormat();
  const set = (patch: Partial<BlogFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));

  return (
    <AdminScreen
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
    >
      <AdminFilters
        onReset={() => setFilters(NO_FILTERS)}
        className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
      >
        <FormField label={t('admin_blog.search')}>
          <Input
            type="search"
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
            maxLength={100}
          />
        </FormField>
        <FormField label={t('admin_blog.status_filter')}>
          <Select
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as BlogPostStatus | '' })}
          >
            <option value="">{t('admin_blog.all_statuses')}</option>
            {BLOG_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin_blog.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin_blog.category_filter')}>
          <Select value={filters.category} onChange={(event) => set({ category: event.target.value })}>
            <option value="">{t('admin_blog.all_categories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </AdminFilters>

      <AdminQueryState query={query} empty={posts.length === 0} emptyTitle={t('admin_blog.empty')}>
        <Table caption={t('admin_blog.title')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_blog.post_title')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_blog.status')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_blog.category')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_blog.published_at')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_blog.updated_at')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {posts.map((post) => (
              <TableRow key={post.id}>
                <TableCell>
                  <Link
                    to={String(post.id)}
                    className="font-semibold text-brand underline underline-offset-2"
                  >
                    {post.title}
                  </Link>
                </TableCell>
                <TableCell>
                  <BlogStatusBadge status={post.status} />
                </TableCell>
                <TableCell>{post.category_name ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {post.published_at && post.status !== 'draft'
                    ? date.format(new Date(post.published_at))
                    : '—'}
                </TableCell>
                <TableCell className="whitespace-nowrap">{date.format(new Date(post.updated_at))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination
          page={filters.page}
          totalPages={pages}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </AdminQueryState>
      <BlogCategoriesPanel />
    </AdminScreen>
  );
}
