import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { RequireAuth } from '../require-auth';
import { AccountRoute } from './account';

const fetchMock = vi.fn<typeof fetch>();
const toast = vi.fn();
vi.mock('@/lib/toaster-host', () => ({ ensureToaster: () => Promise.resolve({ toast }) }));

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };
const PROFILE = {
  id: 1,
  username: 'ana',
  email: 'ana@example.ro',
  email_verified: false,
  pending_email: null,
  first_name: 'Ana',
  last_name: 'Pop',
  phone: '',
  created_at: '2026-11-01T10:00:00.000Z',
};
const USER = { ...PROFILE, is_staff: false, is_superuser: false };
const REFERRAL = {
  cod: 'ABCD2345',
  link: 'http://localhost:3000/register?ref=ABCD2345',
  procent_reducere: 5,
  procent_cashback: 5,
  reducere_disponibila: false,
  castigat: '0.00',
  prieteni: [],
};

/** A signed-in customer's account with nothing saved yet. */
function emptyBook(url: string): Response | undefined {
  if (url.startsWith('/api/account/orders/')) return json(EMPTY_PAGE);
  if (url.startsWith('/api/account/profile/')) return json(PROFILE);
  if (url.startsWith('/api/account/addresses/') || url.startsWith('/api/account/companies/')) return json([]);
  if (url.startsWith('/api/account/locker/')) return json({ locker: null });
  if (url.startsWith('/api/account/wallet/')) return json({ sold: '0.00', miscari: EMPTY_PAGE });
  if (
    url.startsWith('/api/account/vouchers/') ||
    url.startsWith('/api/account/returns/') ||
    url.startsWith('/api/account/reviews/')
  )
    return json({ results: [] });
  if (url.startsWith('/api/favorite/')) return json(EMPTY_PAGE);
  if (url.startsWith('/api/account/referral/')) return json(REFERRAL);
  return undefined;
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

/** A fake API: the user, the profile and no orders unless `handle` answers first; records calls. */
function serve(handle: Handler = () => undefined) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = handle(url, init);
    if (answer) return answer;
    if (url.startsWith('/api/user/')) return json({ ...USER, email_verified: PROFILE.email_verified });
    return emptyBook(url) ?? json({ detail: 'ok' });
  });
  return calls;
}

function renderAccount() {
  useAuthStore.getState().signIn('tok');
  const router = createMemoryRouter(routes, { initialEntries: ['/contul-meu'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
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
      return emptyBook(url) ?? json({ detail: 'ok' });
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

  it('lists the orders with a link to each, or says there are none', async () => {
    serve((url) =>
      url.startsWith('/api/account/orders/')
        ? json({
            count: 1,
            next: null,
            previous: null,
            results: [
              {
                id: 1042,
                created_at: '2026-11-20T10:00:00.000Z',
                status: 'shipped',
                total: '149.90',
                plata: 'card',
                produse_count: 3,
                titluri: ['Apă termală', 'Cremă'],
                titluri_en: ['Thermal water', 'Cream'],
                can_pay: false,
                can_cancel: false,
              },
            ],
          })
        : undefined,
    );
    renderAccount();
    const link = await screen.findByRole('link', { name: 'Comanda nr. 1042' });
    expect(link).toHaveAttribute('href', '/contul-meu/comenzi/1042');
    expect(screen.getByText('Apă termală, Cremă')).toBeInTheDocument();
    expect(screen.getByText('Total: 149,90 lei')).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    let failing = true;
    serve((url) =>
      url.startsWith('/api/account/orders/') && failing ? json({ detail: 'x' }, 500) : undefined,
    );
    const user = renderAccount();
    // One retry a second later (react-query.ts), then the error state.
    expect(
      await screen.findByText('Nu am putut încărca comenzile.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getAllByRole('button', { name: 'Încearcă din nou' })[0]!);
    expect(await screen.findByText('Nu ai încă nicio comandă.')).toBeInTheDocument();
  });

  it('shows an unverified address and sends a new link', async () => {
    const calls = serve();
    const user = renderAccount();
    expect(await screen.findByText('Neconfirmat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trimite din nou linkul' }));
    expect(await screen.findByText('Ți-am trimis un link nou de confirmare.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.url === '/api/account/email-verification/'),
    ).toBe(true);
  });

  it('says a wrong current password next to its field', async () => {
    serve((url) =>
      url.startsWith('/api/account/password/')
        ? json({ detail: 'Parola actuală nu este corectă.', code: 'account.wrong_password' }, 400)
        : undefined,
    );
    const user = renderAccount();
    const form = await screen.findByRole('group', { name: 'Schimbă parola' });
    const field = (name: string) => within(form).getByLabelText(name, { exact: true });
    await user.type(field('Parola actuală'), 'gresita');
    await user.type(field('Parola nouă'), 'parola-noua-1');
    await user.type(field('Repetă parola nouă'), 'parola-noua-1');
    await user.click(within(form).getByRole('button', { name: 'Schimbă parola' }));
    expect(await within(form).findByText('Parola actuală nu este corectă.')).toBeInTheDocument();
  });

  it('shows the wallet, the vouchers and the referral code, and their empty states', async () => {
    serve();
    renderAccount();
    const wallet = await screen.findByRole('region', { name: 'Portofel' });
    expect(await within(wallet).findByText('Nicio mișcare încă.')).toBeInTheDocument();
    expect(within(wallet).getByText('0,00 lei')).toBeInTheDocument();
    const vouchers = screen.getByRole('region', { name: 'Vouchere' });
    expect(await within(vouchers).findByText('Nu ai niciun voucher.')).toBeInTheDocument();
    const referral = screen.getByRole('region', { name: 'Recomandă un prieten' });
    expect(await within(referral).findByText('ABCD2345')).toBeInTheDocument();
    expect(within(referral).getByText('Niciun prieten încă.')).toBeInTheDocument();
  });

  it('lists wallet movements, vouchers and friends', async () => {
    serve((url) => {
      if (url.startsWith('/api/account/wallet/')) {
        return json({
          sold: '12.50',
          miscari: {
            count: 2,
            next: null,
            previous: null,
            results: [
              {
                id: 2,
                suma: '-30.00',
                sold_dupa: '12.50',
                tip: 'payment',
                comanda: 1042,
                nota: '',
                created_at: '2026-11-20T10:00:00.000Z',
              },
              {
                id: 1,
                suma: '42.50',
                sold_dupa: '42.50',
                tip: 'refund',
                comanda: 1001,
                nota: 'Produs deteriorat',
                created_at: '2026-11-19T10:00:00.000Z',
              },
            ],
          },
        });
      }
      if (url.startsWith('/api/account/vouchers/')) {
        return json({
          results: [
            {
              id: 7,
              code: 'CADOU-ABCDEFGHJK',
              discount_type: 'percent',
              value: '15.00',
              min_subtotal: '0.00',
              expires_at: '2026-12-31T10:00:00.000Z',
              status: 'active',
              origin: 'staff',
              nota: 'Pentru răbdare',
              comanda: null,
              created_at: '2026-11-19T10:00:00.000Z',
            },
            {
              id: 6,
              code: 'BUN-ABCDEFGHJK',
              discount_type: 'fixed',
              value: '20.00',
              min_subtotal: '100.00',
              expires_at: '2026-12-01T10:00:00.000Z',
              status: 'used',
              origin: 'welcome',
              nota: '',
              comanda: 1042,
              created_at: '2026-11-01T10:00:00.000Z',
            },
          ],
        });
      }
      if (url.startsWith('/api/account/referral/')) {
        return json({
          ...REFERRAL,
          castigat: '9.50',
          prieteni: [
            { nume: 'Maria', inscris_la: '2026-11-10T10:00:00.000Z', status: 'rewarded', cashback: '9.50' },
          ],
        });
      }
      return undefined;
    });
    renderAccount();
    const wallet = await screen.findByRole('region', { name: 'Portofel' });
    expect(await within(wallet).findByText('12,50 lei')).toBeInTheDocument();
    const movements = within(wallet).getByRole('list', { name: 'Mișcările portofelului' });
    const [payment, refund] = within(movements).getAllByRole('listitem');
    expect(payment).toHaveTextContent('Plată comandă');
    expect(payment).toHaveTextContent('−30,00 lei');
    expect(within(payment!).getByRole('link', { name: 'Comanda nr. 1042' })).toHaveAttribute(
      'href',
      '/contul-meu/comenzi/1042',
    );
    expect(refund).toHaveTextContent('+42,50 lei');
    expect(refund).toHaveTextContent('Produs deteriorat');

    const vouchers = screen.getByRole('region', { name: 'Vouchere' });
    expect(await within(vouchers).findByText('CADOU-ABCDEFGHJK')).toBeInTheDocument();
    expect(within(vouchers).getByText('Reducere 15%')).toBeInTheDocument();
    expect(within(vouchers).getByText('Folosit')).toBeInTheDocument();
    expect(within(vouchers).getAllByRole('button', { name: 'Copiază codul' })).toHaveLength(1);

    const referral = screen.getByRole('region', { name: 'Recomandă un prieten' });
    expect(await within(referral).findByText('Maria')).toBeInTheDocument();
    expect(within(referral).getByText('Cashback primit')).toBeInTheDocument();
  });

  it('says when the wallet, the vouchers or the referral cannot be loaded', async () => {
    serve((url) =>
      /\/api\/account\/(wallet|vouchers|referral)\//.test(url) ? json({ detail: 'x' }, 500) : undefined,
    );
    renderAccount();
    for (const text of [
      'Nu am putut încărca portofelul.',
      'Nu am putut încărca voucherele.',
      'Nu am putut încărca recomandările.',
    ]) {
      expect(await screen.findByText(text, {}, { timeout: 8000 })).toBeInTheDocument();
    }
  });

  it("lists return requests with their status, the shop's note and the refund", async () => {
    serve((url) =>
      url.startsWith('/api/account/returns/')
        ? json({
            results: [
              {
                id: 3,
                comanda: 1042,
                motiv: 'defective',
                detalii: '',
                iban: null,
                status: 'refunded',
                nota_magazin: 'Trimite coletul prin curier.',
                produse: [
                  { linie: 9, produs: 12, titlu: 'Ser', titlu_en: 'Serum', cantitate: 1, pret: '49.90' },
                ],
                valoare: '49.90',
                rambursare: { metoda: 'wallet', suma: '49.90', voucher: null },
                created_at: '2026-11-20T10:00:00.000Z',
                decided_at: '2026-11-21T10:00:00.000Z',
                received_at: '2026-11-22T10:00:00.000Z',
                refunded_at: '2026-11-23T10:00:00.000Z',
              },
            ],
          })
        : undefined,
    );
    renderAccount();
    const returns = await screen.findByRole('region', { name: 'Retururi' });
    expect(
      await within(returns).findByRole('link', { name: 'Retur pentru comanda nr. 1042' }),
    ).toBeInTheDocument();
    expect(within(returns).getByText('Rambursată')).toBeInTheDocument();
    expect(within(returns).getByText('Trimite coletul prin curier.')).toBeInTheDocument();
    expect(within(returns).getByText('Rambursat: 49,90 lei, în portofel.')).toBeInTheDocument();
  });

  it('closes the account after the password, saying why it cannot yet', async () => {
    let attempts = 0;
    const calls = serve((url, init) => {
      if (url === '/api/account/' && init?.method === 'DELETE') {
        attempts += 1;
        return attempts === 1
          ? json({ detail: 'Ai comenzi în curs.', code: 'account.cannot_close' }, 409)
          : new Response(null, { status: 204 });
      }
      return undefined;
    });
    const user = renderAccount();
    const data = await screen.findByRole('region', { name: 'Datele mele' });
    await user.click(within(data).getByRole('button', { name: 'Închide contul' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Închizi contul?' });
    await user.click(within(dialog).getByRole('button', { name: 'Închide contul definitiv' }));
    expect(within(dialog).getByText('Introdu parola.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Parola'), 'parola-mea-1');
    await user.click(within(dialog).getByRole('button', { name: 'Închide contul definitiv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ai comenzi în curs.');
    await user.click(within(dialog).getByRole('button', { name: 'Închide contul definitiv' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    // Said on the page the customer lands on, though the account page that asked is gone.
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Contul tău a fost închis.', expect.anything()),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { password: 'parola-mea-1' },
      { password: 'parola-mea-1' },
    ]);
  });

  it('shows the favourites and the own reviews, and their empty and error states', async () => {
    serve((url) => {
      if (url.startsWith('/api/favorite/')) {
        return json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 5,
              created_at: '2026-11-20T10:00:00.000Z',
              produs: {
                id: 12,
                slug: 'ser-vitamina-c',
                titlu: 'Ser cu vitamina C',
                titlu_en: 'Vitamin C serum',
                pret: '59.90',
                pret_redus: '49.90',
                imagine_principala_url: null,
                stoc: 4,
              },
            },
          ],
        });
      }
      if (url.startsWith('/api/account/reviews/')) return json({ detail: 'x' }, 500);
      return undefined;
    });
    renderAccount();
    const favourites = await screen.findByRole('region', { name: 'Favorite' });
    expect(await within(favourites).findByRole('link', { name: 'Ser cu vitamina C' })).toHaveAttribute(
      'href',
      '/produs/ser-vitamina-c',
    );
    expect(within(favourites).getByText('49,90 lei')).toBeInTheDocument();
    expect(within(favourites).getByRole('link', { name: 'Vezi toate favoritele (1)' })).toHaveAttribute(
      'href',
      '/favorite',
    );
    expect(
      await screen.findByText('Nu am putut încărca recenziile.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
