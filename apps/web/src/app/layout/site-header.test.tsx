import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { withShopSettings } from '@/test-utils/shop-settings';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { useGuestFavouritesStore } from '@/stores/favourites-store';
import { SiteHeader } from './site-header';

function category(id: number, slug: string, nume: string, children: CategoryNode[] = []): CategoryNode {
  return {
    id,
    slug,
    nume,
    nume_en: nume,
    imagine_principala_url: null,
    parent: null,
    sort_number: id,
    numar_produse: 3,
    subcategorii: children,
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderHeader(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={withShopSettings(createQueryClient())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

// Menus load their code on first use; on a busy machine that can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ token: null, isAdmin: false });
  useCartStore.setState({ items: [], coupon: null });
  useGuestFavouritesStore.setState({ ids: [] });
});

describe('desktop header (contract §2)', () => {
  it('offers login and register to guests, coming back to the page they were on', async () => {
    renderHeader('/produse?page=2');
    const account = screen.getByRole('button', { name: 'Contul meu' });
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Autentificare' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproduse%3Fpage%3D2',
    );
    expect(screen.getByRole('link', { name: 'Creează cont' })).toHaveAttribute(
      'href',
      '/register?next=%2Fproduse%3Fpage%3D2',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Autentificare' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('greets a customer by name, links the account and logs out (POST /api/logout/)', async () => {
    useAuthStore.setState({ token: 'abc' });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/user/') {
        return jsonResponse({
          id: 1,
          username: 'ana',
          email: 'ana@example.ro',
          first_name: 'Ana',
          last_name: 'Pop',
          is_staff: false,
          is_superuser: false,
          email_verified: true,
        });
      }
      if (url.startsWith('/api/favorite/'))
        return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      if (url === '/api/logout/' && init?.method === 'POST') return new Response(null, { status: 204 });
      if (url === '/api/csrf/') return jsonResponse({});
      return jsonResponse({ detail: 'nope' }, 404);
    });
    renderHeader('/faq');

    const account = await screen.findByRole('button', { name: /^Ana/ });
    await userEvent.click(account);
    expect(screen.getByText('Salut, Ana!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contul meu' })).toHaveAttribute('href', '/contul-meu');

    await userEvent.click(screen.getByRole('button', { name: 'Deconectare' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/logout/' && init?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Contul meu' })).toBeInTheDocument();
  });

  it('shows the cart and favourites counts, and the cart menu leads to the cart', async () => {
    useCartStore.setState({
      items: [
        {
          id: 1,
          slug: 'a',
          titlu: 'Ser cu vitamina C',
          titlu_en: '',
          pret: '50.00',
          pret_redus: null,
          stoc: 9,
          imagine_principala_url: null,
          cantitate: 2,
        },
        {
          id: 2,
          slug: 'b',
          titlu: 'Apă termală',
          titlu_en: '',
          pret: '20.00',
          pret_redus: '15.00',
          stoc: 9,
          imagine_principala_url: null,
          cantitate: 1,
        },
      ],
    });
    useGuestFavouritesStore.setState({ ids: [4, 5, 6] });
    renderHeader();

    expect(screen.getAllByRole('link', { name: 'Favorite, 3 produse' })[0]).toHaveAttribute(
      'href',
      '/favorite',
    );
    const cart = screen.getByRole('button', { name: 'Coș, 3 produse' });
    await userEvent.click(cart);
    expect(screen.getByText('3 produse în coș')).toBeInTheDocument();
    expect(screen.getByText('115,00 lei')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi coșul' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Finalizează comanda' })).toHaveAttribute('href', '/checkout');
  });

  it('opens the Products dropdown with the categories (loaded only then) and links to them', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        count: 1,
        next: null,
        previous: null,
        results: [category(1, 'ingrijirea-fetei', 'Îngrijirea feței', [category(8, 'seruri', 'Seruri')])],
      }),
    );
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigare principală' });
    expect(within(nav).getByRole('link', { name: 'Despre noi' })).toHaveAttribute('href', '/despre-noi');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Întrebări frecvente' })).toHaveAttribute('href', '/faq');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    await userEvent.click(within(nav).getByRole('button', { name: 'Produse' }));
    expect(await within(nav).findByRole('link', { name: 'Seruri' })).toHaveAttribute(
      'href',
      '/produse/seruri',
    );
    expect(within(nav).getByRole('link', { name: 'Îngrijirea feței' })).toHaveAttribute(
      'href',
      '/produse/ingrijirea-fetei',
    );
    expect(within(nav).getByRole('link', { name: 'Toate produsele' })).toHaveAttribute('href', '/produse');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/categorii/');

    await userEvent.click(within(nav).getByRole('link', { name: 'Seruri' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/produse/seruri');
    expect(within(nav).queryByRole('link', { name: 'Seruri' })).not.toBeInTheDocument();
  });

  it('keeps the Products dropdown usable when the categories cannot be loaded (contract §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'boom' }, 500));
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigare principală' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Produse' }));
    expect(
      await within(nav).findByText('Nu am putut încărca categoriile.', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Toate produsele' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Eroare la încărcarea categoriilor', expect.anything());
  });
});

describe('mobile header (contract §2)', () => {
  it('opens the slide-in menu with the category accordion and closes it with Escape', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        count: 1,
        next: null,
        previous: null,
        results: [category(1, 'ingrijirea-fetei', 'Îngrijirea feței', [category(8, 'seruri', 'Seruri')])],
      }),
    );
    renderHeader();
    const open = screen.getByRole('button', { name: 'Deschide meniul' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Meniu' });
    const section = await within(dialog).findByRole('button', { name: 'Îngrijirea feței' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Seruri' })).toHaveAttribute('href', '/produse/seruri');
    expect(within(dialog).getByRole('combobox', { name: 'Limba site-ului' })).toHaveValue('ro');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});

/**
 * The header as the server sends it, before the scripts run (and for readers without them): every
 * way on from it is a link or a GET form, since a button does nothing until the page hydrates.
 */
describe('header before hydration', () => {
  function serverHeader(path = '/produse?page=2'): Document {
    const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
    const html = renderToString(
      <QueryClientProvider client={withShopSettings(createQueryClient())}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return new DOMParser().parseFromString(html, 'text/html');
  }

  it('searches with a GET form to /search whose input is named as the page reads it', () => {
    const document = serverHeader();
    const forms = [...document.querySelectorAll('form[role="search"]')];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form.getAttribute('action')).toBe('/search');
      expect(form.getAttribute('method')).toBe('get');
      const input = form.querySelector('input[role="combobox"]');
      expect(input?.getAttribute('name')).toBe('searchText');
      // ARIA in HTML allows the combobox role on a text input, not on type="search".
      expect(input?.getAttribute('type')).toBe('text');
    }
  });

  it('keeps the English prefix in the search form', () => {
    const form = serverHeader('/en/produse').querySelector('form[role="search"]');
    expect(form?.getAttribute('action')).toBe('/en/search');
  });

  it('has no button outside a form: menus start as links and a native disclosure', () => {
    const document = serverHeader();
    const loose = [...document.querySelectorAll('button')].filter(
      (button) => !button.closest('form') && !button.closest('[role="group"]'),
    );
    expect(loose.map((button) => button.outerHTML)).toEqual([]);
    const links = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    // The Products menu, the account and the cart menus lead to their pages.
    expect(links).toEqual(expect.arrayContaining(['/produse', '/cart', '/search']));
    // The phone's menu is a <details> whose panel lists the catalogue and information pages.
    const menu = document.querySelector('details > summary + nav');
    expect(menu).not.toBeNull();
    const menuLinks = [...menu!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(menuLinks).toEqual(expect.arrayContaining(['/produse', '/categorii', '/despre-noi', '/faq']));
  });
});
