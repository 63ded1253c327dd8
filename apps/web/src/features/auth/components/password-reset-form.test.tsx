import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { PasswordResetForm } from './password-reset-form';
import { PasswordResetRequestForm } from './password-reset-request-form';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'a'.repeat(64);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake API answering the reset calls with `answer`; records what was posted. */
function serve(answer: () => Response) {
  const posted: { url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/csrf/')) return json({ detail: 'ok' });
    if (init?.body) posted.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
  return posted;
}

function renderForm(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/resetare-parola'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('PasswordResetRequestForm', () => {
  it('says "Introdu un email valid." for a bad address and sends nothing', async () => {
    const posted = serve(() => json({ detail: 'ok' }, 202));
    const user = renderForm(<PasswordResetRequestForm />);
    await user.type(screen.getByLabelText('Email'), 'nu-e-email');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect(await screen.findByText('Introdu un email valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('sends the address and says a link went out if it has an account', async () => {
    const posted = serve(() => json({ detail: 'ok' }, 202));
    const user = renderForm(<PasswordResetRequestForm />);
    await user.type(screen.getByLabelText('Email'), ' Ana@Example.ro ');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dacă există un cont cu această adresă');
    expect(posted).toEqual([{ url: '/api/account/password-reset/', body: { email: 'ana@example.ro' } }]);
  });
});

describe('PasswordResetForm', () => {
  it('says "Parolele nu coincid!" (spec §5) when the two passwords differ', async () => {
    const posted = serve(() => json({ detail: 'ok' }));
    const user = renderForm(<PasswordResetForm token={TOKEN} />);
    await user.type(screen.getByLabelText('Parola nouă'), 'parola-noua-1');
    await user.type(screen.getByLabelText('Repetă parola nouă'), 'parola-noua-2');
    await user.click(screen.getByRole('button', { name: 'Salvează parola' }));
    expect(await screen.findByText('Parolele nu coincid!')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sets the password with the token, then offers to sign in', async () => {
    const posted = serve(() => json({ detail: 'ok' }));
    const user = renderForm(<PasswordResetForm token={TOKEN} />);
    await user.type(screen.getByLabelText('Parola nouă'), 'parola-noua-1');
    await user.type(screen.getByLabelText('Repetă parola nouă'), 'parola-noua-1');
    await user.click(screen.getByRole('button', { name: 'Salvează parola' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Parola a fost schimbată.');
    expect(screen.getByRole('link', { name: 'Intră în cont' })).toHaveAttribute('href', '/login');
    expect(posted).toEqual([
      { url: '/api/account/password-reset/confirm/', body: { token: TOKEN, password: 'parola-noua-1' } },
    ]);
  });

  it('says when the link has expired and offers a new one', async () => {
    serve(() => json({ detail: 'Linkul a expirat.', code: 'account.link_expired' }, 400));
    const user = renderForm(<PasswordResetForm token={TOKEN} />);
    await user.type(screen.getByLabelText('Parola nouă'), 'parola-noua-1');
    await user.type(screen.getByLabelText('Repetă parola nouă'), 'parola-noua-1');
    await user.click(screen.getByRole('button', { name: 'Salvează parola' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Linkul a expirat. Cere unul nou.');
    expect(screen.getByRole('link', { name: 'Cere un link nou' })).toHaveAttribute(
      'href',
      '/resetare-parola',
    );
  });
});
