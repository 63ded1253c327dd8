import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminNetopiaSettings, AdminSamedaySettings } from '@shop/shared/schemas/admin/integrations';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { IntegrationsSettings } from './integrations-section';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NETOPIA: AdminNetopiaSettings = {
  active: true,
  updated_at: '2026-11-26T10:00:00Z',
  updated_by: 'ana@magazin.ro',
  env: { value: 'sandbox', saved: false, environment: 'sandbox' },
  pos_signature: { value: 'SAVE-POS1', saved: true, environment: 'ENV-POS' },
  public_key: { value: null, saved: false, environment: null },
  api_url: { value: null, saved: false, environment: null },
  api_key: { set: true, saved: true, environment_set: true },
};
const SAMEDAY: AdminSamedaySettings = {
  active: false,
  updated_at: null,
  updated_by: null,
  username: { value: null, saved: false, environment: null },
  api_url: { value: 'https://api.sameday.ro', saved: false, environment: 'https://api.sameday.ro' },
  pickup_point_id: { value: null, saved: false, environment: null },
  service_id: { value: null, saved: false, environment: null },
  password: { set: false, saved: false, environment_set: false },
};

function mockApi() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      if (url === '/api/csrf/') return json({});
      if (init?.method === 'PUT' || init?.method === 'POST') {
        sent.push({ url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : null });
      }
      if (url === '/api/admin/integrations/netopia/test')
        return json({ ok: false, message: '401 Unauthorized' });
      if (url === '/api/admin/integrations/netopia') return json(NETOPIA);
      if (url === '/api/admin/integrations/sameday') return json(SAMEDAY);
      return json({ detail: 'not found' }, 404);
    }),
  );
  return sent;
}

function renderSection(canEdit = true) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntegrationsSettings canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('IntegrationsSettings', () => {
  it('keeps a secret left blank, sends a typed one, and clears a blank plain field to the environment', async () => {
    const sent = mockApi();
    const user = renderSection();
    const netopia = await screen.findByRole('form', { name: 'Netopia Payments (plata cu cardul)' });
    const key = within(netopia).getByLabelText(/Cheie API/);
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    expect(within(netopia).getByText('setat')).toBeInTheDocument();
    expect(within(netopia).getByRole('textbox', { name: 'Semnătura POS' })).toHaveValue('SAVE-POS1');

    await user.click(within(netopia).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/admin/integrations/netopia',
      body: { env: null, pos_signature: 'SAVE-POS1', public_key: null, api_url: null },
    });

    await user.clear(within(netopia).getByRole('textbox', { name: 'Semnătura POS' }));
    await user.type(key, 'cheie-noua');
    await user.click(within(netopia).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ pos_signature: null, api_key: 'cheie-noua' });

    await user.click(within(netopia).getByRole('checkbox', { name: /Renunță la valoarea salvată/ }));
    await user.click(within(netopia).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.body).toMatchObject({ api_key: null });
  });

  it('refuses a bad value before sending it, and shows what the connection test answered', async () => {
    const sent = mockApi();
    const user = renderSection();
    const sameday = await screen.findByRole('form', { name: 'Sameday (curier și easybox)' });
    expect(within(sameday).getByText('nesetat')).toBeInTheDocument();
    await user.type(within(sameday).getByRole('textbox', { name: 'ID punct de ridicare' }), 'primul');
    await user.click(within(sameday).getByRole('button', { name: 'Salvează' }));
    expect(await within(sameday).findByText('Introduceți ID-ul numeric de la Sameday.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const netopia = screen.getByRole('form', { name: 'Netopia Payments (plata cu cardul)' });
    await user.click(within(netopia).getByRole('button', { name: 'Testează conexiunea' }));
    expect(await within(netopia).findByRole('status')).toHaveTextContent(
      'Conexiunea a eșuat: 401 Unauthorized',
    );
  });

  it('tells staff who are not superusers that only superusers see it, asking nothing of the API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSection(false);
    expect(screen.getByRole('note')).toHaveTextContent('Doar cine are permisiunea „Setări”');
    expect(fetch).not.toHaveBeenCalled();
  });
});
