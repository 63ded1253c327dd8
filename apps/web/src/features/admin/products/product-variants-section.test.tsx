import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProductDetail } from '@shop/shared/schemas/admin/products';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ProductCreateScreen, ProductEditScreen } from './product-form';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_products']);
});

const variant = (
  id: number,
  value: string,
  fields: Partial<AdminProductDetail['variante'][number]> = {},
) => ({
  id,
  titlu: `Cremă de zi – ${value}`,
  titlu_en: `Day cream – ${value}`,
  slug: `crema-de-zi-${value.replace(' ', '-')}`,
  sku: `CZ-${id}`,
  ean: null,
  pret: '40.00',
  pret_redus: null,
  stoc: 4,
  greutate_grame: null,
  cantitate_neta: null,
  unitate: null,
  imagine: null,
  imagine_url: null,
  activ: true,
  valori: [value],
  vanduta: false,
  ...fields,
});

const PRODUCT: AdminProductDetail = {
  id: 7,
  titlu: 'Cremă de zi',
  titlu_en: 'Day cream',
  descriere: '',
  descriere_en: '',
  informatii_suplimentare: '',
  informatii_suplimentare_en: '',
  meta_titlu: '',
  meta_titlu_en: '',
  meta_descriere: '',
  meta_descriere_en: '',
  nota: '',
  nota_en: '',
  slug: 'crema-de-zi',
  sku: null,
  pret: '40.00',
  pret_redus: null,
  cota_tva: 21,
  stoc: 10,
  cantitate_neta: null,
  unitate: null,
  greutate_grame: null,
  publicat: true,
  pret_achizitie: null,
  publicare_programata: null,
  imagini: [],
  imagini_url: [],
  imagini_alt: [],
  imagini_alt_en: [],
  categorii: [],
  tags: [],
  optiuni: [
    {
      id: 1,
      nume: 'Mărime',
      nume_en: 'Size',
      valori: [
        { id: 11, valoare: '50 ml', valoare_en: '50 ml' },
        { id: 12, valoare: '100 ml', valoare_en: '100 ml' },
      ],
    },
  ],
  variante: [variant(21, '50 ml', { vanduta: true }), variant(22, '100 ml', { pret: '70.00', stoc: 6 })],
  version: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  istoric_preturi: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi(write: () => Response) {
  const writes: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/api/admin/products/') && init?.method && init.method !== 'GET') {
        writes.push(init);
        return write();
      }
      if (url.pathname === '/api/admin/products/7/') return json(PRODUCT);
      if (url.pathname === '/api/categorii/' || url.pathname === '/api/tags/') {
        return json({ count: 0, next: null, previous: null, results: [] });
      }
      return json({});
    }),
  );
  return writes;
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/admin/products/nou', element: <ProductCreateScreen /> },
      { path: '/admin/products/:id', element: <ProductEditScreen /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const save = () => userEvent.click(screen.getAllByRole('button', { name: 'Salvează' })[0]!);

describe('Opțiuni și variante', () => {
  it('builds a variant per value with the keyboard, and sends the options and variants', async () => {
    const writes = mockApi(() => json(PRODUCT, 201));
    renderAt('/admin/products/nou');
    await userEvent.type(await screen.findByLabelText('Titlu (Română)', {}, { timeout: 5000 }), 'Cremă test');
    const section = screen.getByRole('group', { name: 'Opțiuni și variante' });
    await userEvent.click(within(section).getByRole('button', { name: 'Adaugă o opțiune' }));
    await userEvent.type(within(section).getByLabelText('Numele opțiunii (Română)'), 'Mărime');
    const newValue = within(section).getByLabelText('Valoare nouă pentru Mărime');
    // Enter adds the value (it does not save the product).
    await userEvent.type(newValue, '50 ml{Enter}');
    await userEvent.type(newValue, '100 ml{Enter}');
    expect(writes).toHaveLength(0);
    expect(within(section).getByRole('heading', { name: '2 variante' })).toBeInTheDocument();
    // The product's own price and stock give way to the variants'.
    const small = within(section).getByRole('group', { name: 'Varianta 50 ml' });
    const large = within(section).getByRole('group', { name: 'Varianta 100 ml' });
    expect(screen.getAllByLabelText('Preț (lei, cu TVA)')).toHaveLength(2);
    await userEvent.type(within(small).getByLabelText('Preț (lei, cu TVA)'), '49,90');
    await userEvent.type(within(small).getByLabelText('SKU'), 'CT-50');
    await userEvent.clear(within(small).getByLabelText('Stoc inițial'));
    await userEvent.type(within(small).getByLabelText('Stoc inițial'), '5');
    await userEvent.type(within(large).getByLabelText('Preț (lei, cu TVA)'), '79,90');
    await userEvent.type(within(large).getByLabelText('EAN (cod de bare)'), '5941234567892');
    await save();
    // The check digit is wrong: the form says so at the field, before sending.
    expect(
      await within(large).findByText(
        'Codul EAN are 8 sau 13 cifre, cu cifra de control corectă, și nu se repetă.',
      ),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await userEvent.clear(within(large).getByLabelText('EAN (cod de bare)'));
    await userEvent.type(within(large).getByLabelText('EAN (cod de bare)'), '5941234567899');
    await save();
    await waitFor(() => expect(writes).toHaveLength(1));
    const body = JSON.parse(String(writes[0]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      titlu: 'Cremă test',
      optiuni: [
        {
          nume: 'Mărime',
          valori: [
            { valoare: '50 ml', valoare_en: '' },
            { valoare: '100 ml', valoare_en: '' },
          ],
        },
      ],
      variante: [
        { valori: ['50 ml'], pret: '49,90', sku: 'CT-50', stoc: 5, activ: true },
        { valori: ['100 ml'], pret: '79,90', ean: '5941234567899', stoc: 0 },
      ],
    });
  });

  it('removes a value with its variant, and shows the server’s refusal at the variant’s field', async () => {
    const writes = mockApi(() =>
      json({ detail: 'x', code: 'admin.duplicate', 'variante.0.sku': ['Există deja.'] }, 409),
    );
    renderAt('/admin/products/7');
    const section = await screen.findByRole('group', { name: 'Opțiuni și variante' }, { timeout: 5000 });
    // Saved variants show their stock, changed on the stock screen; a sold one is only deactivated.
    const small = within(section).getByRole('group', { name: 'Varianta 50 ml' });
    expect(within(small).getByText('Stoc: 4 buc')).toBeInTheDocument();
    expect(within(small).getByRole('button', { name: 'Elimină varianta 50 ml' })).toHaveTextContent(
      'Elimină (rămâne dezactivată)',
    );
    expect(screen.getByText('Prețul și stocul vin din variante: de la 40,00 lei.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Elimină valoarea 100 ml' }));
    expect(within(section).queryByRole('group', { name: 'Varianta 100 ml' })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(writes).toHaveLength(1));
    const body = JSON.parse(String(writes[0]!.body)) as { variante: { id?: number }[]; version: number };
    expect(body.variante.map((entry) => entry.id)).toEqual([21]);
    expect(body.version).toBe(3);
    expect(await within(small).findByText('Există deja un produs cu acest SKU.')).toBeInTheDocument();
    expect(within(small).getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
  });
});
