import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { DEMO_SHOP_SETTINGS } from '@/test-utils/shop-settings';
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
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/shop/'
      ? new Response(JSON.stringify(DEMO_SHOP_SETTINGS), { headers: { 'Content-Type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  );
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
    // The layout asks the server for nothing but the shop's settings (the footer and the header's
    // free-shipping line quote them) until someone opens a menu or the search.
    expect(new Set(fetchMock.mock.calls.map(([input]) => String(input)))).toEqual(new Set(['/api/shop/']));
    // The seller's identity and the shop's promises, from its settings, under every page.
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByText(
        'Salvia Naturals SRL · CUI RO45281631 · Reg. Com. J40/11873/2021 · Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3',
      ),
    ).toBeInTheDocument();
    expect(within(footer).getByText('Drept de retur în 30 de zile')).toBeInTheDocument();
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
