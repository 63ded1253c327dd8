import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '@/lib/i18n';
import { anOrder, json, renderAt, serveApi } from '../test-utils';
import { CheckoutSuccessPage } from './checkout-success-page';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await setLanguage('ro');
});

function lines(name = 'Produse comandate') {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

function figure(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('checkout success page', () => {
  it('shows the order from navigation state: id, thanks by name, lines, shipping, total, way back', () => {
    const calls = serveApi(fetchMock, () => undefined);
    renderAt('/checkout/success', <CheckoutSuccessPage />, {
      pathname: '/checkout/success',
      search: '?id=1001&key=k',
      state: { order: anOrder() },
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Comanda #1001 a fost plasată' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mulțumim, Popescu Ana!')).toBeInTheDocument();
    expect(lines()).toEqual(['Ser cu vitamina C × 299,80 lei', 'Apă termală × 130,00 lei']);
    expect(figure('Livrare')).toBe('25,00 lei');
    expect(figure('Total')).toBe('154,80 lei');
    expect(screen.getByRole('link', { name: 'Înapoi la magazin' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Nu am găsit toate detaliile/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('loads the order by ?id= with its key when there is no state', async () => {
    const calls = serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/'
        ? json(
            anOrder({
              plata: 'transfer',
              status: 'awaiting_payment',
              transfer: {
                iban: 'RO49AAAA1B31007593840000',
                beneficiar: 'Salvia Demo SRL',
                referinta: 'Comanda 1001',
                suma: '154.80',
              },
              expires_at: '2026-11-26T09:00:00.000Z',
            }),
          )
        : undefined,
    );
    renderAt('/checkout/success', <CheckoutSuccessPage />, '/checkout/success?id=1001&key=secret');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comanda #1001 a fost înregistrată' }),
    ).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('key')).toBe('secret');
    const transfer = within(screen.getByRole('region', { name: 'Date pentru transfer bancar' }));
    expect(transfer.getByText('RO49 AAAA 1B31 0075 9384 0000')).toBeInTheDocument();
    expect(transfer.getByText('Comanda 1001')).toBeInTheDocument();
    expect(transfer.getByText('Te rugăm să plătești până la 26 noiembrie 2026.')).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    transfer.getByRole('button', { name: 'Copiază iban' }).click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('RO49AAAA1B31007593840000'));
    expect(await screen.findByText('IBAN a fost copiat.')).toBeInTheDocument();
  });

  it("shows a guest the parcel's AWB and tracking link once the order has one", async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/'
        ? json({
            ...anOrder({ status: 'shipped' }),
            livrare_awb: {
              curier: 'sameday',
              awb: '1SDY123456789',
              url_urmarire: 'https://www.sameday.ro/#awb=1SDY123456789',
            },
          })
        : undefined,
    );
    renderAt('/checkout/success', <CheckoutSuccessPage />, '/checkout/success?id=1001&key=secret');

    const tracking = await screen.findByTestId('parcel-tracking');
    expect(tracking).toHaveTextContent('AWB: 1SDY123456789');
    expect(within(tracking).getByRole('link', { name: /Urmărește coletul/ })).toHaveAttribute(
      'href',
      'https://www.sameday.ro/#awb=1SDY123456789',
    );
  });

  it('shows no AWB while the order has none', async () => {
    serveApi(fetchMock, ({ url }) =>
      url.pathname === '/api/comenzi/1001/' ? json({ ...anOrder(), livrare_awb: null }) : undefined,
    );
    renderAt('/checkout/success', <CheckoutSuccessPage />, '/checkout/success?id=1001&key=secret');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('parcel-tracking')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Urmărește coletul/ })).not.toBeInTheDocument();
  });

  it('sends the visitor home when there is no order to show', async () => {
    serveApi(fetchMock, () => undefined);
    renderAt('/checkout/success', <CheckoutSuccessPage />, '/checkout/success');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('sends the visitor home when the order cannot be loaded, and only logs it', async () => {
    serveApi(fetchMock, () => json({ detail: 'Comanda nu a fost găsită.' }, 404));
    renderAt('/checkout/success', <CheckoutSuccessPage />, '/checkout/success?id=1001&key=wrong');
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('says details are missing when the state carries only part of the order, with shipping at 25 lei', () => {
    serveApi(fetchMock, () => undefined);
    renderAt('/checkout/success', <CheckoutSuccessPage />, {
      pathname: '/checkout/success',
      state: { order: { id: 1002, nume: 'Ionescu', prenume: 'Maria' } },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Comanda #1002 a fost plasată' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mulțumim, Ionescu Maria!')).toBeInTheDocument();
    expect(
      screen.getByText('Nu am găsit toate detaliile comenzii. Le găsești în emailul de confirmare.'),
    ).toBeInTheDocument();
    expect(figure('Livrare')).toBe('25,00 lei');
  });

  it('shows English titles and texts in English', async () => {
    await setLanguage('en');
    serveApi(fetchMock, () => undefined);
    renderAt('/checkout/success', <CheckoutSuccessPage />, {
      pathname: '/checkout/success',
      state: { order: anOrder() },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order #1001 has been placed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank you, Popescu Ana!')).toBeInTheDocument();
    expect(lines('Ordered products')[0]).toBe('Vitamin C serum × 299,80 lei');
  });
});
