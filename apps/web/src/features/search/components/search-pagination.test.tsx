import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { pageWindow, SearchPagination } from './search-pagination';

beforeAll(async () => {
  await initI18n('ro');
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('SearchPagination', () => {
  function renderAt(path: string, page: number, totalPages: number) {
    const router = createMemoryRouter(
      [{ path: '*', element: <SearchPagination query="apă termală" page={page} totalPages={totalPages} /> }],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
  }

  it('links every page of the same search, keeping the language prefix', () => {
    renderAt('/en/search', 2, 3);
    expect(screen.getByRole('navigation', { name: 'Paginile rezultatelor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/en/search?searchText=ap%C4%83+termal%C4%83',
    );
    expect(screen.getByRole('link', { name: /Pagina următoare/ })).toHaveAttribute(
      'href',
      '/en/search?searchText=ap%C4%83+termal%C4%83&page=3',
    );
  });

  it('shows nothing for a single page', () => {
    renderAt('/search', 1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
