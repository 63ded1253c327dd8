import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { GitMerge, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminTag } from '@shop/shared/schemas/admin/tags';
import { ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { refusalDetail } from '@/lib/error-message';
import { localized, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SearchFilter } from '../list-page/filter-fields';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';
import { TagDialog } from './tag-dialog';
import { deleteTag, mergeTag, tagChoicesQueryOptions, tagKeys, tagsQueryOptions } from './tags-api';

type Open = { kind: 'create' } | { kind: 'edit'; tag: AdminTag } | null;

/** Contract §2 /admin/tags: every tag with its product count; create, rename, merge, delete. */
export function TagsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_tags.title') }));
  const queryClient = useQueryClient();
  const list = useListParams({ q: {} });
  const [search, setSearch] = useListSearch(list, 'q', 250);
  const query = useQuery(tagsQueryOptions({ q: list.values.q, page: list.page }));
  const tags = query.data?.results ?? [];
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminTag | null>(null);
  const [merging, setMerging] = useState<AdminTag | null>(null);

  const removal = useMutation({
    mutationFn: (tag: AdminTag) => deleteTag(tag.id),
    onSuccess: async () => {
      setDeleting(null);
      showShopToast(t('admin_tags.deleted'));
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });

  const name = (tag: AdminTag) => localized(tag, 'nume', i18n.language);

  const columns: ColumnDef<AdminTag>[] = [
    {
      id: 'name',
      header: t('admin_tags.columns.name'),
      meta: { className: 'font-semibold' },
      cell: ({ row }) => row.original.nume,
    },
    {
      id: 'name_en',
      header: t('admin_tags.columns.name_en'),
      cell: ({ row }) => row.original.nume_en || '—',
    },
    {
      id: 'slug',
      header: t('admin_tags.columns.slug'),
      meta: { className: 'text-ink-muted' },
      cell: ({ row }) => row.original.slug,
    },
    {
      id: 'products',
      header: t('admin_tags.columns.products'),
      meta: { align: 'end', className: 'tabular-nums' },
      cell: ({ row }) => row.original.numar_produse,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.common.actions')}</span>,
      cell: ({ row: { original: tag } }) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('admin_tags.edit', { name: name(tag) })}
            onClick={() => setOpen({ kind: 'edit', tag })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('admin_tags.merge', { name: name(tag) })}
            onClick={() => setMerging(tag)}
          >
            <GitMerge aria-hidden="true" />
          </Button>
          <Button
            variant="ghost-danger"
            size="icon"
            aria-label={t('admin_tags.delete', { name: name(tag) })}
            onClick={() => setDeleting(tag)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminListPage
      id="tags"
      title={t('admin_tags.title')}
      actions={
        <Button onClick={() => setOpen({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('admin_tags.new')}
        </Button>
      }
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search.trim() }),
        className: 'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end',
        fields: (
          <SearchFilter
            label={t('admin_tags.search')}
            name="q"
            value={search}
            onChange={setSearch}
            maxLength={100}
          />
        ),
      }}
      query={query}
      rows={tags}
      getRowId={(tag) => String(tag.id)}
      emptyTitle={t('admin_tags.empty')}
      summary={
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('admin_tags.count', { count: query.data?.count ?? 0 })}
        </p>
      }
      view={{ columns, caption: t('admin_tags.title') }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, ADMIN_PAGE_SIZE),
        href: list.pageHref,
      }}
    >
      <TagDialog
        key={open?.kind === 'edit' ? open.tag.id : (open?.kind ?? 'closed')}
        open={open !== null}
        tag={open?.kind === 'edit' ? open.tag : null}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => {
          setDeleting(null);
          removal.reset();
        }}
        onConfirm={() => deleting && removal.mutate(deleting)}
        title={t('admin_tags.remove.title', { name: deleting ? name(deleting) : '' })}
        description={t('admin_tags.remove.text')}
        busy={removal.isPending}
        error={removal.isError ? (refusalDetail(removal.error) ?? t('admin.common.load_error')) : null}
      />
      <MergeDialog key={merging?.id ?? 'closed'} tag={merging} onClose={() => setMerging(null)} />
    </AdminListPage>
  );
}

/** Moves a tag's products to another tag, then deletes it; the destination is searched by name. */
function MergeDialog({ tag, onClose }: { tag: AdminTag | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [into, setInto] = useState('');
  const [missing, setMissing] = useState(false);
  const debounced = useDebouncedValue(search, 250);
  const choices = useQuery({ ...tagChoicesQueryOptions(debounced), enabled: tag !== null });
  const merge = useMutation({
    mutationFn: ({ id, target }: { id: number; target: number }) => mergeTag(id, target),
    onSuccess: async () => {
      showShopToast(t('admin_tags.merged'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });
  const name = tag ? localized(tag, 'nume', i18n.language) : '';
  const options = (choices.data?.results ?? []).filter((choice) => choice.id !== tag?.id);

  const confirm = () => {
    if (!tag || merge.isPending) return;
    if (into === '') {
      setMissing(true);
      return;
    }
    merge.mutate({ id: tag.id, target: Number(into) });
  };

  return (
    <Dialog open={tag !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent kind="alert">
        <DialogTitle>{t('admin_tags.merge_dialog.title', { name })}</DialogTitle>
        <DialogDescription>{t('admin_tags.merge_dialog.text', { name })}</DialogDescription>
        <FormField label={t('admin_tags.search')}>
          <Input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setInto('');
            }}
            maxLength={100}
          />
        </FormField>
        <FormField
          label={t('admin_tags.merge_dialog.into')}
          error={missing ? t('admin_tags.merge_dialog.into_required') : undefined}
        >
          <Select
            value={into}
            onChange={(event) => {
              setInto(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{t('admin_tags.merge_dialog.choose')}</option>
            {options.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {`${localized(choice, 'nume', i18n.language)} (${choice.numar_produse})`}
              </option>
            ))}
          </Select>
        </FormField>
        {merge.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {refusalDetail(merge.error) ?? t('admin.common.load_error')}
          </p>
        ) : null}
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            type="button"
            variant="danger"
            aria-disabled={merge.isPending || undefined}
            onClick={confirm}
          >
            {t('admin_tags.merge_dialog.confirm')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
