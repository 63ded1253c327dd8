import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { shouldHideLayout } from './hide-layout';
import { RootLayout } from './root-layout';

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, element: <p>home page</p> },
      { path: 'login', handle: { hideLayout: true }, element: <p>login page</p> },
      {
        path: 'checkout',
        children: [
          { index: true, element: <p>checkout page</p> },
          { path: 'success', handle: { hideLayout: true }, element: <p>success page</p> },
        ],
      },
      { path: 'admin/*', element: <p>admin page</p> },
      { path: 'administrare', element: <p>not admin</p> },
    ],
  },
];

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('layout', () => {
  it('shows header, footer, main and the skip link on ordinary routes', async () => {
    renderAt('/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Sari la conținut' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('navigation', { name: 'Navigare principală' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Limba site-ului' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RO, Română' })).toHaveAttribute('aria-pressed', 'true');
    // The layout asks the server for nothing until someone opens a menu or the search.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['/login', '/checkout/success'])('hides header and footer on %s (hideLayout)', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('main')).toHaveTextContent(/page$/);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sari la conținut' })).not.toBeInTheDocument();
  });

  it('keeps header and footer on the parent of a hideLayout route', async () => {
    renderAt('/checkout');
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides header and footer under /admin', async () => {
    renderAt('/admin/products');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('matches /admin as a whole path segment, with or without a language prefix', () => {
    expect(shouldHideLayout('/admin', [])).toBe(true);
    expect(shouldHideLayout('/en/admin/stoc', [])).toBe(true);
    expect(shouldHideLayout('/administrare', [])).toBe(false);
    expect(shouldHideLayout('/produse', [undefined, { hideLayout: false }])).toBe(false);
    expect(shouldHideLayout('/login', [undefined, { hideLayout: true }])).toBe(true);
  });
});
