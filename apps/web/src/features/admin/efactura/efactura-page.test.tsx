import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EfacturaConnection } from '@shop/shared/schemas/admin/efactura';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { EfacturaPage } from './efactura-page';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});
afterEach(() => {
  useAuthStore.getState().signOut();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const COUNTS = { pending: 3, uploaded: 1, accepted: 40, rejected: 2 };

function mockApi(connection: Omit<EfacturaConnection, 'counts'>, start: () => Response = () => json({})) {
  const started: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user/')
        return json({
          id: 1,
          username: 'ana',
          email: 'staff@magazin.ro',
          first_name: '',
          last_name: '',
          is_staff: true,
          is_superuser: false,
          email_verified: true,
        });
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/admin/efactura/connection') return json({ ...connection, counts: COUNTS });
      if (url.pathname === '/api/admin/efactura/connection/start' && init?.method === 'POST') {
        started.push(JSON.parse(String(init.body)));
        return start();
      }
      return json({ detail: 'not found' }, 404);
    }),
  );
  return started;
}

function renderPage(entry = '/admin/facturi/e-factura') {
  useAuthStore.getState().signIn('token-1');
  const router = createMemoryRouter([{ path: '/admin/facturi/e-factura', element: <EfacturaPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const OFF = { env: 'off', connected: false, access_expires_at: null, refresh_expires_at: null } as const;

describe('the e-Factura screen', () => {
  it('says e-Factura is off, offers no consent, and still counts the documents', async () => {
    mockApi(OFF);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'e-Factura este oprit' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/EFACTURA_ENV/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ANAF/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('efactura-count-pending')).toHaveTextContent('3');
    expect(screen.getByTestId('efactura-count-rejected')).toHaveTextContent('2');
  });

  it('offers the consent when not connected, in the screen language', async () => {
    const started = mockApi({ ...OFF, env: 'test' }, () => json({ detail: 'boom' }, 500));
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Neconectat' })).toBeInTheDocument();
    expect(screen.getByText(/Mediul de test al ANAF/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conectează cu ANAF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut porni conectarea.');
    expect(started).toEqual([{ locale: 'ro' }]);
  });

  it('says until when it is connected, and how the consent ended', async () => {
    mockApi({
      env: 'prod',
      connected: true,
      access_expires_at: '2027-02-25T10:00:00Z',
      refresh_expires_at: '2027-11-27T10:00:00Z',
    });
    renderPage('/admin/facturi/e-factura?conectare=ok');
    expect(await screen.findByRole('heading', { level: 2, name: 'Conectat la ANAF' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gata: magazinul este conectat la ANAF');
    expect(screen.getByText('Conectat până la').nextElementSibling).toHaveTextContent('2027');
    expect(screen.getByRole('button', { name: 'Reconectează cu ANAF' })).toBeInTheDocument();
  });

  it('explains a consent that came back refused', async () => {
    mockApi({ ...OFF, env: 'test' });
    renderPage('/admin/facturi/e-factura?conectare=denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('Acordul nu a fost dat la ANAF.');
  });
});
