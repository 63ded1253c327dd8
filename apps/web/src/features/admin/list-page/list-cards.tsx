import { type Cell, flexRender, type Header, type Table as TableInstance } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { FormField, Select } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/**
 * The width from which a list's rows are a table (Tailwind's `md`, 768 px). Below it, on a phone,
 * the same rows are cards and the filters fold behind a button (docs/decisions/058).
 */
export const WIDE_LIST_QUERY = '(min-width: 48rem)';

/** The column of the selection's checkboxes, which a card shows in its corner. */
export const SELECT_COLUMN = '_select';

type CardsProps<Row> = {
  table: TableInstance<Row>;
  /** What the list holds (the table's caption): the list's accessible name. */
  caption: string;
  busy: boolean;
  onRowClick?: (row: Row) => void;
  /** The sort in the URL's form (`-created`) and how to change it; only on lists that sort. */
  sorting?: { value: string; onChange: (value: string) => void };
  /** The name of the page's checkbox, when rows can be chosen. */
  selectAllLabel?: string;
};

/**
 * A table's rows on a phone: a card per row with each column's heading beside its value, the
 * row's own heading (the `rowHeader` column) on top and its checkbox in the corner; above them,
 * what the table's header row gave: the page's checkbox and the sort.
 */
export function ListCards<Row>({
  table,
  caption,
  busy,
  onRowClick,
  sorting,
  selectAllLabel,
}: CardsProps<Row>) {
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const selectAll = headers.get(SELECT_COLUMN);
  const headingOf = (id: string): ReactNode => {
    const header = headers.get(id);
    return header ? flexRender(header.column.columnDef.header, header.getContext()) : null;
  };
  const render = (cell: Cell<Row, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());

  return (
    <div className="flex flex-col gap-3">
      {selectAll || sorting ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {selectAll && selectAllLabel ? <SelectAllRow header={selectAll} label={selectAllLabel} /> : null}
          {sorting ? <SortSelect table={table} sorting={sorting} /> : null}
        </div>
      ) : null}
      <ul aria-label={caption} aria-busy={busy || undefined} className="flex flex-col gap-2">
        {table.getRowModel().rows.map((row) => {
          const cells = row.getVisibleCells();
          const select = cells.find((cell) => cell.column.id === SELECT_COLUMN);
          const title = cells.find((cell) => cell.column.columnDef.meta?.rowHeader);
          const fields = cells.filter((cell) => cell !== select && cell !== title);
          return (
            <CardItem
              key={row.id}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              selected={row.getIsSelected()}
            >
              {select ? <div className="pt-0.5">{render(select)}</div> : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                {title ? <div className="font-semibold">{render(title)}</div> : null}
                <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1 text-sm">
                  {fields.map((cell) => (
                    <Fragment key={cell.id}>
                      <dt className="text-ink-muted">{headingOf(cell.column.id)}</dt>
                      <dd className="tabular-nums">{render(cell)}</dd>
                    </Fragment>
                  ))}
                </dl>
              </div>
            </CardItem>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A row's card. A click anywhere on it opens the row, as on a table's row: a convenience for the
 * pointer, since the row's own link (in one of its fields) is what the keyboard follows.
 */
function CardItem({
  onClick,
  selected,
  children,
}: {
  onClick?: () => void;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      onClick={onClick}
      className={cn(
        'flex gap-3 rounded-card border bg-surface p-3',
        selected ? 'border-brand' : 'border-line',
        onClick && 'cursor-pointer',
      )}
    >
      {children}
    </li>
  );
}

/** The page's checkbox (the table's header cell) with its name in sight. */
function SelectAllRow<Row>({ header, label }: { header: Header<Row, unknown>; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
      {flexRender(header.column.columnDef.header, header.getContext())}
      {/* The checkbox's own name says the same. */}
      <span aria-hidden="true">{label}</span>
    </label>
  );
}

/** The sortable columns' headings, each way round, as one choice: a phone has no header row to click. */
function SortSelect<Row>({
  table,
  sorting,
}: {
  table: TableInstance<Row>;
  sorting: NonNullable<CardsProps<Row>['sorting']>;
}) {
  const { t } = useTranslation();
  const sortable = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort() && typeof column.columnDef.header === 'string');
  const options = sortable.flatMap((column) => {
    const name = column.columnDef.header as string;
    return [
      { value: column.id, label: t('admin.common.sort_ascending', { column: name }) },
      { value: `-${column.id}`, label: t('admin.common.sort_descending', { column: name }) },
    ];
  });
  if (options.length === 0) return null;
  const known = options.some((option) => option.value === sorting.value);
  return (
    <FormField label={t('admin.common.sort_by')} className="min-w-0 flex-1 basis-48">
      <Select value={known ? sorting.value : ''} onChange={(event) => sorting.onChange(event.target.value)}>
        {known ? null : <option value="">{t('admin.common.sort_default')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
