import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { NotificationsPage } from './notifications-page';

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

const CUSTOMER = {
  id: 42,
  email: 'ana.pop@example.ro',
  first_name: 'Ana',
  last_name: 'Pop',
  phone: '',
  email_verified: true,
  is_active: true,
  created_at: '2026-11-01T10:00:00Z',
  last_login_at: null,
  wallet_balance: '0.00',
};

type Sent = { body: Record<string, unknown>; key: string | null };

function mockApi({ configured = true, send }: { configured?: boolean; send?: () => Response } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user/') {
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
      }
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/admin/notifications/' && init?.method === 'POST') {
        sent.push({
          body: JSON.parse(String(init.body)) as Record<string, unknown>,
          key: new Headers(init.headers).get('Idempotency-Key'),
        });
        return send?.() ?? json({ reached: 2 });
      }
      if (url.pathname === '/api/admin/notifications/') return json({ configured });
      if (url.pathname === '/api/admin/customers/') {
        const q = url.searchParams.get('q') ?? '';
        const results = CUSTOMER.email.includes(q) ? [CUSTOMER] : [];
        return json({ count: results.length, next: null, previous: null, results });
      }
      return json({ detail: 'not found' }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  useAuthStore.getState().signIn('token-1');
  const router = createMemoryRouter([{ path: '/admin/notificari', element: <NotificationsPage /> }], {
    initialEntries: ['/admin/notificari'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { title: string; body: string; url: string },
) {
  await user.type(await screen.findByLabelText('Titlu'), values.title);
  await user.type(screen.getByLabelText('Text'), values.body);
  await user.type(screen.getByLabelText('Link'), values.url);
}

describe('the Notificări screen', () => {
  it('says push is not configured, and offers no form, when the server has no service account', async () => {
    mockApi({ configured: false });
    renderPage();
    expect(await screen.findByText('Notificările nu sunt configurate')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('FCM_SERVICE_ACCOUNT');
    expect(screen.queryByRole('button', { name: 'Trimite notificarea' })).not.toBeInTheDocument();
  });

  it('sends to one chosen customer with an Idempotency-Key, and shows how many devices it reached', async () => {
    const sent = mockApi();
    const user = renderPage();
    await fill(user, { title: 'Comanda ta a plecat', body: 'O primești mâine.', url: '/contul-meu' });
    await user.click(screen.getByRole('radio', { name: 'Unui client' }));
    await user.type(screen.getByLabelText('Caută clientul după email, nume sau telefon'), 'ana.pop');
    await user.click(await screen.findByRole('button', { name: 'Alege ana.pop@example.ro' }));
    expect(screen.getByText('Ales: ana.pop@example.ro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trimite notificarea' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Notificarea a plecat către 2 dispozitive.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      title: 'Comanda ta a plecat',
      body: 'O primești mâine.',
      url: '/contul-meu',
      audience: 'customer',
      customer_id: 42,
    });
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    // The form is empty again, for the next notification.
    expect(screen.getByLabelText('Titlu')).toHaveValue('');
  });

  it('refuses a link outside the shop and a missing customer before sending anything', async () => {
    const sent = mockApi();
    const user = renderPage();
    await fill(user, { title: 'Ofertă', body: 'Reduceri.', url: 'https://alt-site.ro/oferta' });
    await user.click(screen.getByRole('radio', { name: 'Unui client' }));
    await user.click(screen.getByRole('button', { name: 'Trimite notificarea' }));

    expect(await screen.findByText(/Linkul este o pagină a magazinului/)).toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Alege clientul.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    mockApi({
      send: () =>
        json({ detail: 'Date invalide.', code: 'validation_error', url: ['Linkul nu este acceptat.'] }, 400),
    });
    const user = renderPage();
    await fill(user, { title: 'Ofertă', body: 'Reduceri.', url: '/produse' });
    await user.click(screen.getByRole('radio', { name: 'Clienților care acceptă oferte' }));
    await user.click(screen.getByRole('button', { name: 'Trimite notificarea' }));
    expect(await screen.findByText('Linkul nu este acceptat.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('says push is not configured when the send answers so', async () => {
    mockApi({
      send: () => json({ detail: 'Notificările nu sunt configurate.', code: 'push.not_configured' }, 503),
    });
    const user = renderPage();
    await fill(user, { title: 'Salut', body: 'Text.', url: '/' });
    await user.click(screen.getByRole('button', { name: 'Trimite notificarea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FCM_SERVICE_ACCOUNT');
  });
});
