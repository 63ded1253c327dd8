import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '@/lib/i18n';
import { toastAddedToCart, toastFavourite } from '@/lib/toasts';
import { useCartStore } from '@/stores/cart-store';
import { useGuestFavouritesStore } from '@/stores/favourites-store';
import { makeProduct, mockApi, renderRoutes } from '../test-utils';
import { ProductCard } from './product-card';

vi.mock('@/lib/toasts', () => ({ toastAddedToCart: vi.fn(), toastFavourite: vi.fn() }));

// Screens with many steps, on two cores shared with other runs.
vi.setConfig({ testTimeout: 20_000 });

const serum = makeProduct({
  id: 7,
  slug: 'ser-vitamina-c',
  titlu: 'Ser cu vitamina C',
  titlu_en: 'Vitamin C serum',
  pret: '89.90',
  pret_redus: '71.90',
  stoc: 3,
  imagine_principala_url: 'http://localhost:3000/media/products/ser.webp',
  rating_mediu: 4.5,
  numar_recenzii: 2,
});

function renderCard(product = serum, path = '/') {
  return renderRoutes(
    [
      { path: '/', element: <ProductCard product={product} /> },
      { path: '/en', element: <ProductCard product={product} /> },
    ],
    path,
  );
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(async () => {
  vi.clearAllMocks();
  await setLanguage('ro');
  mockApi({});
  useCartStore.setState({ items: [], coupon: null });
  useGuestFavouritesStore.setState({ ids: [] });
});

describe('product card', () => {
  it('shows the picture as resized variants, the title linking to the product, stars and prices', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Ser cu vitamina C' })).toHaveAttribute(
      'href',
      '/produs/ser-vitamina-c',
    );
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/products/ser.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/ser.webp?w=320 320w, /media/products/ser.webp?w=480 480w',
    );
    expect(image).toHaveAttribute('sizes');
    expect(within(card).getByText('Evaluare 4,5 din 5, 2 recenzii')).toBeInTheDocument();
    expect(within(card).getByText('71,90 lei')).toBeInTheDocument();
    expect(within(card).getByText('89,90 lei').tagName).toBe('S');
  });

  it('keeps the language prefix in the product link', async () => {
    await setLanguage('en');
    renderCard(serum, '/en');
    expect(screen.getByRole('link', { name: 'Vitamin C serum' })).toHaveAttribute(
      'href',
      '/en/produs/ser-vitamina-c',
    );
  });

  it('adds one to the cart and names the product in the toast', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă în coș' }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ id: 7, slug: 'ser-vitamina-c', cantitate: 1, pret_redus: '71.90' }),
    ]);
    // Only the cart-line fields are stored (contract §3), not the whole product.
    expect(useCartStore.getState().items[0]).not.toHaveProperty('categorie');
    expect(toastAddedToCart).toHaveBeenCalledWith('Ser cu vitamina C', { requested: 1, added: 1, stock: 3 });
  });

  it('tells the toast that nothing was added once the cart holds the whole stock', async () => {
    renderCard();
    const add = screen.getByRole('button', { name: 'Adaugă în coș' });
    for (let click = 0; click < 4; click++) await userEvent.click(add);
    expect(useCartStore.getState().items[0]?.cantitate).toBe(3);
    expect(toastAddedToCart).toHaveBeenLastCalledWith('Ser cu vitamina C', {
      requested: 1,
      added: 0,
      stock: 3,
    });
  });

  it('offers no add-to-cart for a product out of stock', () => {
    renderCard({ ...serum, stoc: 0 });
    expect(screen.getByRole('button', { name: 'Stoc epuizat' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adaugă în coș' })).not.toBeInTheDocument();
  });

  it('toggles the favourite, with a pressed state, a matching name and a toast', async () => {
    renderCard();
    const add = screen.getByRole('button', { name: 'Adaugă la favorite' });
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Elimină din favorite' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('fav_prod_ids')).toBe('[7]');
    expect(toastFavourite).toHaveBeenLastCalledWith('Ser cu vitamina C', 'added');

    await userEvent.click(remove);
    expect(screen.getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem('fav_prod_ids')).toBeNull();
    expect(toastFavourite).toHaveBeenLastCalledWith('Ser cu vitamina C', 'removed');
  });
});

describe('ProductCard price notes', () => {
  it('shows the unit price and, while reduced, the lowest price of the last 30 days', async () => {
    renderCard({ ...serum, pret_minim_30_zile: '79.90', cantitate_neta: 30, unitate: 'ml' });
    expect(await screen.findByText('239,67 lei / 100 ml')).toBeInTheDocument();
    expect(screen.getByText('Cel mai mic preț din ultimele 30 de zile: 79,90 lei')).toBeInTheDocument();
  });

  it('shows neither without a reduction or a net quantity', async () => {
    renderCard({ ...serum, pret_redus: null, pret_minim_30_zile: null });
    await screen.findByText('Ser cu vitamina C');
    expect(screen.queryByText(/ultimele 30 de zile/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\/ 100 ml/)).not.toBeInTheDocument();
  });
});
