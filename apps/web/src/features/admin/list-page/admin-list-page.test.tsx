import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTexts } from '@/lib/i18n';
import { AdminListPage, pageCount } from './admin-list-page';
import { SearchFilter, SelectFilter } from './filter-fields';
import { useListParams, useListSearch } from './use-list-params';

type Fruit = { id: number; name: string; price: number };

vi.setConfig({ testTimeout: 20_000 });

const FRUITS: Fruit[] = [
  { id: 1, name: 'Măr', price: 3 },
  { id: 2, name: 'Pară', price: 5 },
  { id: 3, name: 'Prună', price: 4 },
];

type Query = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => void;
};
const settled: Query = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

const columns: ColumnDef<Fruit>[] = [
  {
    id: 'name',
    header: 'Nume',
    accessorFn: (fruit) => fruit.name,
    enableSorting: true,
    meta: { rowHeader: true },
  },
  {
    id: 'price',
    header: 'Preț',
    accessorFn: (fruit) => fruit.price,
    enableSorting: true,
    meta: { align: 'end' },
  },
  { id: 'link', header: 'Fișă', cell: ({ row }) => <a href={`/fructe/${row.original.id}`}>Deschide</a> },
];

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function FruitList({
  query = settled,
  rows = FRUITS,
  onBulk = () => undefined,
}: {
  query?: Query;
  rows?: Fruit[];
  onBulk?: (ids: string[]) => void;
}) {
  const list = useListParams({
    q: {},
    color: { param: 'culoare', accept: (value) => ['rosu', 'verde'].includes(value) },
    sort: { initial: 'name' },
  });
  const [search, setSearch] = useListSearch(list, 'q', 50);
  return (
    <AdminListPage
      id="fruits"
      title="Fructe"
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ q: search }),
        slashToSearch: true,
        fields: (
          <>
            <SearchFilter label="Caută" name="q" value={search} onChange={setSearch} keyShortcut />
            <SelectFilter
              label="Culoare"
              name="culoare"
              value={list.values.color}
              onChange={(color) => list.set({ color })}
              allLabel="Toate"
              options={[
                { value: 'rosu', label: 'Roșu' },
                { value: 'verde', label: 'Verde' },
              ]}
            />
          </>
        ),
      }}
      query={query}
      rows={rows}
      getRowId={(fruit) => String(fruit.id)}
      emptyTitle="Niciun fruct"
      view={{
        columns,
        caption: 'Fructe',
        sorting: { value: list.values.sort, onChange: (sort) => list.set({ sort }) },
      }}
      selection={{
        rowName: (fruit) => fruit.name,
        actions: ({ ids, clear }) => (
          <button
            type="button"
            onClick={() => {
              onBulk(ids);
              clear();
            }}
          >
            Vinde
          </button>
        ),
      }}
      pagination={{ page: list.page, totalPages: pageCount(95, 25), href: list.pageHref }}
      leaving={list.leaving}
    />
  );
}

function renderAt(url: string, props: Parameters<typeof FruitList>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/fructe"
          element={
            <>
              <FruitList {...props} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin']);
});

describe('AdminListPage', () => {
  it('reads its filters from the URL and ignores values it does not know', () => {
    renderAt('/fructe?q=mar&culoare=rosu&page=2');
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveValue('mar');
    expect(screen.getByRole('combobox', { name: 'Culoare' })).toHaveValue('rosu');
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('treats an unknown filter value as no filter', () => {
    renderAt('/fructe?culoare=mov');
    expect(screen.getByRole('combobox', { name: 'Culoare' })).toHaveValue('');
  });

  it('puts a chosen filter in the URL and goes back to the first page', async () => {
    renderAt('/fructe?page=3');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Culoare' }), 'verde');
    expect(location()).toBe('?culoare=verde');
  });

  it('puts typed text in the URL once typing pauses, and Enter applies it at once', async () => {
    renderAt('/fructe');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'pr');
    await vi.waitFor(() => expect(location()).toBe('?q=pr'), { timeout: 3000 });
    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'u{Enter}');
    expect(location()).toBe('?q=pru');
  });

  it('resets every filter and empties the search box', async () => {
    renderAt('/fructe?q=mar&culoare=rosu&sort=-price&page=2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resetează filtrele' }));
    expect(location()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveValue('');
  });

  it('offers a form that works without scripts: named fields in a GET search form', () => {
    renderAt('/fructe');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('combobox', { name: 'Culoare' })).toHaveAttribute('name', 'culoare');
  });

  it('jumps to the search box with the / key', async () => {
    renderAt('/fructe');
    await userEvent.setup().keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Caută' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');
  });

  it('links every page with the same filters', () => {
    renderAt('/fructe?culoare=rosu');
    const pages = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(pages).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/fructe?culoare=rosu&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/fructe?culoare=rosu',
    );
    expect(within(pages).getAllByRole('listitem')).toHaveLength(5);
  });

  it('sorts by a column through the URL, with aria-sort on its header', async () => {
    renderAt('/fructe');
    expect(screen.getByRole('columnheader', { name: /Nume/ })).toHaveAttribute('aria-sort', 'ascending');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preț' }));
    expect(location()).toBe('?sort=price');
    await user.click(screen.getByRole('button', { name: 'Preț' }));
    expect(location()).toBe('?sort=-price');
    expect(screen.getByRole('columnheader', { name: /Preț/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Nume/ })).not.toHaveAttribute('aria-sort');
  });

  it('names each row by its row header cell', () => {
    renderAt('/fructe');
    expect(screen.getByRole('rowheader', { name: 'Pară' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fructe' })).toBeInTheDocument();
  });

  it('runs a bulk action on the chosen rows, then lets them go', async () => {
    const onBulk = vi.fn();
    renderAt('/fructe', { onBulk });
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: /selectat/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selectează Măr' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selectează Prună' }));
    const bar = screen.getByRole('region', { name: '2 rânduri selectate' });
    await user.click(within(bar).getByRole('button', { name: 'Vinde' }));
    expect(onBulk).toHaveBeenCalledWith(['1', '3']);
    expect(screen.queryByRole('region', { name: /selectat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selectează Măr' })).not.toBeChecked();
  });

  it('selects the whole page from the header, and drops the choice when the filters change', async () => {
    renderAt('/fructe');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Selectează toate rândurile de pe pagină' }));
    expect(screen.getByRole('region', { name: '3 rânduri selectate' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Culoare' }), 'rosu');
    expect(screen.queryByRole('region', { name: /selectat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selectează Pară' })).not.toBeChecked();
  });

  it('clears the selection with its own button', async () => {
    renderAt('/fructe');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Selectează Pară' }));
    await user.click(screen.getByRole('button', { name: 'Deselectează' }));
    expect(screen.queryByRole('region', { name: /selectat/ })).not.toBeInTheDocument();
  });

  it('shows a busy status while the first answer loads', () => {
    renderAt('/fructe', { query: { ...settled, isPending: true }, rows: [] });
    expect(screen.getByRole('status', { name: 'Se încarcă…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches', () => {
    renderAt('/fructe?q=kiwi', { rows: [] });
    expect(screen.getByText('Niciun fruct')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The filters stay, so staff can widen the search.
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveValue('kiwi');
  });

  it('shows the load error with a retry', async () => {
    const refetch = vi.fn();
    renderAt('/fructe', {
      query: { ...settled, isError: true, error: new Error('down'), refetch },
      rows: [],
    });
    expect(screen.getByText('Nu am putut încărca datele.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('keeps the rows shown when a refresh fails', () => {
    renderAt('/fructe', { query: { ...settled, isError: true, error: new Error('down') } });
    expect(screen.getByRole('rowheader', { name: 'Măr' })).toBeInTheDocument();
  });

  it('stops a pending search from pulling staff back once they follow a row’s link', async () => {
    vi.useFakeTimers();
    try {
      renderAt('/fructe');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Caută' }), { target: { value: 'm' } });
      const link = screen.getAllByRole('link', { name: 'Deschide' })[0]!;
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(location()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A window as narrow as a phone: no `min-width` query matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('AdminListPage on a phone', () => {
  beforeEach(phoneWidth);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the rows as a list of cards, each field under its column’s heading', () => {
    renderAt('/fructe');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fructe' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const pear = cards[1]!;
    expect(within(pear).getByText('Pară')).toBeInTheDocument();
    expect(
      within(pear)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Preț', 'Fișă']);
    expect(
      within(pear)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['5', 'Deschide']);
  });

  it('sorts through a choice of columns and directions, kept in the URL', async () => {
    renderAt('/fructe');
    const sort = screen.getByRole('combobox', { name: 'Ordonează după' });
    expect(sort).toHaveValue('name');
    const user = userEvent.setup();
    await user.selectOptions(sort, '-price');
    expect(location()).toBe('?sort=-price');
    expect(within(screen.getByRole('list', { name: 'Fructe' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('chooses rows on their cards, or the whole page, for the bulk actions', async () => {
    const onBulk = vi.fn();
    renderAt('/fructe', { onBulk });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Selectează Prună' }));
    expect(screen.getByRole('region', { name: '1 rând selectat' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selectează toate rândurile de pe pagină' }));
    await user.click(
      within(screen.getByRole('region', { name: '3 rânduri selectate' })).getByRole('button', {
        name: 'Vinde',
      }),
    );
    expect(onBulk).toHaveBeenCalledWith(['1', '2', '3']);
  });

  it('folds the filters behind a button that says how many are at work', async () => {
    renderAt('/fructe?culoare=rosu&sort=-price');
    const toggle = screen.getByRole('button', { name: 'Filtre (1)' });
    const form = screen.getByRole('search');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(form).toHaveClass('hidden');
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).not.toHaveClass('hidden');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Culoare' }), '');
    expect(screen.getByRole('button', { name: 'Filtre' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Filtre' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Filtre' })).toHaveAttribute('aria-expanded', 'false');
    expect(form).toHaveClass('hidden');
  });

  it('opens the folded filters for the / key', async () => {
    renderAt('/fructe');
    await userEvent.setup().keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Filtre' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('pageCount', () => {
  it('rounds up, with at least one page', () => {
    expect(pageCount(undefined, 25)).toBe(1);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
