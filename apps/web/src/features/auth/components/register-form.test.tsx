import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serve(register: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/csrf/')) return json({ detail: 'ok' });
    if (url.startsWith('/api/register/')) return register();
    if (url.startsWith('/api/user/')) {
      return json({
        id: 1,
        username: 'ana',
        email: 'ana@example.ro',
        first_name: '',
        last_name: '',
        is_staff: false,
        is_superuser: false,
        email_verified: true,
      });
    }
    if (url.startsWith('/api/favorite/')) return json({ count: 0, next: null, previous: null, results: [] });
    return json({ detail: 'not found' }, 404);
  });
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderRegister(path = '/register') {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterForm /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { terms = true } = {}) {
  await user.type(screen.getByLabelText('Nume de utilizator'), 'ana');
  await user.type(screen.getByLabelText('Email'), 'ana@example.ro');
  await user.type(screen.getByLabelText('Parolă'), 'parola-lunga');
  if (terms) await user.click(screen.getByRole('checkbox', { name: /Sunt de acord/ }));
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(async () => {
  await setLanguage('ro');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.setState({ token: null, isAdmin: false });
});

// Whole forms typed into on a shared, busy machine: more than the default 5 s of slack.
describe('register form', { timeout: 15_000 }, () => {
  it('requires agreeing to the terms and the privacy policy, which it links to', async () => {
    const user = renderRegister();
    await fillIn(user, { terms: false });
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    const terms = screen.getByRole('checkbox', { name: /Sunt de acord/ });
    await waitFor(() => {
      expect(terms).toHaveAccessibleDescription(
        'Trebuie să fii de acord cu termenii și condițiile și cu politica de confidențialitate.',
      );
      expect(terms).toHaveFocus();
    });
    expect(screen.getByRole('link', { name: 'Termenii și condițiile' })).toHaveAttribute(
      'href',
      '/termeni-conditii',
    );
    expect(screen.getByRole('link', { name: 'Politica de confidențialitate' })).toHaveAttribute(
      'href',
      '/politica-confidentialitate',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the fields with the shared rules, in the visitor language', async () => {
    await setLanguage('en');
    const user = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'a!');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    // Validation resolves asynchronously: on a busy machine the messages render a commit later.
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        /The username must have at least 3 characters\./,
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /The password must have at least 8 characters\./,
    );
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('shows the server error text', async () => {
    serve(() =>
      json({ detail: 'Contul nu poate fi creat acum.', error: 'Contul nu poate fi creat acum.' }, 400),
    );
    const user = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Contul nu poate fi creat acum.');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('names a taken username next to its field', async () => {
    serve(() =>
      json(
        {
          detail: 'Numele de utilizator este deja folosit.',
          code: 'auth.account_exists',
          error: 'Numele de utilizator este deja folosit.',
          username: ['Numele de utilizator este deja folosit.'],
        },
        400,
      ),
    );
    const user = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Numele de utilizator este deja folosit.');
    expect(screen.getByLabelText('Nume de utilizator')).toHaveAccessibleDescription(
      /Numele de utilizator este deja folosit\./,
    );
  });

  it('falls back to "Eroare la înregistrare." when the server gives no text', async () => {
    serve(() => new Response('', { status: 500 }));
    const user = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Eroare la înregistrare.');
  });

  it('signs in with the new account and goes home', async () => {
    serve(() => json({ token: 'new-token' }, 201));
    const user = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('new-token');
  });

  it("takes a friend's code from the share link and sends it", async () => {
    const bodies: unknown[] = [];
    serve(() => json({ token: 'new-token' }, 201));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/register/')) bodies.push(JSON.parse(String(init?.body)));
      return answer(input, init);
    });
    const user = renderRegister('/register?ref=ABCD2345');
    expect(screen.getByRole('textbox', { name: /Cod de recomandare/ })).toHaveValue('ABCD2345');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ cod_recomandare: 'ABCD2345', accept_terms: true });
  });

  it('names a referral code that does not exist, next to its field', async () => {
    serve(() =>
      json(
        {
          detail: 'Codul de recomandare nu există.',
          code: 'referral.invalid_code',
          error: 'Codul de recomandare nu există.',
          cod_recomandare: ['Codul de recomandare nu există.'],
        },
        400,
      ),
    );
    const user = renderRegister();
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: /Cod de recomandare/ }), 'ZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    const message = 'Codul de recomandare nu există. Verifică-l sau lasă câmpul gol.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /Cod de recomandare/ })).toHaveAccessibleDescription(
      /Codul de recomandare nu există\./,
    );
  });

  it('refuses a malformed referral code before sending', async () => {
    serve(() => json({ token: 'new-token' }, 201));
    const user = renderRegister();
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: /Cod de recomandare/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(
      await screen.findByText('Codul de recomandare nu există. Verifică-l sau lasă câmpul gol.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/register/'))).toBe(false);
  });
});
