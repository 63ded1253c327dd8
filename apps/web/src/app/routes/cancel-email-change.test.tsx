import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { CancelEmailChangeRoute } from './cancel-email-change';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'c'.repeat(64);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/anulare-schimbare-email', element: <CancelEmailChangeRoute /> }],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const cancellations = () =>
  fetchMock.mock.calls.filter(([input]) =>
    String(input).startsWith('/api/account/email-change/cancellation/'),
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.setState({ token: null, isAdmin: false });
});

describe('/anulare-schimbare-email', () => {
  it('opens the link once, says the address stays, and signs this device out', async () => {
    await initI18n('ro');
    useAuthStore.setState({ token: 'un-token', isAdmin: false });
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/')
        ? json({ detail: 'ok' })
        : json({ detail: 'Oprită.', email: 'ana@example.ro' }),
    );
    renderAt(`/anulare-schimbare-email?token=${TOKEN}`);
    // The first render loads the page's texts and the CSRF cookie: a busy machine takes a while.
    expect(
      await screen.findByRole('heading', { name: 'Schimbarea adresei a fost oprită' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ana@example\.ro/)).toBeInTheDocument();
    expect(cancellations()).toHaveLength(1);
    expect(JSON.parse(String(cancellations()[0]![1]!.body))).toEqual({ token: TOKEN });
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Mergi la contul meu' })).toHaveAttribute(
      'href',
      '/login?next=/contul-meu',
    );
  });

  it('says a used link is no longer valid, in English too', async () => {
    await initI18n('en');
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/')
        ? json({ detail: 'ok' })
        : json({ code: 'account.link_invalid', detail: 'Linkul nu este valid.' }, 400),
    );
    renderAt(`/anulare-schimbare-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'The link is no longer valid' })).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    await initI18n('ro');
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/') ? json({ detail: 'ok' }) : json({}, 503),
    );
    renderAt(`/anulare-schimbare-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Nu am putut opri schimbarea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /încearcă/i })).toBeInTheDocument();
  });
});
