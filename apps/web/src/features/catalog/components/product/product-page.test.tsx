import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { toastAddedToCart } from '@/lib/toasts';
import { useCartStore } from '@/stores/cart-store';
import { jsonResponse, makeDetail, makeProduct, mockApi, page, renderRoutes } from '../../test-utils';
import { preloadParts } from '@/lib/lazy-part';
import { PRODUCT_PARTS, ProductPage } from './product-page';

vi.mock('@/lib/toasts', () => ({ toastAddedToCart: vi.fn(), toastFavourite: vi.fn() }));

// Screens with many steps, on two cores shared with other runs.
vi.setConfig({ testTimeout: 20_000 });

const honey = makeDetail({
  id: 91,
  slug: 'miere-cu-catina-250-g',
  titlu: 'Miere cu cătină 250 g',
  titlu_en: 'Sea buckthorn honey 250 g',
  sku: 'ALM-0091',
  nota: 'O delicatesă din miere și fructe\n\nMiere crudă cu fructe.\n\nSe păstrează la rece.',
  nota_en: 'A honey-and-fruit delicacy\n\nRaw honey with fruit.',
  pret: '38.90',
  pret_redus: '32.90',
  stoc: 4,
  imagine_principala_url: 'http://localhost:3000/media/products/catina-1.webp',
  img1_url: 'http://localhost:3000/media/products/catina-2.webp',
  categorie: [
    { id: 23, nume: 'Miere și delicatese', nume_en: 'Honey', slug: 'miere-si-delicatese', parent: 6 },
  ],
  tags: [{ id: 1, nume: 'bio', nume_en: 'organic', slug: 'bio' }],
  rating_mediu: 4.5,
  numar_recenzii: 2,
  descriere: '<p>Miere de salcâm cu <strong>cătină</strong>.</p>',
  informatii_suplimentare: '<p>Ingrediente: miere, cătină</p>',
  meta_titlu: 'Miere cu cătină | Cumpără online',
  meta_descriere: 'Miere crudă cu piure de cătină.',
});

function setupApi(products: Record<string, ProductDetail>, reviews: () => unknown = () => page([])) {
  const handlers: Record<string, (url: URL) => unknown> = {
    '/api/produse/': () => page([makeProduct({ id: 2, slug: 'alt-produs', titlu: 'Alt produs' })]),
    '/api/recenzii/': reviews,
  };
  for (const [slug, product] of Object.entries(products)) handlers[`/api/produse/${slug}/`] = () => product;
  return mockApi(handlers);
}

function Product() {
  const { slug = '' } = useParams();
  return <ProductPage slug={slug} notFound={<h1>Pagina nu a fost găsită</h1>} />;
}

/** The product's own column (title, price, buy), apart from the recommended cards below. */
const buyBox = () => screen.getByRole('region', { name: 'Miere cu cătină 250 g' });

function renderProduct(path: string) {
  return renderRoutes([{ path: '/produs/:slug', element: <Product /> }], path);
}

beforeAll(async () => {
  await initI18n('ro');
  // As the route does before it renders the page (router.tsx, `firstPaintParts`).
  await preloadParts(PRODUCT_PARTS);
});

beforeEach(() => {
  vi.clearAllMocks();
  useCartStore.setState({ items: [], coupon: null });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('product page', () => {
  it('shows the product: breadcrumb, gallery, SKU, rating, price with discount, tabs', async () => {
    setupApi({ [honey.slug]: honey });
    renderProduct('/produs/miere-cu-catina-250-g');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miere cu cătină 250 g' }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Traseu de navigare' });
    expect(within(breadcrumb).getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/produse');
    expect(within(breadcrumb).getByRole('link', { name: 'Miere și delicatese' })).toHaveAttribute(
      'href',
      '/categorii/miere-si-delicatese',
    );
    expect(screen.getByText('Cod produs: ALM-0091')).toBeInTheDocument();
    expect(screen.getByText('Evaluare 4,5 din 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 recenzii' })).toBeInTheDocument();
    expect(screen.getAllByText('32,90 lei')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Reducere 15%')[0]).toBeInTheDocument();
    expect(screen.getByText('Prețurile includ TVA.')).toBeInTheDocument();

    // Two images: the main one and thumbnails that switch it.
    const thumbnails = screen.getByRole('group', { name: 'Imaginile produsului' });
    const second = within(thumbnails).getByRole('button', { name: 'Arată imaginea 2 din 2' });
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Miere cu cătină 250 g, imaginea 2 din 2' })).toHaveAttribute(
      'src',
      '/media/products/catina-2.webp',
    );

    expect(await screen.findByRole('tab', { name: 'Descriere' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Miere de salcâm cu cătină.');
    await userEvent.click(screen.getByRole('tab', { name: 'Informații suplimentare' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ingrediente: miere, cătină');

    expect(screen.getByText('Prin curier, în 1-4 zile lucrătoare.')).toBeInTheDocument();
    expect(screen.getByText('Livrare gratuită pentru comenzi de la 200,00 lei')).toBeInTheDocument();
  });

  it('sets the page title and the meta and social tags from the product', async () => {
    setupApi({ [honey.slug]: honey });
    renderProduct('/produs/miere-cu-catina-250-g');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Miere cu cătină | Cumpără online'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Miere crudă cu piure de cătină.');
    expect(meta('meta[name="keywords"]')).toBe('bio');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost:3000/media/products/catina-1.webp');
  });

  it('steps the quantity from 1: never below 1, never above the stock', async () => {
    setupApi({ [honey.slug]: honey });
    renderProduct('/produs/miere-cu-catina-250-g');
    const stepper = await screen.findByRole('group', { name: 'Cantitate' });
    const minus = within(stepper).getByRole('button', { name: 'Scade cantitatea' });
    const plus = within(stepper).getByRole('button', { name: 'Crește cantitatea' });
    const value = within(stepper).getByRole('spinbutton', { name: 'Cantitate' });

    expect(value).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(value).toHaveValue(1);

    for (let step = 0; step < 6; step++) await userEvent.click(plus);
    expect(value).toHaveValue(honey.stoc);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(value).toHaveValue(honey.stoc - 1);
  });

  it('adds the chosen quantity, then offers no more than the cart can still take', async () => {
    setupApi({ [honey.slug]: honey });
    renderProduct('/produs/miere-cu-catina-250-g');
    await userEvent.click(await screen.findByRole('button', { name: 'Crește cantitatea' }));
    await userEvent.click(within(buyBox()).getByRole('button', { name: 'Adaugă în coș' }));
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 91, cantitate: 2 })]);
    expect(toastAddedToCart).toHaveBeenLastCalledWith('Miere cu cătină 250 g', {
      requested: 2,
      added: 2,
      stock: honey.stoc,
    });

    // Stock 4, 2 in the cart: the stepper stops at 2.
    for (let step = 0; step < 4; step++)
      await userEvent.click(screen.getByRole('button', { name: 'Crește cantitatea' }));
    expect(screen.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(2);
    await userEvent.click(within(buyBox()).getByRole('button', { name: 'Adaugă în coș' }));
    expect(useCartStore.getState().items[0]?.cantitate).toBe(4);

    // All the stock is in the cart: nothing more is added, and the toast is told so.
    await userEvent.click(within(buyBox()).getByRole('button', { name: 'Adaugă în coș' }));
    expect(useCartStore.getState().items[0]?.cantitate).toBe(4);
    expect(toastAddedToCart).toHaveBeenLastCalledWith('Miere cu cătină 250 g', {
      requested: 1,
      added: 0,
      stock: honey.stoc,
    });
  });

  it('alerts "Stoc epuizat!" and adds nothing when the product is out of stock', async () => {
    const soldOut = { ...honey, id: 99, slug: 'crema-de-miere', stoc: 0 };
    setupApi({ [soldOut.slug]: soldOut });
    renderProduct('/produs/crema-de-miere');
    expect(await screen.findByText('Stoc epuizat')).toBeInTheDocument();
    expect(screen.queryByText('Stoc epuizat!')).not.toBeInTheDocument();

    await userEvent.click(within(buyBox()).getByRole('button', { name: 'Adaugă în coș' }));
    expect(within(buyBox()).getByRole('alert')).toHaveTextContent('Stoc epuizat!');
    expect(useCartStore.getState().items).toEqual([]);
    expect(toastAddedToCart).not.toHaveBeenCalled();
  });

  it("shows a product's own note, its first paragraph as the title, and none for a product without", async () => {
    const other = { ...honey, id: 41, slug: 'tinctura', nota: '', nota_en: '' };
    const short = { ...honey, id: 42, slug: 'sapun', nota: 'Doar la comandă.', nota_en: '' };
    setupApi({ [honey.slug]: honey, [other.slug]: other, [short.slug]: short });
    const { router } = renderProduct('/produs/miere-cu-catina-250-g');
    const note = await screen.findByRole('region', { name: 'O delicatesă din miere și fructe' });
    expect(within(note).getByText('Miere crudă cu fructe.')).toBeInTheDocument();
    expect(within(note).getByText('Se păstrează la rece.')).toBeInTheDocument();

    await router.navigate('/produs/tinctura');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'O delicatesă din miere și fructe' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Notă' })).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();

    // A single paragraph is the note itself, under a heading for screen readers.
    await router.navigate('/produs/sapun');
    const plain = await screen.findByRole('region', { name: 'Notă' });
    expect(within(plain).getByText('Doar la comandă.')).toBeInTheDocument();
  });

  it('lists the reviews in their tab, with the date part and more on demand', async () => {
    setupApi({ [honey.slug]: honey }, () => ({
      count: 6,
      next: 'http://localhost/api/recenzii/?produs_id=91&page=2',
      previous: null,
      results: [
        {
          id: 1,
          produs_id: 91,
          user_nume: 'Maria I.',
          data_creare: '2026-10-30T22:22:39.000Z',
          comentariu: 'Gust bun.',
          rating: 5,
        },
      ],
    }));
    renderProduct('/produs/miere-cu-catina-250-g');
    await userEvent.click(await screen.findByRole('button', { name: '2 recenzii' }));
    expect(screen.getByRole('tab', { name: 'Recenzii (2)' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Maria I.')).toBeInTheDocument();
    expect(within(panel).getByText('30 octombrie 2026')).toBeInTheDocument();
    expect(within(panel).getByText('Evaluare 5 din 5')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mai multe recenzii' })).toBeInTheDocument();
  });

  it('only warns when the reviews cannot be loaded, and shows an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setupApi({ [honey.slug]: honey }, () => jsonResponse({ detail: 'boom' }, 500));
    renderProduct('/produs/miere-cu-catina-250-g');
    await userEvent.click(await screen.findByRole('tab', { name: 'Recenzii (2)' }));
    expect(await screen.findByText('Acest produs nu are încă recenzii.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown slug', async () => {
    mockApi({
      '/api/produse/nu-exista/': () =>
        jsonResponse({ detail: 'Produsul nu a fost găsit.', code: 'catalog.product_not_found' }, 404),
    });
    renderProduct('/produs/nu-exista');
    expect(await screen.findByRole('heading', { name: 'Pagina nu a fost găsită' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the product cannot be loaded', async () => {
    let fail = true;
    mockApi({
      '/api/produse/miere-cu-catina-250-g/': () => (fail ? jsonResponse({ detail: 'boom' }, 500) : honey),
      '/api/produse/': () => page([]),
      '/api/recenzii/': () => page([]),
    });
    renderProduct('/produs/miere-cu-catina-250-g');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nu am putut încărca produsul.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miere cu cătină 250 g' }),
    ).toBeInTheDocument();
  });
});
