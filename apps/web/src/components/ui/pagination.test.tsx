import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination } from './pagination';

describe('pageItems', () => {
  const labels = (current: number, total: number) =>
    pageItems(current, total).map((item) => (item.type === 'page' ? item.page : '…'));

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, '…', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, '…', 10]],
    [6, 12, [1, '…', 5, 6, 7, '…', 12]],
    [12, 12, [1, '…', 11, 12]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(labels(current, total)).toEqual(expected);
  });
});

describe('Pagination as buttons', () => {
  function Harness({ total, onChange }: { total: number; onChange?: (page: number) => void }) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        page={page}
        totalPages={total}
        onChange={(next) => {
          onChange?.(next);
          setPage(next);
        }}
      />
    );
  }

  it('pages with numbers, previous and next, disabled at the ends, the current page marked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness total={3} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(nav).getByRole('button', { name: 'Pagina anterioară' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Pagina următoare' }));
    expect(within(nav).getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Pagina 1' })).not.toHaveAttribute('aria-current');

    // Keyboard: Tab to the last page and press Enter.
    within(nav).getByRole('button', { name: 'Pagina 2' }).focus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(nav).getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([2, 3]);
  });

  it('shows nothing for a single page', () => {
    render(<Harness total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Pagination as links', () => {
  function renderAt(path: string, page: number, totalPages: number) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <Pagination
              page={page}
              totalPages={totalPages}
              label="Paginile rezultatelor"
              href={(target) => (target > 1 ? `/search?page=${target}` : '/search')}
            />
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
  }

  it('links every page, leaving out previous on the first and next on the last', () => {
    renderAt('/search', 1, 3);
    const nav = screen.getByRole('navigation', { name: 'Paginile rezultatelor' });
    expect(within(nav).queryByRole('link', { name: 'Pagina anterioară' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/search?page=2');
    expect(within(nav).getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute('rel', 'next');
  });

  it('links the previous page from the last one', () => {
    renderAt('/search?page=3', 3, 3);
    expect(screen.getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute('href', '/search?page=2');
    expect(screen.queryByRole('link', { name: 'Pagina următoare' })).not.toBeInTheDocument();
  });
});
