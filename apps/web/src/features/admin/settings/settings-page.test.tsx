import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminShopSettings, AdminShopSettingsInput } from '@shop/shared/schemas/shop-settings';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { showShopToast } from '@/lib/toasts';
import { useAuthStore } from '@/stores/auth-store';
import { DEMO_SHOP_SETTINGS } from '@/test-utils/shop-settings';
import { SettingsPage, toSettingsBody } from './settings-page';
import { withAdminMe } from '@/test-utils/admin-me';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});
afterEach(() => useAuthStore.getState().signOut());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DEMO_INPUT: AdminShopSettings['settings'] = {
  ...DEMO_SHOP_SETTINGS,
  order_notifications: true,
  registered_office: {
    judet: 'București',
    localitate: 'Sector 3',
    adresa: 'Str. Doamnei nr. 12',
    cod_postal: '030052',
  },
  share_capital: '200.00',
};
const ANSWER: AdminShopSettings = { settings: DEMO_INPUT, updated_at: null, updated_by: null };
const SERIES = {
  series: [
    { kind: 'credit_note', prefix: 'SLVCR', next_number: 3, last_used: 2 },
    { kind: 'invoice', prefix: 'SLV', next_number: 41, last_used: 40 },
  ],
};

function mockApi({
  superuser = true,
  save,
  saveSeries,
}: {
  superuser?: boolean;
  save?: (body: AdminShopSettingsInput) => Response;
  saveSeries?: (body: unknown) => Response;
}) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    withAdminMe(
      async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/user/') {
          return json({
            id: 1,
            username: 'ana',
            email: 'ana@magazin.ro',
            first_name: 'Ana',
            last_name: '',
            is_staff: true,
            is_superuser: superuser,
            email_verified: true,
          });
        }
        if (url.pathname === '/api/csrf/') return json({});
        if (url.pathname === '/api/admin/settings/' && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as AdminShopSettingsInput;
          saved.push(body);
          return (
            save?.(body) ??
            json({ settings: body, updated_at: '2026-11-26T10:00:00Z', updated_by: 'ana@magazin.ro' })
          );
        }
        if (url.pathname === '/api/admin/settings/') return json(ANSWER);
        if (url.pathname === '/api/admin/invoice-series/' && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as unknown;
          saved.push(body);
          return saveSeries?.(body) ?? json(SERIES);
        }
        if (url.pathname === '/api/admin/invoice-series/') return json(SERIES);
        return json({ detail: 'not found' }, 404);
      },
      superuser ? undefined : ['orders', 'stock'],
    ),
  );
  return saved;
}

function renderPage() {
  useAuthStore.getState().signIn('token-1');
  const router = createMemoryRouter([{ path: '/admin/setari', element: <SettingsPage /> }], {
    initialEntries: ['/admin/setari'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('SettingsPage', () => {
  it('shows the settings, and sends every field with the hours grouped by day', async () => {
    const saved = mockApi({});
    const user = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Denumirea firmei' });
    expect(name).toHaveValue('Salvia Naturals SRL');
    expect(
      screen.getByText('Valorile demonstrative ale magazinului, nemodificate încă.'),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Verbena SRL');
    const shipping = screen.getByRole('textbox', { name: 'Costul livrării (lei)' });
    await user.clear(shipping);
    await user.type(shipping, '19,9');
    // Saturday closes, Sunday opens.
    await user.click(within(screen.getByRole('group', { name: 'Sâmbătă' })).getByRole('checkbox'));
    await user.click(within(screen.getByRole('group', { name: 'Duminică' })).getByRole('checkbox'));
    // The shop's mails about its own orders and returns are on until turned off.
    const notifications = screen.getByRole('checkbox', {
      name: 'Trimite-mi un email la fiecare comandă nouă și la fiecare cerere de retur',
    });
    expect(notifications).toBeChecked();
    await user.click(notifications);
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ...DEMO_INPUT,
      order_notifications: false,
      company_name: 'Verbena SRL',
      shipping_cost: '19.90',
      hours: [
        { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
        { days: [7], open: '09:00', close: '17:00' },
      ],
    });
    await waitFor(() => expect(showShopToast).toHaveBeenCalledWith('Modificările au fost salvate.'));
    expect(await screen.findByText(/^Ultima modificare: .*, de ana@magazin\.ro\.$/)).toBeInTheDocument();
  });

  it('refuses what the law does not allow before sending, beside the field', async () => {
    const saved = mockApi({});
    const user = renderPage();
    const returns = await screen.findByRole('textbox', { name: 'Drept de retur (zile)' });
    await user.clear(returns);
    await user.type(returns, '10');
    const cui = screen.getByRole('textbox', { name: 'CUI' });
    await user.clear(cui);
    await user.type(cui, 'RO45281632');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    expect(await screen.findByText('Între 14 și 365 de zile.')).toBeInTheDocument();
    expect(screen.getByText('CUI invalid: verifică cifra de control.')).toBeInTheDocument();
    expect(cui).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
  });

  it("shows the server's refusal beside its field", async () => {
    mockApi({
      save: () =>
        json({ detail: 'Date invalide.', iban: ['IBAN invalid: verifică cifrele de control.'] }, 400),
    });
    const user = renderPage();
    await screen.findByRole('textbox', { name: 'IBAN' });
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('IBAN invalid: verifică cifrele de control.')).toBeInTheDocument();
  });

  it('lets staff without the settings permission read, not change', async () => {
    mockApi({ superuser: false });
    renderPage();
    expect(
      await screen.findByText('Doar cineva cu permisiunea „Setări” poate modifica setările.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Denumirea firmei' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvează' })).not.toBeInTheDocument();
  });
});

describe('SettingsPage: invoices', () => {
  it("sends the seller's registered office and share capital, checked as the checkout checks an address", async () => {
    const saved = mockApi({});
    const user = renderPage();
    const county = await screen.findByRole('combobox', { name: 'Județul sediului' });
    expect(county).toHaveValue('București');
    await user.selectOptions(county, '');
    const postal = screen.getByRole('textbox', { name: 'Codul poștal al sediului' });
    await user.clear(postal);
    await user.type(postal, '12');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Alege județul din listă.')).toBeInTheDocument();
    expect(screen.getByText('Codul poștal are 6 cifre.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.selectOptions(county, 'Cluj');
    await user.clear(screen.getByRole('textbox', { name: 'Localitatea sediului' }));
    await user.type(screen.getByRole('textbox', { name: 'Localitatea sediului' }), 'Cluj-Napoca');
    await user.clear(postal);
    await user.type(postal, '400114');
    const capital = screen.getByRole('textbox', { name: 'Capital social (lei)' });
    await user.clear(capital);
    await user.type(capital, '45000');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      registered_office: {
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'Str. Doamnei nr. 12',
        cod_postal: '400114',
      },
      share_capital: '45000.00',
    });
  });

  it("shows the series and the server's refusal of a number already used", async () => {
    const saved = mockApi({
      saveSeries: () =>
        json(
          {
            detail: 'Seria SLV a folosit deja numărul 40: următorul poate fi cel puțin 41.',
            code: 'invoices.series_number_used',
            series: ['Seria SLV a folosit deja numărul 40: următorul poate fi cel puțin 41.'],
          },
          409,
        ),
    });
    const user = renderPage();
    // The series load beside the settings, in their own request.
    const next = await screen.findByRole(
      'textbox',
      { name: 'Numărul următor pentru factură' },
      { timeout: 5000 },
    );
    expect(next).toHaveValue('41');
    expect(screen.getByText('Ultimul număr folosit: 40')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, '12');
    await user.click(screen.getByRole('button', { name: 'Salvează seriile' }));
    expect(
      await screen.findByText(
        'Seria SLV a folosit deja numărul 40: următorul poate fi cel puțin 41.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([
      {
        series: [
          { kind: 'invoice', prefix: 'SLV', next_number: 12 },
          { kind: 'credit_note', prefix: 'SLVCR', next_number: 3 },
        ],
      },
    ]);
  });
});

describe('toSettingsBody', () => {
  it('reads figures as typed, so an unreadable one fails as such', () => {
    const body = toSettingsBody({
      ...Object.fromEntries(Object.entries(DEMO_SHOP_SETTINGS).map(([key, value]) => [key, String(value)])),
      order_notifications: true,
      registered_office: DEMO_INPUT.registered_office,
      share_capital: '200',
      shipping_cost: 'douăzeci',
      return_days: '',
      days: Array.from({ length: 7 }, () => ({ open: false, opens: '09:00', closes: '17:00' })),
    } as Parameters<typeof toSettingsBody>[0]);
    expect(body.shipping_cost).toBe('douăzeci');
    expect(body.return_days).toBeNaN();
    expect(body.hours).toEqual([]);
  });
});
