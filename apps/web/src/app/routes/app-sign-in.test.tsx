import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { AppSignInRoute } from './app-sign-in';

// The app's bundle, with the system browser faked.
vi.mock('@/lib/env', () => ({ isDevelopment: false, isAppBuild: true, API_ORIGIN: '' }));
// Where native code is imported, the build mode itself decides (the bundler folds it there).
vi.stubEnv('MODE', 'app');
const browser = vi.hoisted(() => ({
  open: vi.fn(async () => undefined),
  close: vi.fn(async () => undefined),
}));
vi.mock('@capacitor/browser', () => ({ Browser: browser }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const USER = {
  id: 1,
  username: 'ana',
  email: 'ana@example.ro',
  first_name: 'Ana',
  last_name: 'Pop',
  is_staff: false,
  is_superuser: false,
  email_verified: true,
};

/** The API of a code exchange: `valid` is the one code it accepts. */
function serveApi(valid: string) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/csrf/') return jsonResponse({ csrfToken: 'signed' });
    if (url === '/api/auth/app-code/') {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      return code === valid
        ? jsonResponse({ token: 'session-from-code' })
        : jsonResponse({ detail: 'Codul nu mai este valid.', code: 'validation_error' }, 400);
    }
    if (url === '/api/user/') return jsonResponse(USER);
    if (url.startsWith('/api/favorite/'))
      return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    if (url === '/api/auth/social/providers/') return jsonResponse({ providers: ['google'] });
    return jsonResponse({ detail: 'nope' }, 404);
  });
}

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/autentificare/aplicatie', element: <AppSignInRoute /> },
      {
        path: '/login',
        element: (
          <>
            <SocialSignIn next="/contul-meu/comenzi/7" />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockReset();
  browser.open.mockClear();
  browser.close.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().signOut();
});

describe("the app's social sign-in", () => {
  it('opens the provider in the system browser and remembers where the customer was going', async () => {
    serveApi('unused');
    renderAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: /Google/ }));
    await vi.waitFor(() => expect(browser.open).toHaveBeenCalled());
    expect(screen.getByText('at /login')).toBeInTheDocument();
    expect(browser.open).toHaveBeenCalledExactlyOnceWith({
      url: expect.stringMatching(
        /\/api\/auth\/social\/google\/start\/\?next=%2Fcontul-meu%2Fcomenzi%2F7&app=1$/,
      ),
    });
    expect(localStorage.getItem('shop-app-sign-in-next')).toBe('/contul-meu/comenzi/7');
  });

  it('exchanges the one-time code for the session, closes the browser and goes on', async () => {
    serveApi('cod-unic');
    localStorage.setItem('shop-app-sign-in-next', '/contul-meu/comenzi/7');
    renderAt('/autentificare/aplicatie?code=cod-unic');

    expect(await screen.findByText('at /contul-meu/comenzi/7')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('session-from-code');
    expect(browser.close).toHaveBeenCalledOnce();
    const exchange = fetchMock.mock.calls.find(([url]) => url === '/api/auth/app-code/');
    expect(new Headers(exchange?.[1]?.headers).get('X-CSRFToken')).toBe('signed');
    expect(localStorage.getItem('shop-app-sign-in-next')).toBeNull();
  });

  it('goes home when nothing was remembered, and never to another site', async () => {
    serveApi('cod-unic');
    localStorage.setItem('shop-app-sign-in-next', '//evil.example');
    renderAt('/autentificare/aplicatie?code=cod-unic');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('a used or unknown code: back to sign-in, saying it failed, signed out', async () => {
    serveApi('alt-cod');
    renderAt('/autentificare/aplicatie?code=folosit');
    expect(await screen.findByText('at /login?social=failed')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('no code: back to sign-in without calling the server', async () => {
    serveApi('cod-unic');
    renderAt('/autentificare/aplicatie');
    expect(await screen.findByText('at /login?social=failed')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/app-code/')).toBe(false);
  });
});
