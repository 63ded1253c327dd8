import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { useGuestFavouritesStore } from '@/stores/favourites-store';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const USER = {
  id: 7,
  username: 'ana',
  email: 'ana@example.ro',
  first_name: '',
  last_name: '',
  is_staff: false,
  is_superuser: false,
  email_verified: true,
};

type Answers = { login: () => Response; favourites?: unknown[]; user?: typeof USER };

/** A fake API: CSRF, login, the user and the favourites list; records what was posted. */
function serve({ login, favourites = [], user = USER }: Answers) {
  const posted: { url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.body) posted.push({ url, body: JSON.parse(String(init.body)) });
    if (url.startsWith('/api/csrf/')) return json({ detail: 'ok' });
    if (url.startsWith('/api/login/')) return login();
    if (url.startsWith('/api/user/')) return json(user);
    if (url.startsWith('/api/favorite/') && init?.method === 'POST') return json({}, 201);
    if (url.startsWith('/api/favorite/'))
      return json({ count: favourites.length, next: null, previous: null, results: favourites });
    return json({ detail: 'not found' }, 404);
  });
  return posted;
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderLogin(path = '/login') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.setState({ token: null, isAdmin: false });
  useGuestFavouritesStore.setState({ ids: [] });
});

// Whole forms typed into on a shared, busy machine: more than the default 5 s of slack.
describe('login form', { timeout: 15_000 }, () => {
  it('asks for both fields when they are empty, next to each field, and focuses the first', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Introdu email și parolă!');
    const username = screen.getByLabelText('Utilizator sau email');
    expect(username).toHaveAccessibleDescription('Introdu utilizatorul sau emailul.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Parolă')).toHaveAccessibleDescription('Introdu parola.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as it is edited, and asks again on the next submit", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    const username = screen.getByLabelText('Utilizator sau email');
    await user.type(username, 'a');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(username).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Parolă')).toHaveAccessibleDescription('Introdu parola.');

    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('Introdu utilizatorul sau emailul.'));
    expect(username).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the contract alert when the server refuses the credentials', async () => {
    serve({
      login: () =>
        json({ detail: 'Utilizator sau parolă incorectă.', code: 'auth.invalid_credentials' }, 400),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Utilizator sau email'), 'ana');
    await user.type(screen.getByLabelText('Parolă'), 'gresita');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Utilizator sau parolă incorectă.');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('says so when there were too many attempts (429)', async () => {
    serve({ login: () => json({ detail: 'Prea multe', code: 'rate_limited', retry_after: 60 }, 429) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Utilizator sau email'), 'ana');
    await user.type(screen.getByLabelText('Parolă'), 'parola');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prea multe încercări. Încearcă din nou peste câteva minute.',
    );
  });

  it('treats an answer without a token as a failure with no message', async () => {
    serve({ login: () => json({}) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Utilizator sau email'), 'ana');
    await user.type(screen.getByLabelText('Parolă'), 'parola');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Intră în cont' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByLabelText('Parolă')).toBeInTheDocument();
  });

  it('stores the token, moves guest favourites to the server and goes to next', async () => {
    useGuestFavouritesStore.setState({ ids: [12] });
    const posted = serve({ login: () => json({ token: 'tok-123' }) });
    const { user } = renderLogin('/login?next=/contul-meu');
    await user.type(screen.getByLabelText('Utilizator sau email'), '  ana@example.ro ');
    await user.type(screen.getByLabelText('Parolă'), 'parola-buna');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));

    expect(await screen.findByText('at /contul-meu')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('is_admin')).toBe('false');
    expect(posted).toContainEqual({
      url: '/api/login/',
      body: { username: 'ana@example.ro', password: 'parola-buna' },
    });
    expect(posted).toContainEqual({ url: '/api/favorite/', body: { produs: 12 } });
    expect(useGuestFavouritesStore.getState().ids).toEqual([]);
  });

  it.each([
    ['/login?next=//evil.example', 'at /'],
    ['/login?next=https://evil.example', 'at /'],
    ['/en/login?next=/favorite', 'at /en/favorite'],
  ])('from %s goes only to a safe in-app path (%s)', async (path, expected) => {
    serve({ login: () => json({ token: 'tok' }) });
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginForm /> },
        { path: '/en/login', element: <LoginForm /> },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: [path] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox'), 'ana');
    await user.type(document.querySelector('input[type=password]')!, 'parola');
    await user.click(screen.getByRole('button', { name: /Intră în cont|Sign in/ }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it.each([
    ['staff without next land on the dashboard', true, '/login', 'at /admin/dashboard'],
    ['staff with next go there', true, '/login?next=/contul-meu', 'at /contul-meu'],
    ['a customer without next lands home', false, '/login', 'at /'],
  ])('%s', async (_, staff, path, expected) => {
    serve({ login: () => json({ token: 'tok' }), user: { ...USER, is_staff: staff } });
    const { user } = renderLogin(path);
    await user.type(screen.getByLabelText('Utilizator sau email'), 'ana');
    await user.type(screen.getByLabelText('Parolă'), 'parola-buna');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Parolă');
    const toggle = screen.getByRole('button', { name: 'Arată parola' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});
