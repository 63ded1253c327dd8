import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductVariant } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useCartStore } from '@/stores/cart-store';
import { makeDetail, makeProduct, mockApi, page, renderRoutes } from '../../test-utils';
import { ProductCard } from '../product-card';
import { ProductPage } from './product-page';
import { VariantChooser } from './variant-chooser';

vi.mock('@/lib/toasts', () => ({ toastAddedToCart: vi.fn(), toastFavourite: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const SIZE = {
  id: 7,
  nume: 'Mărime',
  nume_en: 'Size',
  valori: [
    { id: 70, valoare: '50 ml', valoare_en: '50 ml' },
    { id: 71, valoare: '100 ml', valoare_en: '100 ml' },
  ],
};

function variant(overrides: Partial<ProductVariant> & Pick<ProductVariant, 'id' | 'slug'>): ProductVariant {
  return {
    titlu: 'Cremă',
    titlu_en: '',
    sku: null,
    ean: null,
    pret: '10.00',
    pret_redus: null,
    pret_minim_30_zile: null,
    cantitate_neta: null,
    unitate: null,
    stoc: 5,
    imagine_principala_url: null,
    valori: [],
    ...overrides,
  };
}

const small = variant({
  id: 109,
  slug: 'crema-50-ml',
  titlu: 'Cremă hidratantă – 50 ml',
  sku: 'CRM-50',
  pret: '54.90',
  cantitate_neta: 50,
  unitate: 'ml',
  stoc: 40,
  valori: [{ optiune: 7, valoare: 70 }],
});
const large = variant({
  id: 110,
  slug: 'crema-100-ml',
  titlu: 'Cremă hidratantă – 100 ml',
  sku: 'CRM-100',
  pret: '89.90',
  pret_redus: '79.90',
  pret_minim_30_zile: '84.90',
  cantitate_neta: 100,
  unitate: 'ml',
  stoc: 25,
  valori: [{ optiune: 7, valoare: 71 }],
});

function cream(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return makeDetail({
    id: 106,
    slug: 'crema-hidratanta',
    titlu: 'Cremă hidratantă',
    sku: 'CRM',
    pret: '54.90',
    stoc: 65,
    are_variante: true,
    optiuni: [SIZE],
    variante: [small, large],
    ...overrides,
  });
}

function Product() {
  const { slug = '' } = useParams();
  return <ProductPage slug={slug} notFound={<h1>Pagina nu a fost găsită</h1>} />;
}

function renderProduct(path: string, product: ProductDetail, answers: Record<string, ProductDetail> = {}) {
  mockApi({
    '/api/produse/': () => page([]),
    '/api/recenzii/': () => page([]),
    [`/api/produse/${product.slug}/`]: () => product,
    ...Object.fromEntries(
      Object.entries(answers).map(([slug, answer]) => [`/api/produse/${slug}/`, () => answer]),
    ),
  });
  return renderRoutes([{ path: '/produs/:slug', element: <Product /> }], path);
}

const buyBox = () => screen.getByRole('region', { name: 'Cremă hidratantă' });

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  vi.clearAllMocks();
  useCartStore.setState({ items: [], coupon: null });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('choosing a variant on the product page', () => {
  it('shows the first variant in stock, then the chosen one: price, Omnibus, unit price, SKU, address', async () => {
    const { router } = renderProduct('/produs/crema-hidratanta', cream());
    const size = await screen.findByRole('group', { name: 'Mărime: 50 ml' });
    expect(screen.getByRole('radio', { name: '50 ml' })).toBeChecked();
    expect(buyBox()).toHaveTextContent('54,90 lei');
    expect(buyBox()).toHaveTextContent('109,80 lei / 100 ml');
    expect(buyBox()).toHaveTextContent('Cod produs: CRM-50');

    await userEvent.click(screen.getByRole('radio', { name: '100 ml' }));
    expect(size).toHaveAccessibleName('Mărime: 100 ml');
    expect(buyBox()).toHaveTextContent('79,90 lei');
    expect(buyBox()).toHaveTextContent('89,90 lei');
    expect(buyBox()).toHaveTextContent('Cel mai mic preț din ultimele 30 de zile: 84,90 lei');
    expect(buyBox()).toHaveTextContent('79,90 lei / 100 ml');
    expect(buyBox()).toHaveTextContent('Cod produs: CRM-100');
    expect(router.state.location.search).toBe('?varianta=crema-100-ml');

    await userEvent.click(screen.getByRole('button', { name: 'Adaugă în coș' }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        id: 110,
        slug: 'crema-100-ml',
        titlu: 'Cremă hidratantă – 100 ml',
        cantitate: 1,
      }),
    ]);
  });

  it('opens with the variant the address names', async () => {
    renderProduct('/produs/crema-hidratanta?varianta=crema-100-ml', cream());
    expect(await screen.findByRole('radio', { name: '100 ml' })).toBeChecked();
    expect(buyBox()).toHaveTextContent('Cod produs: CRM-100');
  });

  it('asks for a choice, with the button disabled, when no variant can be the default', async () => {
    const soldOut = cream({
      stoc: 0,
      variante: [
        { ...small, stoc: 0 },
        { ...large, stoc: 0 },
      ],
    });
    renderProduct('/produs/crema-hidratanta', soldOut);
    const button = await screen.findByRole('button', { name: 'Adaugă în coș' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Alege Mărime ca să adaugi produsul în coș.');
    expect(buyBox()).toHaveTextContent('de la');
    expect(screen.getByRole('radio', { name: /^50 ml\s*\(stoc epuizat\)$/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /^50 ml\s*\(stoc epuizat\)$/ }));
    expect(screen.getByRole('button', { name: 'Adaugă în coș' })).toBeEnabled();
    expect(buyBox()).toHaveTextContent('Stoc epuizat');
  });

  it("moves a variant's own address to its parent's page with the variant chosen", async () => {
    // The API answers a variant's slug with its parent (it followed the 301).
    const { router } = renderProduct('/produs/crema-100-ml', cream(), { 'crema-100-ml': cream() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/produs/crema-hidratanta'));
    expect(router.state.location.search).toBe('?varianta=crema-100-ml');
    expect(await screen.findByRole('radio', { name: '100 ml' })).toBeChecked();
  });
});

describe('the chooser without JavaScript', () => {
  it('renders each value as a link to the page with that variant chosen', async () => {
    const product = cream();
    const routes = [
      {
        path: '/produs/:slug',
        element: <VariantChooser product={product} chosen={small} onChoose={() => {}} />,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/produs/crema-hidratanta?tab=1'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </QueryClientProvider>,
    );
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('href="/produs/crema-hidratanta?tab=1&amp;varianta=crema-100-ml"');
    expect(html).toMatch(
      /aria-current="true"[^>]*href="\/produs\/crema-hidratanta\?tab=1&amp;varianta=crema-50-ml"|href="\/produs\/crema-hidratanta\?tab=1&amp;varianta=crema-50-ml"[^>]*aria-current="true"/,
    );
  });
});

describe('the card of a product sold in variants', () => {
  it('shows "from" its price and leads to its page instead of adding to the cart', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ProductCard
              product={makeProduct({
                id: 106,
                slug: 'crema-hidratanta',
                titlu: 'Cremă hidratantă',
                pret: '54.90',
                are_variante: true,
              })}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('de la')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adaugă în coș' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Alege varianta' })).toHaveAttribute(
      'href',
      '/produs/crema-hidratanta',
    );
  });
});
