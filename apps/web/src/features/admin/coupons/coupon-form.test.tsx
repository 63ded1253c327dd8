import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { CouponForm } from './coupon-form';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});
afterEach(() => {
  useAuthStore.getState().signOut();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/categorii/') {
        return json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 3,
              nume: 'Îngrijire',
              nume_en: '',
              slug: 'ingrijire',
              imagine_principala_url: null,
              parent: null,
              sort_number: null,
              numar_produse: 4,
              subcategorii: [],
            },
          ],
        });
      }
      if (url.pathname === '/api/admin/coupons/' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json({ id: 1 }, 201);
      }
      return json({ detail: 'not found' }, 404);
    }),
  );
  return sent;
}

describe('the coupon form: limits, minimum quantity, free shipping', () => {
  it('sends a free-shipping coupon limited to a category from 3 units, with no value to type', async () => {
    const sent = mockApi();
    useAuthStore.getState().signIn('token-1');
    const done = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CouponForm coupon={null} onDone={done} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Cod' }), 'livrare3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tip reducere' }), 'free_shipping');
    expect(screen.queryByRole('textbox', { name: 'Valoare' })).not.toBeInTheDocument();
    const minimum = screen.getByRole('textbox', { name: 'Cantitate minimă' });
    await user.clear(minimum);
    await user.type(minimum, '3');
    await user.click(await screen.findByRole('checkbox', { name: 'Îngrijire' }));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      cod: 'LIVRARE3',
      discount_type: 'free_shipping',
      value: '0',
      min_quantity: 3,
      produse: [],
      categorii: [3],
    });
  });

  it('refuses a minimum quantity that is not a whole number from 0 to 1000', async () => {
    const sent = mockApi();
    useAuthStore.getState().signIn('token-1');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CouponForm coupon={null} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Cod' }), 'PRET10');
    await user.type(screen.getByRole('textbox', { name: 'Valoare' }), '10');
    const minimum = screen.getByRole('textbox', { name: 'Cantitate minimă' });
    await user.clear(minimum);
    await user.type(minimum, '2000');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(
      await screen.findByText('Cantitatea minimă este un număr întreg între 0 și 1000.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
