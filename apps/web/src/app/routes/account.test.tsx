import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { RequireAuth } from '../require-auth';
import { AccountRoute } from './account';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const routes: RouteObject[] = [
  { index: true, element: <p>home page</p> },
  { path: 'login', element: <p>login page</p> },
  { Component: RequireAuth, children: [{ path: 'contul-meu', element: <AccountRoute /> }] },
];

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

// Whole forms typed into on a shared, busy machine: more than the default 5 s of slack.
describe('account page', { timeout: 15_000 }, () => {
  it('greets the customer and logs out to the home page', async () => {
    useAuthStore.getState().signIn('tok');
    const calls: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/user/')) {
        return json({
          id: 1,
          username: 'ana',
          email: 'ana@example.ro',
          first_name: 'Ana',
          last_name: 'Pop',
          is_staff: false,
          is_superuser: false,
          email_verified: true,
        });
      }
      if (url.startsWith('/api/logout/')) return new Response(null, { status: 204 });
      return json({ detail: 'ok' });
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/contul-meu'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByText('Bună, Ana Pop!')).toBeInTheDocument();
    expect(screen.getByText('Ești conectat cu adresa ana@example.ro.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Deconectare' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls).toContain('POST /api/logout/');
  });
});
