import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { DEMO_SHOP_SETTINGS } from '@/test-utils/shop-settings';
import { ShopSettingsGate } from './shop-settings-gate';

beforeAll(async () => {
  await initI18n('ro');
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderGate() {
  const queryClient = createQueryClient({ logErrors: false });
  render(
    <QueryClientProvider client={queryClient}>
      <ShopSettingsGate>{(shop) => <p>Livrare {shop.shipping_cost} lei</p>}</ShopSettingsGate>
    </QueryClientProvider>,
  );
}

describe('ShopSettingsGate', () => {
  it('waits for the settings, then renders with them', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    answer(json(DEMO_SHOP_SETTINGS));
    expect(await screen.findByText('Livrare 25.00 lei')).toBeInTheDocument();
  });

  it('offers to try again when they cannot be loaded, and renders once they come', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ detail: 'Nu.' }, 404))
      .mockResolvedValue(json(DEMO_SHOP_SETTINGS));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut încărca datele magazinului.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('Livrare 25.00 lei')).toBeInTheDocument();
  });
});
