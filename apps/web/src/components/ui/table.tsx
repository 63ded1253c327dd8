import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { variants } from '@/lib/variants';

const tableClass = variants({
  // Words stay whole (a page may let long strings break anywhere): a wide table scrolls in its frame.
  base: 'w-full border-collapse text-left tabular-nums wrap-normal',
  variants: {
    /** `dense` for the admin's long lists: smaller text and tighter cells. */
    density: { comfortable: 'text-base', dense: 'text-sm' },
  },
  defaults: { density: 'comfortable' },
});

type Density = 'comfortable' | 'dense';
const DensityContext = createContext<Density>('comfortable');

type TableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** What the table holds, read first by screen readers; `captionHidden` keeps it off screen. */
  caption: ReactNode;
  captionHidden?: boolean;
  density?: Density;
  /**
   * Below `md` (a phone), each row is a block of its own with every cell under its column's
   * heading (styles.css, `.table-stacks`), rather than a frame scrolled sideways. On unless told.
   */
  stackOnPhone?: boolean;
  children: ReactNode;
};

/**
 * Gives each body cell its column's heading (`data-label`), which a stacked row shows beside the
 * value. Read after every drawing from the last header row, so rows added later are labelled too;
 * a row's own header cell (`scope="row"`) heads its block and takes none.
 */
function useColumnLabels(enabled: boolean) {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!enabled || !table) return;
    const headerRows = table.tHead?.rows;
    const last = headerRows?.[headerRows.length - 1];
    if (!last) return;
    const labels: string[] = [];
    for (const cell of last.cells) {
      for (let span = 0; span < cell.colSpan; span += 1) labels.push((cell.textContent ?? '').trim());
    }
    for (const body of table.tBodies) {
      for (const row of body.rows) {
        let column = 0;
        for (const cell of row.cells) {
          const label = cell.colSpan === 1 && cell.getAttribute('scope') !== 'row' ? labels[column] : '';
          if (label) cell.setAttribute('data-label', label);
          else cell.removeAttribute('data-label');
          column += cell.colSpan;
        }
      }
    }
  });
  return ref;
}

/**
 * Whether the element is wider inside than it shows (it scrolls sideways); follows resizes. A frame
 * that scrolls must take the keyboard focus, or keyboard users cannot scroll it.
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/**
 * A semantic table with its caption. On a phone its rows stack (each a block, every cell under its
 * heading) unless `stackOnPhone` is false; a table wider than its frame otherwise scrolls in it
 * rather than squeezing the columns, and while it scrolls the frame is a named, focusable region
 * so the keyboard can scroll it too.
 */
export function Table({
  caption,
  captionHidden = false,
  density = 'comfortable',
  stackOnPhone = true,
  className,
  children,
  ...props
}: TableProps) {
  const captionId = useId();
  const { ref: frameRef, scrolls } = useScrollsSideways();
  const tableRef = useColumnLabels(stackOnPhone);
  return (
    <DensityContext value={density}>
      <div
        ref={frameRef}
        // Positioned, so that text kept off screen for screen readers (sr-only, absolutely placed)
        // in a column beyond the frame's edge is clipped by the frame instead of widening the page.
        className="relative overflow-x-auto rounded-card border border-line"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      >
        <table
          ref={tableRef}
          className={tableClass({ density, className: cn(stackOnPhone && 'table-stacks', className) })}
          {...props}
        >
          <caption
            id={captionId}
            className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left font-bold text-ink caption-top'}
          >
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </DensityContext>
  );
}

export function TableHead(props: ComponentProps<'thead'>) {
  return <thead className="border-b border-line-strong bg-sage-50" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody className="divide-y divide-line" {...props} />;
}

export function TableRow(props: ComponentProps<'tr'>) {
  return <tr className="hover:bg-sage-50/60" {...props} />;
}

const cellClass = variants({
  base: 'align-middle',
  variants: {
    density: { comfortable: 'px-3 py-3', dense: 'px-2 py-1.5' },
    align: { start: 'text-left', end: 'text-right' },
  },
  defaults: { density: 'comfortable', align: 'start' },
});

/** `end` for numbers (prices, quantities), so their digits line up. */
type CellLook = { align?: 'start' | 'end' };

/** A header cell: `scope="col"` for a column's head, `scope="row"` for a row's first cell. */
export function TableHeaderCell({
  scope = 'col',
  align,
  className,
  ...props
}: Omit<ComponentProps<'th'>, 'align'> & CellLook) {
  const density = useContext(DensityContext);
  return (
    <th
      scope={scope}
      className={cellClass({ density, align, className: cn('font-semibold text-ink', className) })}
      {...props}
    />
  );
}

export function TableCell({ align, className, ...props }: Omit<ComponentProps<'td'>, 'align'> & CellLook) {
  const density = useContext(DensityContext);
  return <td className={cellClass({ density, align, className })} {...props} />;
}

export type SortDirection = 'ascending' | 'descending';

type SortableHeaderCellProps = Omit<ComponentProps<'th'>, 'onClick' | 'children' | 'align'> &
  CellLook & {
    children: ReactNode;
    /** The direction when the table is sorted by this column; null when it is not. */
    direction: SortDirection | null;
    /** Asks to sort by this column: ascending first, then the other way. */
    onSort: (direction: SortDirection) => void;
  };

/**
 * A column head that sorts: a button inside the header cell (named by the column's text), with
 * `aria-sort` on the cell while the table is sorted by it.
 */
export function SortableHeaderCell({ children, direction, onSort, ...props }: SortableHeaderCellProps) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <TableHeaderCell aria-sort={direction ?? undefined} {...props}>
      <button
        type="button"
        onClick={() => onSort(direction === 'ascending' ? 'descending' : 'ascending')}
        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 font-semibold hover:text-brand"
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-4', direction ? 'text-brand' : 'text-ink-muted')} />
      </button>
    </TableHeaderCell>
  );
}
