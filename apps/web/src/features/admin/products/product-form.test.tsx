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
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_products']);
});

const PRODUCT: AdminProductDetail = {
  id: 7,
  titlu: 'Cremă de zi',
  titlu_en: 'Day cream',
  descriere: '<p>Bună</p>',
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
  stoc: 4,
  cantitate_neta: 50,
  unitate: 'ml',
  greutate_grame: 120,
  publicat: true,
  pret_achizitie: null,
  publicare_programata: null,
  imagini: [],
  imagini_url: [],
  imagini_alt: [],
  imagini_alt_en: [],
  categorii: [],
  tags: [],
  optiuni: [],
  variante: [],
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
      { path: '/admin/products', element: <h1>Lista</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ProductForm', () => {
  it('sends the version it read and shows the conflict message when someone saved first', async () => {
    const writes = mockApi(() => json({ detail: 'x', code: 'conflict' }, 409));
    renderAt('/admin/products/7');
    const title = await screen.findByLabelText('Titlu (Română)', {}, { timeout: 5000 });
    expect(screen.getByText(/lei \/ 100 ml/)).toHaveTextContent('80,00 lei / 100 ml');
    expect(screen.getByRole('radio', { name: '21%' })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, 'Cremă de noapte');
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Altcineva a modificat între timp această înregistrare.',
    );
    const body = JSON.parse(String(writes[0]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ version: 3, titlu: 'Cremă de noapte', slug: 'crema-de-zi' });
    expect(body).not.toHaveProperty('stoc');
  });

  it('edits the weight of a unit, checked as the API checks it, and sends none when emptied', async () => {
    const writes = mockApi(() => json(PRODUCT));
    renderAt('/admin/products/7');
    const weight = await screen.findByLabelText('Greutate (grame)', {}, { timeout: 5000 });
    expect(weight).toHaveValue(120);
    expect(weight).toHaveAccessibleDescription(
      'Greutatea unei bucăți ambalate, pentru AWB. Necompletată: 500 g pe bucată.',
    );
    await userEvent.clear(weight);
    await userEvent.type(weight, '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvează' })[0]!);
    expect(
      await screen.findByText('Greutatea trebuie să fie un număr întreg de grame, între 1 și 100000.'),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await userEvent.clear(weight);
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvează' })[0]!);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(JSON.parse(String(writes[0]!.body))).toMatchObject({ greutate_grame: null, version: 3 });
  });

  it('shows a taken slug at the slug field', async () => {
    mockApi(() => json({ detail: 'x', code: 'admin.duplicate', slug: ['Există deja.'] }, 409));
    renderAt('/admin/products/7');
    await screen.findByLabelText('Titlu (Română)', {}, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvează' })[0]!);
    expect(await screen.findByText('Există deja un produs cu acest slug.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug (adresa paginii)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the rules before sending, and makes the slug from the title until it is edited', async () => {
    const writes = mockApi(() => json(PRODUCT, 201));
    renderAt('/admin/products/nou');
    const title = await screen.findByLabelText('Titlu (Română)', {}, { timeout: 5000 });
    await userEvent.type(title, 'Șampon cu urzică');
    expect(screen.getByLabelText('Slug (adresa paginii)')).toHaveValue('sampon-cu-urzica');
    await userEvent.type(screen.getByLabelText('Preț (lei, cu TVA)'), '10');
    await userEvent.type(screen.getByLabelText('Preț redus (lei)'), '12');
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvează' })[0]!);
    expect(
      await screen.findByText('Prețul redus trebuie să fie mai mic decât prețul, cu cel mult două zecimale.'),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Slug (adresa paginii)'), '-nou');
    await userEvent.type(title, ' bio');
    expect(screen.getByLabelText('Slug (adresa paginii)')).toHaveValue('sampon-cu-urzica-nou');
    await userEvent.clear(screen.getByLabelText('Preț redus (lei)'));
    await userEvent.click(screen.getByRole('radio', { name: '11%' }));
    await userEvent.type(screen.getByLabelText('Greutate (grame)'), '250');
    await userEvent.click(screen.getAllByRole('button', { name: 'Salvează' })[0]!);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(JSON.parse(String(writes[0]!.body))).toMatchObject({
      titlu: 'Șampon cu urzică bio',
      slug: 'sampon-cu-urzica-nou',
      pret: '10',
      pret_redus: '',
      cota_tva: 11,
      greutate_grame: 250,
      stoc: 0,
    });
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    mockApi(() => json(PRODUCT));
    const router = renderAt('/admin/products/7');
    await screen.findByLabelText('Titlu (Română)', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la produse' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();

    await router.navigate('/admin/products/7');
    await userEvent.type(await screen.findByLabelText('Titlu (Română)', {}, { timeout: 5000 }), ' nouă');
    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la produse' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Ai modificări nesalvate. Sigur vrei să pleci de pe pagină?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rămâi pe pagină' }));
    expect(router.state.location.pathname).toBe('/admin/products/7');
    expect(screen.getByLabelText('Titlu (Română)')).toHaveValue('Cremă de zi nouă');
  });
});
