import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { VerifyEmailRoute } from './verify-email';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'b'.repeat(64);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/verificare', element: <VerifyEmailRoute /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const confirmations = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/account/email-confirmation/'));

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.setState({ token: null, isAdmin: false });
});

describe('/verificare', () => {
  it('opens the link once and says the address is confirmed', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/')
        ? json({ detail: 'ok' })
        : json({ outcome: 'verified', email: 'ana@example.ro' }),
    );
    renderAt(`/verificare?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Adresa de email a fost confirmată' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ana@example\.ro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mergi la contul meu' })).toHaveAttribute(
      'href',
      '/login?next=/contul-meu',
    );
    expect(confirmations()).toHaveLength(1);
    expect(JSON.parse(String(confirmations()[0]![1]!.body))).toEqual({ token: TOKEN });
  });

  it('says when the link has expired', async () => {
    fetchMock.mockImplementation(async () =>
      json({ detail: 'Linkul a expirat.', code: 'account.link_expired' }, 400),
    );
    renderAt(`/verificare?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Linkul a expirat' })).toBeInTheDocument();
  });

  it('says a used or missing link is not valid', async () => {
    fetchMock.mockImplementation(async () =>
      json({ detail: 'Linkul nu este valid.', code: 'account.link_invalid' }, 400),
    );
    renderAt(`/verificare?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Linkul nu este valid' })).toBeInTheDocument();
  });

  it('says a link without a token is not valid, asking nothing', async () => {
    renderAt('/verificare');
    expect(await screen.findByRole('heading', { name: 'Linkul nu este valid' })).toBeInTheDocument();
    expect(confirmations()).toHaveLength(0);
  });
});
