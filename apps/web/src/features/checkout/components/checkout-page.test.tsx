import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore, type CartLine } from '@/stores/cart-store';
import { DRAFT_KEY, PENDING_PAYMENT_KEY, VISIT_KEY } from '../lib/checkout-session';
import { goToPaymentPage } from '../lib/navigation';
import { anOrder, cartLine, json, LOCKERS, renderRoutes, serveApi, type Call } from '../test-utils';
import { DEMO_SHOP_SETTINGS } from '@/test-utils/shop-settings';
import { CheckoutPage } from './checkout-page';

vi.mock('../lib/navigation', () => ({ goToPaymentPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
type StockAnswer = ReadonlyMap<number, number> | null;
let refreshStock = vi.fn<() => Promise<StockAnswer>>();

/** The route's part: the cart's lines that can be bought (stock above 0). */
function Harness() {
  const items = useCartStore((state) => state.items);
  return (
    <CheckoutPage
      shop={DEMO_SHOP_SETTINGS}
      lines={items.filter((line) => (line.stoc ?? 1) > 0)}
      unavailable={items.filter((line) => line.stoc === 0)}
      refreshStock={refreshStock}
    />
  );
}

function renderCheckout(lines: CartLine[] = [cartLine(1, { pret: '60.00', cantitate: 2 }), cartLine(2)]) {
  useCartStore.setState({ items: lines });
  return renderRoutes([{ path: '/checkout', element: <Harness /> }], ['/checkout']);
}

const submitButton = () => screen.getByRole('button', { name: 'Comandă cu obligație de plată' });

async function fillContact(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.ro');
  await user.type(screen.getByRole('textbox', { name: 'Telefon mobil' }), '0722 123 456');
  await user.type(screen.getByRole('textbox', { name: 'Nume' }), 'Popescu');
  await user.type(screen.getByRole('textbox', { name: 'Prenume' }), 'Ana');
}

async function fillAddress(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Județ' }), 'Cluj');
  await user.type(screen.getByRole('textbox', { name: 'Localitate' }), 'Cluj-Napoca');
  await user.type(screen.getByRole('textbox', { name: 'Adresă' }), 'Str. Memorandumului 1');
  await user.type(screen.getByRole('textbox', { name: 'Cod poștal' }), '400114');
}

async function fillValid(user: UserEvent, payment = 'Numerar la livrare (ramburs)') {
  await fillContact(user);
  await fillAddress(user);
  await user.click(screen.getByRole('radio', { name: payment }));
  await user.click(screen.getByRole('checkbox', { name: /Termenii și condițiile/ }));
}

function summary() {
  return within(screen.getByRole('region', { name: 'Sumarul comenzii' }));
}

function figure(term: string | RegExp) {
  return summary().getByText(term).nextElementSibling?.textContent;
}

const orderPosts = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/comenzi/');

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(goToPaymentPage).mockReset();
  refreshStock = vi.fn<() => Promise<StockAnswer>>().mockResolvedValue(null);
  useCartStore.setState({ items: [], coupon: null });
  useAuthStore.setState({ token: null, isAdmin: false });
  sessionStorage.clear();
});

afterEach(async () => {
  await setLanguage('ro');
});

// Whole forms typed into on a shared, busy machine: more than the default 5 s of slack.
describe('checkout page', { timeout: 30_000 }, () => {
  it('shows an empty state with a way to the products when the cart is empty', () => {
    renderCheckout([]);
    expect(screen.getByText('Coșul tău este gol')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi produsele' })).toHaveAttribute('href', '/produse');
  });

  it('asks for every empty field next to it, with the contract alert, and focuses the first', async () => {
    const calls = serveApi(fetchMock, () => undefined);
    const { user } = renderCheckout();
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Completează toate câmpurile!');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Aici primești confirmarea comenzii. Completează emailul!');
    expect(screen.getByRole('textbox', { name: 'Telefon mobil' })).toHaveAccessibleDescription(
      /Completează numărul de telefon\.$/,
    );
    expect(screen.getByRole('textbox', { name: 'Nume' })).toHaveAccessibleDescription('Completează numele.');
    expect(screen.getByRole('textbox', { name: 'Prenume' })).toHaveAccessibleDescription(
      'Completează prenumele.',
    );
    expect(screen.getByRole('combobox', { name: 'Județ' })).toHaveAccessibleDescription('Alege județul.');
    expect(screen.getByRole('textbox', { name: 'Cod poștal' })).toHaveAccessibleDescription(
      '6 cifre. Completează codul poștal.',
    );
    expect(screen.getByRole('checkbox', { name: /Termenii/ })).toHaveAccessibleDescription(
      'Trebuie să accepți termenii și condițiile.',
    );
    expect(orderPosts(calls)).toHaveLength(0);

    // Fixing a field takes its error away.
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('checks the mobile number, the postal code and the email format', async () => {
    serveApi(fetchMock, () => undefined);
    const { user } = renderCheckout();
    await fillValid(user);
    const phone = screen.getByRole('textbox', { name: 'Telefon mobil' });
    await user.clear(phone);
    await user.type(phone, '0264 123 456');
    const postal = screen.getByRole('textbox', { name: 'Cod poștal' });
    await user.clear(postal);
    await user.type(postal, '4001');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Verifică datele marcate mai jos.');
    expect(email).toHaveAccessibleDescription(/Adresă email invalidă\.$/);
    expect(phone).toHaveAccessibleDescription(
      /Număr de telefon invalid\. Folosește un număr de mobil, de exemplu 0722 123 456\.$/,
    );
    expect(postal).toHaveAccessibleDescription('6 cifre. Codul poștal are 6 cifre.');
    expect(email).toHaveFocus();
  });

  it('asks a company for its name, a valid CUI and the trade register number', async () => {
    serveApi(fetchMock, () => undefined);
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Persoană juridică' }));
    await user.type(screen.getByRole('textbox', { name: 'Denumirea firmei' }), 'Exemplu SRL');
    await user.type(screen.getByRole('textbox', { name: 'CUI' }), '14399841');
    await user.click(submitButton());

    const cui = screen.getByRole('textbox', { name: 'CUI' });
    await waitFor(() => {
      expect(cui).toHaveAccessibleDescription(
        'Codul fiscal, cu sau fără prefixul RO. CUI invalid: verifică cifrele (cu sau fără prefixul RO).',
      );
      expect(cui).toHaveFocus();
    });
    expect(screen.getByRole('textbox', { name: 'Nr. Registrul Comerțului' })).toHaveAccessibleDescription(
      /Completează numărul de înregistrare la Registrul Comerțului\.$/,
    );
  });

  it('wants an easybox chosen, found by searching and picked with the keyboard', async () => {
    const calls = serveApi(fetchMock, ({ url }) => {
      if (url.pathname !== '/api/lockers/') return undefined;
      const q = url.searchParams.get('q');
      const results = q ? LOCKERS.filter((locker) => locker.localitate.toLowerCase().includes(q)) : LOCKERS;
      return json({ count: results.length, next: null, previous: null, results });
    });
    const { user } = renderCheckout();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Ridicare din easybox' }));
    await user.click(screen.getByRole('checkbox', { name: /Termenii/ }));
    await user.click(submitButton());

    const search = screen.getByRole('combobox', { name: 'Caută un easybox' });
    await waitFor(() => {
      expect(search).toHaveFocus();
      expect(search).toHaveAccessibleDescription(/Alege un easybox\.$/);
    });

    await user.type(search, 'cluj');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('q') === 'cluj')).toBe(true));
    const list = await screen.findByRole('listbox', { name: 'Easybox-uri găsite' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(screen.getByText('2 easybox-uri găsite.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
    await user.keyboard('{Enter}');

    expect(screen.getByText('easybox Iulius Mall Cluj')).toBeInTheDocument();
    expect(screen.getByText('Easybox ales')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Caută un easybox' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schimbă easybox-ul' }));
    expect(screen.getByRole('combobox', { name: 'Caută un easybox' })).toHaveFocus();
  });

  it('wants the terms accepted', async () => {
    const calls = serveApi(fetchMock, () => undefined);
    const { user } = renderCheckout();
    await fillContact(user);
    await fillAddress(user);
    await user.click(submitButton());

    const terms = screen.getByRole('checkbox', { name: /Termenii și condițiile/ });
    // The focus moves first; the message renders with the next commit, later on a busy machine.
    await waitFor(() => {
      expect(terms).toHaveFocus();
      expect(terms).toHaveAccessibleDescription('Trebuie să accepți termenii și condițiile.');
    });
    expect(screen.getByRole('link', { name: 'Termenii și condițiile' })).toHaveAttribute(
      'href',
      '/termeni-conditii',
    );
    expect(screen.getByRole('link', { name: 'Politica de confidențialitate' })).toHaveAttribute(
      'href',
      '/politica-confidentialitate',
    );
    expect(orderPosts(calls)).toHaveLength(0);
  });

  it('places a cash-on-delivery order, empties the cart and shows the confirmation', async () => {
    const calls = serveApi(fetchMock, ({ url, method }) =>
      url.pathname === '/api/comenzi/' && method === 'POST'
        ? json({ ...anOrder(), key: 'secret-key' }, 201)
        : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());

    expect(
      await screen.findByText('at /checkout/success?id=1001&key=secret-key with order 1001'),
    ).toBeInTheDocument();
    // The visit was recorded with the cart's value and lines (nothing about the person), and the
    // order names it (abandoned checkout, docs/decisions/064).
    const visit = calls.find((call) => call.url.pathname === '/api/checkout/sesiune/');
    expect(visit?.method).toBe('POST');
    expect(visit!.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      valoare: '170.00',
      linii: 2,
    });
    const [post] = orderPosts(calls);
    expect(post!.body).toEqual({
      sesiune_checkout: (visit!.body as { id: string }).id,
      produse: [
        { produs: 1, cantitate: 2 },
        { produs: 2, cantitate: 1 },
      ],
      email: 'ana@example.ro',
      telefon: '0722 123 456',
      nume: 'Popescu',
      prenume: 'Ana',
      livrare: {
        metoda: 'curier',
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'Str. Memorandumului 1',
        cod_postal: '400114',
      },
      facturare: { tip: 'persoana_fizica' },
      plata: 'ramburs',
      accept_termeni: true,
      limba: 'ro',
    });
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(useCartStore.getState()).toMatchObject({ items: [], coupon: null });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // The next checkout is a new visit.
    expect(sessionStorage.getItem(VISIT_KEY)).toBeNull();
  });

  it('sends a card order to the payment page and keeps the cart until it is paid', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/'
        ? json(
            {
              ...anOrder({ plata: 'card', status: 'awaiting_payment' }),
              key: 'secret-key',
              payment_url: 'http://shop.test/api/payments/sandbox/pay/p1?token=t',
            },
            201,
          )
        : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user, 'Card online');
    await user.click(submitButton());

    await waitFor(() =>
      expect(goToPaymentPage).toHaveBeenCalledWith('http://shop.test/api/payments/sandbox/pay/p1?token=t'),
    );
    expect(JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY)!)).toEqual({ id: 1001, key: 'secret-key' });
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('reminds of a card order this tab has not paid yet', () => {
    sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ id: 1003, key: 'k' }));
    renderCheckout();
    expect(screen.getByText(/Comanda #1003 așteaptă încă plata cu cardul\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi comanda #1003' })).toHaveAttribute(
      'href',
      '/checkout/plata?order=1003&key=k',
    );
  });

  it('offers to pay the card order this tab has not paid, and places another only when asked to', async () => {
    sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ id: 1003, key: 'k' }));
    const calls = serveApi(fetchMock, ({ url }) => {
      if (url.pathname === '/api/comenzi/1003/')
        return json(anOrder({ id: 1003, plata: 'card', status: 'awaiting_payment' }));
      if (url.pathname === '/api/comenzi/1003/plata/')
        return json({ payment_url: 'http://shop.test/pay/1003' });
      if (url.pathname === '/api/comenzi/') return json({ ...anOrder({ id: 1004 }), key: 'new-key' }, 201);
      return undefined;
    });
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Comanda #1003 așteaptă încă plata.');
    expect(orderPosts(calls)).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Plătește comanda #1003' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://shop.test/pay/1003'));
    expect(orderPosts(calls)).toHaveLength(0);
  });

  it('places a second order after an unpaid one when the shopper chooses it', async () => {
    sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ id: 1003, key: 'k' }));
    const calls = serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/' ? json({ ...anOrder({ id: 1004 }), key: 'new-key' }, 201) : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Plasează totuși o comandă nouă' }));

    expect(await screen.findByText(/at \/checkout\/success\?id=1004/)).toBeInTheDocument();
    expect(orderPosts(calls)).toHaveLength(1);
  });

  it('forgets a pending card order that was paid meanwhile', async () => {
    sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ id: 1003, key: 'k' }));
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1003/'
        ? json(anOrder({ id: 1003, plata: 'card', status: 'placed', paid_at: '2026-11-20T10:00:00Z' }))
        : undefined,
    );
    renderCheckout();
    await waitFor(() => expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull());
    expect(screen.queryByText(/Comanda #1003 așteaptă/)).not.toBeInTheDocument();
  });

  it('names the line whose quantity is outside 1..99, before sending and when the server says so', async () => {
    const calls = serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/'
        ? json(
            {
              detail: 'Cantitatea trebuie să fie între 1 și 99.',
              code: 'validation_error',
              'produse.1.cantitate': ['Cantitatea trebuie să fie între 1 și 99.'],
            },
            400,
          )
        : undefined,
    );
    const { user } = renderCheckout([cartLine(1), cartLine(2, { cantitate: 120, stoc: 500 })]);
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„Produs 2”: Cantitatea trebuie să fie între 1 și 99.');
    expect(within(alert).getByRole('link', { name: 'Modifică produsul în coș' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(orderPosts(calls)).toHaveLength(0);

    // The server's check, for a line the form let through (its rules may be newer).
    await act(async () => {
      useCartStore.setState({ items: [cartLine(1), cartLine(2, { cantitate: 3 })] });
    });
    await user.click(submitButton());
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '„Produs 2”: Cantitatea trebuie să fie între 1 și 99.',
    );
  });

  it('names the product that ran out (409) from the answer when the stock cannot be read again', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/'
        ? json(
            {
              detail: 'Stoc insuficient pentru „Produs 1”: mai este o bucată.',
              code: 'checkout.out_of_stock',
              produs: 1,
              disponibil: 1,
            },
            409,
          )
        : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Stoc insuficient pentru „Produs 1”: mai este o bucată. Am actualizat cantitatea din coș.',
    );
    expect(useCartStore.getState().items[0]).toMatchObject({ id: 1, cantitate: 1, stoc: 1 });
  });

  it('names the product that ran out (409), lowers its line to the stock and links to the cart', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/'
        ? json(
            {
              detail: 'Stoc insuficient pentru „Produs 1”: mai este o bucată.',
              code: 'checkout.out_of_stock',
              produs: 1,
              disponibil: 1,
            },
            409,
          )
        : undefined,
    );
    refreshStock.mockResolvedValue(
      new Map([
        [1, 1],
        [2, 10],
      ]),
    );
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Stoc insuficient pentru „Produs 1”: mai este o bucată. Am actualizat cantitatea din coș.',
    );
    expect(within(alert).getByRole('link', { name: 'Vezi coșul' })).toHaveAttribute('href', '/cart');
    expect(alert).toHaveFocus();
    expect(useCartStore.getState().items[0]).toMatchObject({ id: 1, cantitate: 1, stoc: 1 });
    expect(figure('Subtotal')).toBe('110,00 lei');
  });

  it('says the order could not be processed when there is no answer, and retries with the same key', async () => {
    let attempts = 0;
    const calls = serveApi(fetchMock, ({ url }) => {
      if (url.pathname !== '/api/comenzi/') return undefined;
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return json({ ...anOrder(), key: 'secret-key' }, 201);
    });
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A apărut o eroare la procesarea comenzii.');
    await user.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));

    expect(await screen.findByText(/at \/checkout\/success\?id=1001/)).toBeInTheDocument();
    const [first, second] = orderPosts(calls);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('uses a new key once the order changed', async () => {
    const calls = serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/' ? json({ detail: 'Network' }, 503) : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Prenume' }), 'Maria');
    await user.click(submitButton());
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(2));
    const [first, second] = orderPosts(calls);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it("shows the server's field errors next to their fields", async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/'
        ? json(
            {
              detail: 'Codul poștal are 6 cifre.',
              code: 'validation_error',
              'livrare.cod_postal': ['Codul poștal are 6 cifre.'],
            },
            400,
          )
        : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    await user.click(submitButton());

    const postal = screen.getByRole('textbox', { name: 'Cod poștal' });
    await waitFor(() => {
      expect(postal).toHaveFocus();
      expect(postal).toHaveAccessibleDescription('6 cifre. Codul poștal are 6 cifre.');
    });
  });

  it('clears a coupon the server refuses for this order and says why', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/'
        ? json(
            {
              detail: 'Cuponul BINEAIVENIT10 este valabil doar pentru prima comandă.',
              code: 'coupon.first_order_only',
              cupon: ['Cuponul BINEAIVENIT10 este valabil doar pentru prima comandă.'],
            },
            400,
          )
        : undefined,
    );
    const { user } = renderCheckout();
    useCartStore.setState({ coupon: { code: 'BINEAIVENIT10', discount_type: 'percent', value: '10.00' } });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cuponul BINEAIVENIT10 este valabil doar pentru prima comandă. Cuponul nu a putut fi aplicat și a fost eliminat.',
    );
    expect(useCartStore.getState().coupon).toBeNull();
  });

  it('asks București for its sector in a select, and sends the sector chosen', async () => {
    const calls = serveApi(fetchMock, ({ url, method }) =>
      url.pathname === '/api/comenzi/' && method === 'POST'
        ? json({ ...anOrder(), key: 'secret-key' }, 201)
        : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    // A typed locality the new county cannot keep gives way to the sector choice.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Județ' }), 'București');
    expect(screen.queryByRole('textbox', { name: 'Localitate' })).toBeNull();
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    expect(sector).toHaveValue('');
    expect(
      within(sector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alege sectorul', 'Sector 1', 'Sector 2', 'Sector 3', 'Sector 4', 'Sector 5', 'Sector 6']);
    await user.click(submitButton());
    await waitFor(() => expect(sector).toHaveFocus());
    expect(sector).toHaveAccessibleDescription(/Completează localitatea\.$/);

    await user.selectOptions(sector, 'Sector 2');
    await user.click(submitButton());
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(orderPosts(calls)[0]!.body).toMatchObject({
      livrare: { judet: 'București', localitate: 'Sector 2' },
      facturare: { tip: 'persoana_fizica' },
    });
  });

  it('turns a București locality into its sector, and drops the sector when the county changes', async () => {
    serveApi(fetchMock, () => undefined);
    const { user } = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Cod poștal' }), '030167');
    await user.type(screen.getByRole('textbox', { name: 'Localitate' }), 'București');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Județ' }), 'București');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('Sector 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Județ' }), 'Ilfov');
    expect(screen.getByRole('textbox', { name: 'Localitate' })).toHaveValue('');
  });

  it('takes an optional CNP, explained, checks its control digit and sends it', async () => {
    const calls = serveApi(fetchMock, ({ url, method }) =>
      url.pathname === '/api/comenzi/' && method === 'POST'
        ? json({ ...anOrder(), key: 'secret-key' }, 201)
        : undefined,
    );
    const { user } = renderCheckout();
    await fillValid(user);
    const cnp = screen.getByRole('textbox', { name: 'CNP (opțional)' });
    expect(cnp).not.toBeRequired();
    expect(cnp).toHaveAccessibleDescription(/Nu este obligatoriu: dacă îl completezi, apare pe factură/);
    await user.type(cnp, '2960229400125');
    await user.click(submitButton());
    await waitFor(() => expect(cnp).toHaveFocus());
    expect(cnp).toHaveAccessibleDescription(
      /CNP invalid: cifra de control \(ultima\) nu se potrivește\. Verifică cifrele\.$/,
    );
    expect(orderPosts(calls)).toHaveLength(0);

    await user.clear(cnp);
    await user.type(cnp, '2960229400124');
    await user.click(submitButton());
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(orderPosts(calls)[0]!.body).toMatchObject({
      facturare: { tip: 'persoana_fizica', cnp: '2960229400124' },
    });
    // The browser keeps no copy of it.
    expect(sessionStorage.getItem(DRAFT_KEY) ?? '').not.toContain('2960229400124');
  });

  it('keeps the draft for a reload, but not the payment choice or the terms', async () => {
    serveApi(fetchMock, () => undefined);
    const first = renderCheckout();
    await first.user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.ro');
    await first.user.click(screen.getByRole('radio', { name: 'Transfer bancar' }));
    await first.user.click(screen.getByRole('checkbox', { name: /Termenii/ }));
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as Record<string, unknown>;
    expect(saved).toMatchObject({ email: 'ana@example.ro', metoda: 'curier' });
    expect(saved).not.toHaveProperty('plata');
    expect(saved).not.toHaveProperty('accept_termeni');

    act(() => first.router.dispose());
    document.body.innerHTML = '';
    renderCheckout();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.ro');
    expect(screen.getByRole('radio', { name: 'Card online' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Termenii/ })).not.toBeChecked();
  });

  it("fills in a signed-in customer's email and name", async () => {
    useAuthStore.setState({ token: 'tok' });
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/user/'
        ? json({
            id: 7,
            username: 'ana',
            email: 'ana@example.ro',
            first_name: 'Ana',
            last_name: 'Popescu',
            is_staff: false,
            is_superuser: false,
            email_verified: true,
          })
        : undefined,
    );
    renderCheckout();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.ro'));
    expect(screen.getByRole('textbox', { name: 'Nume' })).toHaveValue('Popescu');
    expect(screen.getByRole('textbox', { name: 'Prenume' })).toHaveValue('Ana');
    expect(screen.getByText(/Ești autentificat ca Ana Popescu/)).toBeInTheDocument();
  });

  it('offers a signed-in customer the wallet and the referral discount, and sends the wallet switch', async () => {
    useAuthStore.setState({ token: 'tok' });
    const calls = serveApi(fetchMock, ({ url, method }) => {
      if (url.pathname === '/api/account/wallet/') {
        return json({ sold: '30.00', miscari: { count: 0, next: null, previous: null, results: [] } });
      }
      if (url.pathname === '/api/account/referral/') {
        return json({
          cod: 'ABCD2345',
          link: 'http://localhost/register?ref=ABCD2345',
          procent_reducere: 5,
          procent_cashback: 5,
          reducere_disponibila: true,
          castigat: '0.00',
          prieteni: [],
        });
      }
      if (url.pathname === '/api/comenzi/' && method === 'POST') return json({ ...anOrder(), key: 'k' }, 201);
      return undefined;
    });
    // 2 × 60 + 50 = 170 lei; 5% off is 8,50 lei; 161,50 lei + 25 lei delivery = 186,50 lei.
    const { user } = renderCheckout();
    expect(await summary().findByText('Reducere prieten recomandat')).toBeInTheDocument();
    expect(figure('Reducere prieten recomandat')).toBe('−8,50 lei');
    const wallet = await screen.findByRole('checkbox', {
      name: /Plătește din portofel \(30,00 lei disponibili\)/,
    });
    await user.click(wallet);
    expect(figure('Din portofel')).toBe('−30,00 lei');
    expect(figure('Rest de plată')).toBe('156,50 lei');
    expect(screen.getByText('Restul, 156,50 lei, se plătește cu metoda aleasă mai jos.')).toBeInTheDocument();

    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(orderPosts(calls)[0]!.body).toMatchObject({ plata: 'ramburs', din_portofel: true });
  });

  it('hides the payment methods when the wallet covers the whole order', async () => {
    useAuthStore.setState({ token: 'tok' });
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/account/wallet/'
        ? json({ sold: '500.00', miscari: { count: 0, next: null, previous: null, results: [] } })
        : undefined,
    );
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: /Plătește din portofel/ }));
    expect(
      screen.getByText('Portofelul acoperă toată comanda: nu mai ai nimic de plătit.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Card online' })).not.toBeInTheDocument();
    expect(figure('Rest de plată')).toBe('0,00 lei');
  });

  it("fills the delivery from the customer's default address and offers the others and their companies", async () => {
    useAuthStore.setState({ token: 'tok' });
    const address = (id: number, fields: Record<string, unknown>) => ({
      id,
      eticheta: '',
      nume: 'Popescu',
      prenume: 'Ana',
      telefon: '0722 123 456',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Memorandumului 1',
      cod_postal: '400114',
      implicita: false,
      ...fields,
    });
    serveApi(fetchMock, ({ url }) => {
      if (url.pathname === '/api/account/addresses/') {
        return json([
          address(1, { eticheta: 'Acasă', implicita: true }),
          address(2, {
            eticheta: 'Birou',
            adresa: 'Bd. Eroilor 5',
            localitate: 'Iași',
            judet: 'Iași',
            cod_postal: '700057',
            telefon: '0744 000 111',
          }),
        ]);
      }
      if (url.pathname === '/api/account/companies/') {
        return json([
          {
            id: 4,
            cui: 'RO1234565',
            nr_reg_com: 'J12/100/2020',
            denumire: 'Floare SRL',
            judet: 'Cluj',
            localitate: 'Cluj-Napoca',
            adresa: 'Str. Horea 2',
            cod_postal: '400174',
          },
        ]);
      }
      return undefined;
    });
    const { user } = renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Adresă' })).toHaveValue('Str. Memorandumului 1'),
    );
    expect(screen.getByRole('textbox', { name: 'Telefon mobil' })).toHaveValue('0722 123 456');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adresele mele' }), '2');
    expect(screen.getByRole('textbox', { name: 'Adresă' })).toHaveValue('Bd. Eroilor 5');
    expect(screen.getByRole('combobox', { name: 'Județ' })).toHaveValue('Iași');
    expect(screen.getByRole('textbox', { name: 'Telefon mobil' })).toHaveValue('0744 000 111');

    await user.click(screen.getByRole('radio', { name: /Persoană juridică/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Firmele mele' }), '4');
    expect(screen.getByRole('textbox', { name: /Denumirea firmei/ })).toHaveValue('Floare SRL');
    expect(screen.getByRole('textbox', { name: /CUI/ })).toHaveValue('RO1234565');
  });

  it('speaks English on /en', async () => {
    await setLanguage('en');
    serveApi(fetchMock, () => undefined);
    const { user } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fill in all the fields!');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the order confirmation here. Fill in the email!',
    );
  });
});

describe('checkout summary', { timeout: 30_000 }, () => {
  it('charges delivery when the discount takes the order below 200 lei', () => {
    serveApi(fetchMock, () => undefined);
    useCartStore.setState({ coupon: { code: 'VARA10', discount_type: 'percent', value: '10.00' } });
    renderCheckout([cartLine(1, { pret: '105.00', cantitate: 2 })]);
    expect(figure('Subtotal')).toBe('210,00 lei');
    expect(figure('Reducere (VARA10)')).toBe('−21,00 lei');
    expect(figure('Livrare')).toBe('25,00 lei');
    expect(figure('Total')).toBe('214,00 lei');
  });

  it('makes delivery free when the order stays at 200 lei after the discount', () => {
    serveApi(fetchMock, () => undefined);
    useCartStore.setState({ coupon: { code: 'VARA25', discount_type: 'fixed', value: '25.00' } });
    renderCheckout([cartLine(1, { pret: '75.00', pret_redus: '56.25', cantitate: 4 })]);
    expect(figure('Subtotal')).toBe('225,00 lei');
    expect(figure('Reducere (VARA25)')).toBe('−25,00 lei');
    expect(figure('Livrare')).toBe('Gratuit');
    expect(figure('Total')).toBe('200,00 lei');
  });

  it('counts a coupon only from its minimum subtotal, and says so', () => {
    serveApi(fetchMock, () => undefined);
    useCartStore.setState({
      coupon: { code: 'VARA25', discount_type: 'fixed', value: '25.00', min_subtotal: '150.00' },
    });
    renderCheckout([cartLine(1, { pret: '100.00' })]);
    expect(summary().queryByText(/Reducere/)).not.toBeInTheDocument();
    expect(
      summary().getByText(
        'Cuponul VARA25 se aplică de la 150,00 lei. Mai adaugă produse de 50,00 lei ca să-l folosești.',
      ),
    ).toBeInTheDocument();
    expect(figure('Total')).toBe('125,00 lei');
  });

  it('applies a coupon, removes it, and clears it when the shop refuses a code', async () => {
    serveApi(fetchMock, ({ url, body }) => {
      if (url.pathname !== '/api/coupons/validate/') return undefined;
      return (body as { code: string }).code === 'VARA10'
        ? json({
            code: 'VARA10',
            discount_type: 'percent',
            value: '10.00',
            min_subtotal: '0.00',
            first_order_only: false,
          })
        : json(
            { detail: 'Cod invalid sau expirat', code: 'coupon.invalid', cupon: ['Cod invalid sau expirat'] },
            400,
          );
    });
    const { user } = renderCheckout([cartLine(1, { pret: '100.00' })]);
    await user.type(summary().getByRole('textbox', { name: 'Cod de reducere' }), 'VARA10{Enter}');

    expect(await summary().findByText('VARA10')).toBeInTheDocument();
    expect(figure('Reducere (VARA10)')).toBe('−10,00 lei');
    expect(figure('Total')).toBe('115,00 lei');
    expect(useCartStore.getState().coupon).toMatchObject({ code: 'VARA10', min_subtotal: '0.00' });
    // Enter in the coupon field never places the order.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(summary().getByRole('button', { name: 'Elimină cuponul VARA10' }));
    expect(useCartStore.getState().coupon).toBeNull();
    const input = summary().getByRole('textbox', { name: 'Cod de reducere' });
    expect(input).toHaveFocus();

    await user.type(input, 'GRESIT');
    await user.click(summary().getByRole('button', { name: 'Aplică' }));
    expect(await summary().findByText('Cod invalid sau expirat')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Cod invalid sau expirat');
    expect(useCartStore.getState().coupon).toBeNull();
    expect(figure('Total')).toBe('125,00 lei');
  });
});
