import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n, syncLanguageWithPath } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { withShopSettings } from '@/test-utils/shop-settings';
import { contentRoutes } from './content-routes';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        HydrateFallback: () => null,
        children: [
          { path: 'ro', children: contentRoutes() },
          { path: 'en', children: contentRoutes() },
          ...contentRoutes(),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  router.subscribe((state) => void syncLanguageWithPath(state.location.pathname));
  // The contact page's form asks who is signed in.
  render(
    <QueryClientProvider client={withShopSettings(createQueryClient())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The pages load their code and texts lazily; a busy machine needs more than the default second. */
const LOAD = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('ro');
});

const PAGES = [
  ['/despre-noi', 'Despre noi', 'About us'],
  ['/cum-comand', 'Cum comand', 'How to order'],
  ['/detalii-livrare', 'Detalii livrare', 'Delivery details'],
  ['/politica-retur', 'Politica de retur', 'Return policy'],
  ['/termeni-conditii', 'Termeni și condiții', 'Terms and conditions'],
  ['/politica-confidentialitate', 'Politica de confidențialitate', 'Privacy policy'],
  ['/politica-cookies', 'Politica de cookies', 'Cookie policy'],
  ['/faq', 'Întrebări frecvente', 'Frequently asked questions'],
  ['/contact', 'Contact', 'Contact'],
] as const;

describe('information pages', () => {
  it.each(PAGES)('%s has its title, breadcrumb and document title in Romanian', async (path, title) => {
    await syncLanguageWithPath(path);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Fir de navigare' });
    expect(within(breadcrumb).getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${title} | Salvia`));
  });

  it.each(PAGES)('/en%s is in English', async (path, _, title) => {
    await syncLanguageWithPath(`/en${path}`);
    renderAt(`/en${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  });

  it.each([
    ['/politica-cookie', '/politica-cookies'],
    ['/ro/politica-cookie', '/ro/politica-cookies'],
    ['/en/politica-cookie?x=1', '/en/politica-cookies'],
  ])('redirects %s to %s', async (from, to) => {
    await syncLanguageWithPath(from);
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), LOAD);
    expect(await screen.findByRole('heading', { level: 1 }, LOAD)).toBeInTheDocument();
    if (from.includes('?')) expect(router.state.location.search).toBe('?x=1');
  });

  it('quotes the shared values: 200 lei, 25 lei, 1-4 days, 30 days', async () => {
    await syncLanguageWithPath('/detalii-livrare');
    renderAt('/detalii-livrare');
    await screen.findByRole('heading', { level: 1, name: 'Detalii livrare' }, LOAD);
    const main = document.body;
    expect(main).toHaveTextContent('Livrarea standard costă 25,00 lei pentru orice comandă.');
    expect(main).toHaveTextContent('Livrare gratuită pentru comenzi de la 200,00 lei. Pragul');
    expect(main).toHaveTextContent('în 1–4 zile lucrătoare');
  });

  it('gives policies a table of contents whose links reach the sections', async () => {
    await syncLanguageWithPath('/politica-retur');
    renderAt('/politica-retur');
    await screen.findByRole('heading', { level: 1, name: 'Politica de retur' }, LOAD);
    const [toc] = screen.getAllByRole('navigation', { name: 'Cuprins' });
    const links = within(toc!).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByText('Ultima actualizare:').parentElement?.querySelector('time')).toHaveAttribute(
      'dateTime',
    );
  });

  it('opens FAQ answers with the keyboard', async () => {
    await syncLanguageWithPath('/faq');
    renderAt('/faq');
    const question = await screen.findByRole('button', { name: 'Cât costă livrarea?' }, LOAD);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button').length).toBeGreaterThanOrEqual(10);

    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Livrarea standard costă 25,00 lei/)).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    const next = screen.getByRole('button', { name: 'Pot ridica comanda dintr-un locker easybox?' });
    expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(next).toHaveAttribute('aria-expanded', 'true');
  });

  it('contact shows phone and e-mail links beside its form', async () => {
    await syncLanguageWithPath('/contact');
    renderAt('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact' }, LOAD);
    // The shop's settings: the number as written, dialled in its international form.
    expect(screen.getByRole('link', { name: '021 310 45 67' })).toHaveAttribute('href', 'tel:+40213104567');
    expect(screen.getByRole('link', { name: 'contact@salvia-naturals.ro' }).getAttribute('href')).toMatch(
      /^mailto:contact@salvia-naturals\.ro\?subject=/,
    );
    expect(screen.getByText('Salvia Naturals SRL')).toBeInTheDocument();
    expect(screen.getByText('RO59BTRLRONCRT0481739201 (Banca Transilvania)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Trimite mesajul' }, LOAD)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /Sunt de acord cu prelucrarea datelor mele/ }),
    ).not.toBeChecked();
  });
});
