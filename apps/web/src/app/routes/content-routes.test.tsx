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
  ['/formular-retragere', 'Formular de retragere', 'Withdrawal form'],
  ['/accesibilitate', 'Declarație de accesibilitate', 'Accessibility statement'],
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

  it('prints the model withdrawal form of OUG 34/2014 addressed to the seller of the settings', async () => {
    await syncLanguageWithPath('/formular-retragere');
    renderAt('/formular-retragere');
    await screen.findByRole('heading', { level: 1, name: 'Formular de retragere' }, LOAD);
    const form = screen.getByRole('region', { name: 'Formular de retragere' });
    expect(form).toHaveAttribute('data-print-alone');
    expect(form).toHaveTextContent(
      '— Către Salvia Naturals SRL, Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3, e-mail contact@salvia-naturals.ro:',
    );
    expect(form).toHaveTextContent(
      '(se completează și se returnează acest formular numai dacă doriți să vă retrageți din contract)',
    );
    expect(form).toHaveTextContent(
      '— Semnătura consumatorului (consumatorilor) (doar în cazul în care acest formular este notificat pe hârtie):',
    );
    expect(form).toHaveTextContent('(*) Se elimină mențiunea inutilă.');
    // The return days of the settings, a print control and the way back to the return policy.
    expect(document.body).toHaveTextContent('în cele 30 de zile ale dreptului de retur');
    expect(screen.getByRole('button', { name: 'Tipărește' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Politica de retur' })[0]).toHaveAttribute(
      'href',
      '/politica-retur',
    );
  });

  it("links the return policy to the withdrawal form, in the visitor's language", async () => {
    await syncLanguageWithPath('/en/politica-retur');
    renderAt('/en/politica-retur');
    await screen.findByRole('heading', { level: 1, name: 'Return policy' }, LOAD);
    expect(screen.getByRole('link', { name: 'model withdrawal form' })).toHaveAttribute(
      'href',
      '/en/formular-retragere',
    );
  });

  it('states the standard, the limits, a contact and the enforcement body for accessibility', async () => {
    await syncLanguageWithPath('/accesibilitate');
    renderAt('/accesibilitate');
    await screen.findByRole('heading', { level: 1, name: 'Declarație de accesibilitate' }, LOAD);
    const page = document.body;
    expect(page).toHaveTextContent('WCAG) 2.1');
    expect(page).toHaveTextContent('EN 301 549');
    expect(page).toHaveTextContent('Legii nr. 232/2022');
    expect(screen.getByRole('heading', { level: 2, name: /Limite cunoscute/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact@salvia-naturals.ro' })[0]).toHaveAttribute(
      'href',
      'mailto:contact@salvia-naturals.ro',
    );
    expect(page).toHaveTextContent('Autorității Naționale pentru Protecția Consumatorilor (ANPC)');
    expect(screen.getByRole('link', { name: 'anpc.ro' })).toHaveAttribute('href', 'https://anpc.ro/');
  });
});
