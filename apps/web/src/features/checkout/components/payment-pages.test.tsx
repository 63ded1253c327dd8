import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useCartStore } from '@/stores/cart-store';
import { PENDING_PAYMENT_KEY, savePendingPayment } from '../lib/checkout-session';
import { goToPaymentPage } from '../lib/navigation';
import { anOrder, cartLine, json, renderAt, serveApi } from '../test-utils';
import { PaymentRetryPage } from './payment-retry-page';
import { PaymentReturnPage } from './payment-return-page';

vi.mock('../lib/navigation', () => ({ goToPaymentPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const cardOrder = (overrides: Parameters<typeof anOrder>[0] = {}) =>
  anOrder({
    plata: 'card',
    status: 'awaiting_payment',
    payment: { status: 'pending', provider: 'sandbox' },
    expires_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  });

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(goToPaymentPage).mockReset();
  useCartStore.setState({ items: [cartLine(1)], coupon: null });
  sessionStorage.clear();
});

describe('card payment return page (/success)', { timeout: 20_000 }, () => {
  it('shows the confirmation of a paid order and only then empties the cart', async () => {
    savePendingPayment({ id: 1001, key: 'secret' });
    const calls = serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/'
        ? json(
            cardOrder({
              status: 'placed',
              paid_at: '2026-11-21T09:05:00.000Z',
              payment: { status: 'succeeded', provider: 'sandbox' },
            }),
          )
        : undefined,
    );
    renderAt('/success', <PaymentReturnPage />, '/success?order=1001&key=return-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comanda #1001 a fost plasată' }),
    ).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('key')).toBe('return-token');
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]));
    expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it("keeps using this tab's stored key after the payment clears it", async () => {
    savePendingPayment({ id: 1001, key: 'secret' });
    const calls = serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/' && url.searchParams.get('key') === 'secret'
        ? json(cardOrder({ status: 'placed', paid_at: '2026-11-21T09:05:00.000Z' }))
        : json({ detail: 'Comanda nu a fost găsită.' }, 404),
    );
    renderAt('/success', <PaymentReturnPage />, '/success?order=1001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comanda #1001 a fost plasată' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Comanda #1001 a fost plasată' }),
    ).toBeInTheDocument();
    expect(calls.every((call) => call.url.searchParams.get('key') === 'secret')).toBe(true);
  });

  it('waits calmly while the payment is being confirmed, asking again until it is paid', async () => {
    let reads = 0;
    serveApi(fetchMock, ({ url }) => {
      if (url.pathname !== '/api/comenzi/1001/') return undefined;
      reads += 1;
      return json(
        reads < 2
          ? cardOrder()
          : cardOrder({
              status: 'placed',
              paid_at: '2026-11-21T09:05:00.000Z',
              payment: { status: 'succeeded', provider: 'sandbox' },
            }),
      );
    });
    renderAt('/success', <PaymentReturnPage />, '/success?order=1001&key=t');

    expect(await screen.findByRole('heading', { name: 'Așteptăm confirmarea plății' })).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Comanda #1001 a fost plasată' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('sends a declined payment to the retry page', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/'
        ? json(cardOrder({ payment: { status: 'failed', provider: 'sandbox' } }))
        : undefined,
    );
    renderAt('/success', <PaymentReturnPage />, '/success?order=1001&key=t');
    expect(await screen.findByRole('heading', { name: 'Plata nu a reușit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Încearcă din nou plata' })).toHaveAttribute(
      'href',
      '/checkout/plata?order=1001&key=t&status=declined',
    );
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('goes home without an order', async () => {
    serveApi(fetchMock, () => undefined);
    renderAt('/success', <PaymentReturnPage />, '/success');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });
});

describe('payment retry page (/checkout/plata)', { timeout: 20_000 }, () => {
  it('explains a declined payment and starts a new attempt', async () => {
    const calls = serveApi(fetchMock, ({ url, method }) => {
      if (url.pathname === '/api/comenzi/1001/') return json(cardOrder());
      if (url.pathname === '/api/comenzi/1001/plata/' && method === 'POST') {
        return json({ payment_url: 'http://shop.test/api/payments/sandbox/pay/p2?token=t2' });
      }
      return undefined;
    });
    const { user } = renderAt(
      '/checkout/plata',
      <PaymentRetryPage />,
      '/checkout/plata?order=1001&key=return-token&status=declined',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plata nu a fost aprobată' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Banca a refuzat plata pentru comanda #1001. Nu ți-am luat niciun ban.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Produsele sunt rezervate pentru tine până la 22 noiembrie 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('154,80 lei')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Încearcă din nou plata' }));
    await waitFor(() =>
      expect(goToPaymentPage).toHaveBeenCalledWith('http://shop.test/api/payments/sandbox/pay/p2?token=t2'),
    );
    const post = calls.find((call) => call.url.pathname === '/api/comenzi/1001/plata/');
    expect(post!.url.searchParams.get('key')).toBe('return-token');
  });

  it("uses this tab's stored key when the provider's cancel link carries none, and cancels the order", async () => {
    savePendingPayment({ id: 1001, key: 'secret' });
    const calls = serveApi(fetchMock, ({ url, method }) => {
      if (url.pathname === '/api/comenzi/1001/') return json(cardOrder());
      if (url.pathname === '/api/comenzi/1001/anulare/' && method === 'POST') {
        return json(
          cardOrder({ status: 'cancelled', payment: { status: 'cancelled', provider: 'sandbox' } }),
        );
      }
      return undefined;
    });
    const { user } = renderAt(
      '/checkout/plata',
      <PaymentRetryPage />,
      '/checkout/plata?order=1001&status=cancelled',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plata a fost întreruptă' }),
    ).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('key')).toBe('secret');

    await user.click(screen.getByRole('button', { name: 'Anulează comanda' }));
    expect(screen.getByRole('group', { name: 'Anulezi comanda #1001?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Da, anulează comanda' }));

    expect(
      await screen.findByText(
        'Comanda #1001 a fost anulată. Produsele sunt încă în coș, dacă vrei să plătești altfel.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/comenzi/1001/anulare/')).toBe(true);
    expect(screen.getByRole('link', { name: 'Înapoi la finalizarea comenzii' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it('says why a new attempt failed', async () => {
    serveApi(fetchMock, ({ url }) => {
      if (url.pathname === '/api/comenzi/1001/') return json(cardOrder());
      if (url.pathname === '/api/comenzi/1001/plata/') {
        return json(
          { detail: 'Timpul pentru plată a expirat; comanda se anulează.', code: 'checkout.order_expired' },
          409,
        );
      }
      return undefined;
    });
    const { user } = renderAt('/checkout/plata', <PaymentRetryPage />, '/checkout/plata?order=1001&key=k');
    await user.click(await screen.findByRole('button', { name: 'Încearcă din nou plata' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Timpul pentru plată a expirat; comanda se anulează.',
    );
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('links a paid order to its confirmation', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/'
        ? json(cardOrder({ status: 'placed', paid_at: '2026-11-21T09:05:00.000Z' }))
        : undefined,
    );
    renderAt('/checkout/plata', <PaymentRetryPage />, '/checkout/plata?order=1001&key=k');
    expect(await screen.findByText('Comanda #1001 este deja plătită.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi comanda' })).toHaveAttribute(
      'href',
      '/checkout/success?id=1001&key=k',
    );
  });

  it('says the order cannot be opened without a valid key', async () => {
    serveApi(fetchMock, () => json({ detail: 'Comanda nu a fost găsită.' }, 404));
    renderAt('/checkout/plata', <PaymentRetryPage />, '/checkout/plata?order=1001&status=cancelled');
    expect(await screen.findByRole('heading', { name: 'Nu putem deschide comanda' })).toBeInTheDocument();
  });
});
