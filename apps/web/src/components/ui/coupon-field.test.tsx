import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useCartStore } from '@/stores/cart-store';
import { CouponField } from './coupon-field';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const VARA25 = {
  code: 'VARA25',
  discount_type: 'fixed',
  value: '25.00',
  min_subtotal: '150.00',
  first_order_only: false,
} as const;

function renderField(subtotal: number) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CouponField subtotal={subtotal} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useCartStore.setState({ items: [], coupon: null });
});

describe('CouponField', () => {
  it('shows a coupon below its minimum as not applied yet, with how much more to add', () => {
    useCartStore.setState({ coupon: { ...VARA25 } });
    renderField(2490);
    expect(screen.getByText('Cupon salvat, încă neaplicat')).toBeInTheDocument();
    expect(screen.queryByText('Cupon aplicat')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Cuponul VARA25 se aplică de la 150,00 lei. Mai adaugă produse de 125,10 lei ca să-l folosești.',
      ),
    ).toBeInTheDocument();
  });

  it('shows it as applied once the cart reaches the minimum', () => {
    useCartStore.setState({ coupon: { ...VARA25 } });
    renderField(15000);
    expect(screen.getByText('Cupon aplicat')).toBeInTheDocument();
    expect(screen.queryByText(/se aplică de la/)).not.toBeInTheDocument();
  });

  it('does not announce a coupon below its minimum as applied', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/') ? json({}) : json(VARA25),
    );
    renderField(2490);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Cod de reducere' }), 'vara25');
    await user.click(screen.getByRole('button', { name: 'Aplică' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cuponul VARA25 a fost salvat: se aplică de la 150,00 lei.',
    );
    expect(screen.queryByText('Cuponul VARA25 a fost aplicat.')).not.toBeInTheDocument();
  });
});
