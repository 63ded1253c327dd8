import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { OrderInvoices } from './order-invoices';

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DOCUMENTS = {
  results: [
    { id: 7, kind: 'invoice', code: 'SLV-000012', issue_date: '2026-11-20', gross_total: '242.00' },
    { id: 8, kind: 'credit_note', code: 'SLVCR-000003', issue_date: '2026-11-22', gross_total: '121.00' },
  ],
};

function renderInvoices() {
  useAuthStore.getState().signIn('token-1');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderInvoices orderId={1042} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['account']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => useAuthStore.getState().signOut());

describe('OrderInvoices', () => {
  it("lists the order's invoice and credit notes and downloads each as the customer's own PDF", async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/account/orders/1042/invoices/') return json(DOCUMENTS);
      if (path === '/api/account/orders/1042/invoices/8/pdf') {
        return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }
      return json({ detail: 'nu' }, 404);
    });
    const user = renderInvoices();
    const section = await screen.findByRole('region', { name: 'Facturi' });
    expect(await within(section).findByText('Factura SLV-000012')).toBeInTheDocument();
    expect(within(section).getByText('Nota de credit SLVCR-000003')).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'Descarcă PDF: Nota de credit SLVCR-000003' }),
    );
    await waitFor(() => expect(saved).toEqual(['SLVCR-000003.pdf']));
  });

  it('says when the order has no invoice yet', async () => {
    fetchMock.mockImplementation(async () => json({ results: [] }));
    renderInvoices();
    expect(await screen.findByText('Factura se emite când comanda este plătită.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'eroare' }, 400));
    renderInvoices();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut încărca facturile.');
  });
});
