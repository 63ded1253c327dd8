import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Table as TableInstance,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { checkboxClass } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import {
  SortableHeaderCell,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTranslation } from '@/lib/i18n';
import { AdminQueryState, AdminScreen } from '../components/admin-screen';
import { FilterBar, type ListFilters } from './filter-bar';
import { ListCards, SELECT_COLUMN, WIDE_LIST_QUERY } from './list-cards';

declare module '@tanstack/react-table' {
  // The names must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** `end` for numbers (prices, quantities), so their digits line up. */
    align?: 'start' | 'end';
    /** Classes of the column's body cells. */
    className?: string;
    /** Classes of the column's header cell. */
    headerClassName?: string;
    /** The column's cells name their row (`<th scope="row">`). */
    rowHeader?: boolean;
  }
}

type QueryLike = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** What the bulk actions get: the chosen rows and a way to let them go (after the action). */
export type ListSelection<Row> = { ids: string[]; rows: Row[]; clear: () => void };

type TableView<Row> = {
  /**
   * The columns (TanStack Table definitions). A column sorts when it has an accessor and
   * `enableSorting: true`; its id is the sort's name in the URL (`-id` the other way round).
   */
  columns: ColumnDef<Row>[];
  /** What the table holds, read first by screen readers (kept off screen). */
  caption: string;
  /** The sort in the URL's form (`-created`) and how to change it; only on lists that sort. */
  sorting?: { value: string; onChange: (value: string) => void };
  /** A click anywhere on a row opens it (the row's own link keeps working for the keyboard). */
  onRowClick?: (row: Row) => void;
};

/** Rows as cards (reviews, messages): each with its own form, too much for a table's row. */
type CardsView<Row> = { renderItem: (row: Row) => ReactNode; itemKey?: (row: Row) => string };

type Paging =
  | {
      page: number;
      totalPages: number;
      /** The link to a page, with the same filters (`useListParams().pageHref`). */
      href: (page: number) => string;
      /** The navigation's name; "Paginare" unless told. */
      label?: string;
    }
  | {
      /** Older rows loaded under the ones shown (the audit log reads by cursor). */
      more: { hasMore: boolean; loading: boolean; onMore: () => void; label: string };
    };

type AdminListPageProps<Row> = {
  /** Prefix of the heading's id, which labels the screen's section. */
  id: string;
  title: string;
  /** The screen's main actions, beside the heading (e.g. "New product"). */
  actions?: ReactNode;
  /** Shown between the heading and the filters (a count, an export's failure). */
  intro?: ReactNode;
  /**
   * The filters' fields, each with a `name` so the form also works as a plain GET form; `onSubmit`
   * applies what is typed at once (Enter), `onReset` goes back to no filters.
   */
  filters?: ListFilters;

  query: QueryLike;
  rows: Row[];
  getRowId: (row: Row) => string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Above the rows, once there are some (a count of results). */
  summary?: ReactNode;
  view: TableView<Row> | CardsView<Row>;
  /**
   * Rows can be chosen (a checkbox each, and one for the page) for the actions `actions` renders;
   * the choice is dropped when the filters or the page change.
   */
  selection?: {
    actions: (selection: ListSelection<Row>) => ReactNode;
    labels?: {
      all?: string;
      row?: (row: Row) => string;
      selected?: (count: number) => string;
      clear?: string;
    };
    /** The row's name in its checkbox's label ("Select ‹name›"). */
    rowName: (row: Row) => string;
  };
  pagination?: Paging;
  /** Set while a link out of the list is followed (`useListParams().leaving`). */
  leaving?: { current: boolean };
  /** After the list: its dialogs and side panels. */
  children?: ReactNode;
};

function isTable<Row>(view: TableView<Row> | CardsView<Row>): view is TableView<Row> {
  return 'columns' in view;
}

/** The rows as a table: headers (sortable where the column allows), then a row per item. */
function ListTable<Row>({
  table,
  view,
  busy,
}: {
  table: TableInstance<Row>;
  view: TableView<Row>;
  busy: boolean;
}) {
  return (
    <Table caption={view.caption} captionHidden density="dense" aria-busy={busy || undefined}>
      <TableHead>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              const content = flexRender(header.column.columnDef.header, header.getContext());
              if (header.column.getCanSort()) {
                const sorted = header.column.getIsSorted();
                return (
                  <SortableHeaderCell
                    key={header.id}
                    align={meta?.align}
                    className={meta?.headerClassName}
                    direction={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : null}
                    onSort={(direction) => header.column.toggleSorting(direction === 'descending')}
                  >
                    {content}
                  </SortableHeaderCell>
                );
              }
              return (
                <TableHeaderCell key={header.id} align={meta?.align} className={meta?.headerClassName}>
                  {content}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        ))}
      </TableHead>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow
            key={row.id}
            onClick={view.onRowClick ? () => view.onRowClick?.(row.original) : undefined}
            className={view.onRowClick ? 'cursor-pointer' : undefined}
          >
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              return meta?.rowHeader ? (
                <TableHeaderCell
                  key={cell.id}
                  scope="row"
                  align={meta.align}
                  className={cn('font-normal', meta.className)}
                >
                  {content}
                </TableHeaderCell>
              ) : (
                <TableCell key={cell.id} align={meta?.align} className={meta?.className}>
                  {content}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Every admin list: the heading and its actions, filters kept in the URL, the rows (a table on
 * TanStack Table, or cards), sorting, selection with bulk actions, pages as links, and the
 * loading, empty, error and forbidden states. On a phone the table's rows are cards and the
 * filters fold behind a button (docs/decisions/058).
 */
export function AdminListPage<Row>({
  id,
  title,
  actions,
  intro,
  filters,
  query,
  rows,
  getRowId,
  emptyTitle,
  emptyDescription,
  summary,
  view,
  selection,
  pagination,
  leaving,
  children,
}: AdminListPageProps<Row>) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Filters and pages live in the URL: another list drops the rows chosen on this one.
  const [selectionSearch, setSelectionSearch] = useState(search);
  if (selectionSearch !== search) {
    setSelectionSearch(search);
    setRowSelection({});
  }

  // A phone gets the rows as cards; the server and tests without a window, the table.
  const wide = useMediaQuery(WIDE_LIST_QUERY, true);

  const tableView = isTable(view) ? view : null;
  const sortValue = tableView?.sorting?.value ?? '';
  const sorting: SortingState = sortValue
    ? [{ id: sortValue.replace(/^-/, ''), desc: sortValue.startsWith('-') }]
    : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    tableView?.sorting?.onChange(first ? `${first.desc ? '-' : ''}${first.id}` : '');
  };

  const selectAllLabel = selection?.labels?.all ?? t('admin.common.select_all');
  const rowLabel = (row: Row) =>
    selection?.labels?.row?.(row) ?? t('admin.common.select_row', { name: selection?.rowName(row) ?? '' });
  const pageColumns = tableView?.columns;
  const select: ColumnDef<Row> = {
    id: SELECT_COLUMN,
    meta: { headerClassName: 'w-10' },
    header: ({ table }) => (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={selectAllLabel}
        checked={table.getIsAllPageRowsSelected()}
        ref={(element) => {
          if (element) element.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={rowLabel(row.original)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        onClick={(event) => event.stopPropagation()}
      />
    ),
  };
  const columns = pageColumns ? (selection ? [select, ...pageColumns] : pageColumns) : [];

  // The table's instance is new on every render, so the compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    enableRowSelection: Boolean(selection),
    enableSorting: Boolean(tableView?.sorting),
    defaultColumn: { enableSorting: false },
    manualPagination: true,
    manualSorting: true,
    state: { rowSelection, sorting },
    onRowSelectionChange: setRowSelection,
    onSortingChange,
  });

  const chosen = table.getSelectedRowModel().rows;
  const clear = () => setRowSelection({});
  const selectedLabel = (count: number) =>
    selection?.labels?.selected?.(count) ?? t('admin.common.selected', { count });
  // A link followed out of the list (a row's own) stops a pending search from pulling staff back.
  const markLeaving = (event: React.MouseEvent) => {
    if (leaving && (event.target as HTMLElement).closest('a[href]')) leaving.current = true;
  };

  const body = tableView ? (
    <div onClickCapture={markLeaving} className="min-w-0">
      {wide ? (
        <ListTable table={table} view={tableView} busy={query.isFetching} />
      ) : (
        <ListCards
          table={table}
          caption={tableView.caption}
          busy={query.isFetching}
          onRowClick={tableView.onRowClick}
          sorting={tableView.sorting}
          selectAllLabel={selection ? selectAllLabel : undefined}
        />
      )}
    </div>
  ) : (
    <div onClickCapture={markLeaving} className="flex flex-col gap-3">
      {rows.map((row) => (
        <div key={'itemKey' in view && view.itemKey ? view.itemKey(row) : getRowId(row)} className="contents">
          {(view as CardsView<Row>).renderItem(row)}
        </div>
      ))}
    </div>
  );

  return (
    <AdminScreen id={id} title={title} actions={actions}>
      {intro}
      {filters ? <FilterBar filters={filters} /> : null}

      {selection && chosen.length > 0 ? (
        <div
          role="region"
          aria-label={selectedLabel(chosen.length)}
          className="flex flex-wrap items-end gap-2 rounded-card border border-brand bg-sage-50 p-3"
        >
          <p className="self-center font-semibold" aria-live="polite">
            {selectedLabel(chosen.length)}
          </p>
          {selection.actions({
            ids: chosen.map((row) => row.id),
            rows: chosen.map((row) => row.original),
            clear,
          })}
          <Button type="button" variant="ghost" onClick={clear}>
            {selection.labels?.clear ?? t('admin.common.clear_selection')}
          </Button>
        </div>
      ) : null}

      <AdminQueryState
        query={query}
        empty={rows.length === 0}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
      >
        {summary}
        {body}
        {pagination && 'more' in pagination ? (
          pagination.more.hasMore ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={pagination.more.onMore}
              aria-disabled={pagination.more.loading || undefined}
            >
              {pagination.more.loading ? t('admin.common.loading') : pagination.more.label}
            </Button>
          ) : null
        ) : pagination ? (
          <Pagination
            page={Math.min(pagination.page, Math.max(1, pagination.totalPages))}
            totalPages={pagination.totalPages}
            label={pagination.label}
            href={pagination.href}
          />
        ) : null}
      </AdminQueryState>
      {children}
    </AdminScreen>
  );
}

/** How many pages `count` rows make, at least one. */
export function pageCount(count: number | undefined, perPage: number): number {
  return Math.max(1, Math.ceil((count ?? 0) / perPage));
}
