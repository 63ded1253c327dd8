import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDiscount } from '@shop/shared/schemas/admin/discounts';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { DiscountForm } from './discount-form';

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

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const category = (id: number, nume: string, subcategorii: unknown[] = []) => ({
  id,
  nume,
  nume_en: '',
  slug: `c${id}`,
  imagine_principala_url: null,
  parent: null,
  sort_number: null,
  numar_produse: 1,
  subcategorii,
});

const SAVED: AdminDiscount = {
  id: 7,
  nume: 'Toamna',
  nume_en: '',
  tip: 'percent',
  procent: 20,
  cumpara: 0,
  categorii: [3],
  produse: [],
  starts_at: null,
  ends_at: null,
  is_active: true,
  status: 'active',
  utilizari: 0,
  venit: '0.00',
  reducere_totala: '0.00',
  created_at: '2026-11-27T10:00:00Z',
  updated_at: '2026-11-27T10:00:00Z',
};

function mockApi(answer?: () => Response) {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/categorii/')
        return json(page([category(3, 'Îngrijire', [category(4, 'Ten')])]));
      if (url.pathname === '/api/admin/products/') {
        return json(page([{ id: 21, titlu: 'Ser cu vitamina C', sku: 'SER-C' }]));
      }
      if (url.pathname === '/api/produse/') {
        return json(page([{ id: 21, titlu: 'Ser cu vitamina C', titlu_en: '' }]));
      }
      if (url.pathname.startsWith('/api/admin/discounts/')) {
        sent.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        });
        return answer?.() ?? json(SAVED, init?.method === 'POST' ? 201 : 200);
      }
      return json({ detail: 'not found' }, 404);
    }),
  );
  return sent;
}

function renderForm(discount: AdminDiscount | null = null) {
  useAuthStore.getState().signIn('token-1');
  const done = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DiscountForm discount={discount} onDone={done} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), done };
}

describe('the automatic discount form', () => {
  it('says what is missing and sends nothing', async () => {
    const sent = mockApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Numele are 1–80 de caractere.')).toBeInTheDocument();
    expect(screen.getByText('Procentul este un număr întreg între 1 și 100.')).toBeInTheDocument();
    // Named and priced, it still needs something to cover.
    await user.type(screen.getByRole('textbox', { name: 'Nume' }), 'Toamna');
    await user.type(screen.getByRole('textbox', { name: 'Procent (1–100)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alege cel puțin o categorie sau un produs.');
    expect(sent).toHaveLength(0);
  });

  it('creates "buy 2, the third at half price" on a category and a product', async () => {
    const sent = mockApi();
    const { user, done } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nume' }), 'Trei la preț de două și jumătate');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tip' }), 'buy_x_get_y');
    await user.type(screen.getByRole('textbox', { name: 'Procent (1–100)' }), '50');
    const buy = screen.getByRole('textbox', { name: 'Câte se cumpără la preț întreg' });
    await user.clear(buy);
    await user.type(buy, '2');
    await user.click(await screen.findByRole('checkbox', { name: 'Ten' }));
    await user.type(screen.getByRole('searchbox', { name: 'Caută un produs după nume sau SKU' }), 'ser');
    await user.click(await screen.findByRole('button', { name: 'Adaugă Ser cu vitamina C' }));
    const chosen = screen.getByRole('list', { name: 'Produse alese' });
    expect(await within(chosen).findByText('Ser cu vitamina C')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/discounts/',
        body: {
          nume: 'Trei la preț de două și jumătate',
          nume_en: '',
          tip: 'buy_x_get_y',
          procent: 50,
          cumpara: 2,
          categorii: [4],
          produse: [21],
          starts_at: null,
          ends_at: null,
          is_active: true,
        },
      },
    ]);
  });

  it('edits an existing discount with PUT and shows a field the server refused', async () => {
    const sent = mockApi(() =>
      json({ detail: 'Date invalide.', code: 'validation_error', procent: ['Procentul este …'] }, 400),
    );
    const { user, done } = renderForm(SAVED);
    expect(screen.getByRole('textbox', { name: 'Nume' })).toHaveValue('Toamna');
    expect(await screen.findByRole('checkbox', { name: 'Îngrijire' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Procentul este un număr întreg între 1 și 100.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/admin/discounts/7/' });
    expect(done).not.toHaveBeenCalled();
  });
});
