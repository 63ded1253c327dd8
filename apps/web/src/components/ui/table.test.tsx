import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  SortableHeaderCell,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type SortDirection,
} from './table';

const ORDERS = [
  { id: 12, client: 'Ana Popescu', total: 149.9 },
  { id: 7, client: 'Mihai Ionescu', total: 89 },
  { id: 30, client: 'Ioana Radu', total: 230.5 },
];

function Orders({ dense = false }: { dense?: boolean }) {
  const [sort, setSort] = useState<{ column: 'id' | 'total'; direction: SortDirection } | null>(null);
  const rows = [...ORDERS].sort((a, b) => {
    if (!sort) return 0;
    const diff = a[sort.column] - b[sort.column];
    return sort.direction === 'ascending' ? diff : -diff;
  });
  const direction = (column: 'id' | 'total') => (sort?.column === column ? sort.direction : null);
  return (
    <Table caption="Comenzi recente" density={dense ? 'dense' : 'comfortable'}>
      <TableHead>
        <TableRow>
          <SortableHeaderCell
            direction={direction('id')}
            onSort={(next) => setSort({ column: 'id', direction: next })}
          >
            Nr.
          </SortableHeaderCell>
          <TableHeaderCell>Client</TableHeaderCell>
          <SortableHeaderCell
            align="end"
            direction={direction('total')}
            onSort={(next) => setSort({ column: 'total', direction: next })}
          >
            Total
          </SortableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((order) => (
          <TableRow key={order.id}>
            <TableHeaderCell scope="row">{order.id}</TableHeaderCell>
            <TableCell>{order.client}</TableCell>
            <TableCell align="end">{order.total}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(<Orders />);
    const table = screen.getByRole('table', { name: 'Comenzi recente' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nr.', 'Client', 'Total']);
    expect(within(table).getByRole('columnheader', { name: 'Client' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: '12' })).toHaveAttribute('scope', 'row');
  });

  it('sorts from a header button, ascending then descending, with aria-sort on the sorted column', async () => {
    const user = userEvent.setup();
    render(<Orders />);
    const number = screen.getByRole('columnheader', { name: 'Nr.' });
    expect(number).not.toHaveAttribute('aria-sort');

    await user.click(within(number).getByRole('button', { name: 'Nr.' }));
    expect(number).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['7', '12', '30']);

    within(number).getByRole('button', { name: 'Nr.' }).focus();
    await user.keyboard('{Enter}');
    expect(number).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['30', '12', '7']);

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    expect(number).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['7', '12', '30']);
  });

  it('labels each body cell with its column for the stacked rows of a phone', async () => {
    const user = userEvent.setup();
    render(<Orders />);
    const table = screen.getByRole('table', { name: 'Comenzi recente' });
    expect(table).toHaveClass('table-stacks');
    const ana = screen.getByRole('cell', { name: 'Ana Popescu' });
    expect(ana).toHaveAttribute('data-label', 'Client');
    expect(screen.getByRole('cell', { name: '149.9' })).toHaveAttribute('data-label', 'Total');
    // The row's own header heads its block: no label.
    expect(screen.getByRole('rowheader', { name: '12' })).not.toHaveAttribute('data-label');
    // Rows drawn again (sorted) are labelled by the columns they now sit in.
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByRole('cell', { name: '89' })).toHaveAttribute('data-label', 'Total');
    expect(screen.getByRole('cell', { name: 'Mihai Ionescu' })).toHaveAttribute('data-label', 'Client');
  });

  it('keeps its rows as a table on a phone when told', () => {
    render(
      <Table caption="Cote" stackOnPhone={false}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Cota</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>19%</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Cote' })).not.toHaveClass('table-stacks');
    expect(screen.getByRole('cell', { name: '19%' })).not.toHaveAttribute('data-label');
  });

  it('has a dense look for long lists', () => {
    render(<Orders dense />);
    expect(screen.getByRole('table')).toHaveClass('text-sm');
    expect(screen.getByRole('cell', { name: 'Ana Popescu' })).toHaveClass('py-1.5');
  });

  it('lets the keyboard reach its scrolling frame, named by the caption', async () => {
    // jsdom lays nothing out: make every element wider inside than it shows, as on a phone.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    onTestFinished(() => {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    });
    render(<Orders />);
    const frame = screen.getByRole('region', { name: 'Comenzi recente' });
    await userEvent.setup().tab();
    expect(frame).toHaveFocus();
  });
});
