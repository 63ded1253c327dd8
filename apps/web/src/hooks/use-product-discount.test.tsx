import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { prefetchProductDiscounts, productDiscountKeys, useProductDiscount } from './use-product-discount';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const discount = {
  produs: 7,
  reducere: {
    id: 1,
    nume: 'Toamna',
    nume_en: 'Autumn',
    tip: 'percent',
    procent: 25,
    cumpara: 0,
    categorii: [],
    produse: [7],
    ends_at: null,
  },
  pret_cu_reducere: '60.00',
  pret_minim_30_zile: '80.00',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('prefetchProductDiscounts (decision 062, server-rendered notes)', () => {
  it("asks once for a page's products and leaves nothing for the cards to ask", async () => {
    fetchMock.mockImplementation(async () => json({ results: [discount] }));
    const queryClient = createQueryClient();
    await prefetchProductDiscounts(queryClient, [{ id: 7 }, { id: 8 }, { id: 7 }, { id: 0 }]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://shop.test');
    expect(asked.pathname).toBe('/api/reduceri/produse/');
    expect(asked.searchParams.get('produse')).toBe('7,8');
    // A product without a discount is known to have none (null), not unknown.
    expect(queryClient.getQueryData(productDiscountKeys.of(7))).toEqual(discount);
    expect(queryClient.getQueryState(productDiscountKeys.of(8))?.status).toBe('success');
    expect(queryClient.getQueryData(productDiscountKeys.of(8))).toBeNull();

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => [useProductDiscount(7), useProductDiscount(8)] as const, { wrapper });
    await waitFor(() => expect(result.current[0].data).toEqual(discount));
    expect(result.current[1].data).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed request to the notes, which then ask themselves', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    const queryClient = createQueryClient({ logErrors: false });
    await expect(prefetchProductDiscounts(queryClient, [{ id: 7 }])).resolves.toBeUndefined();
    expect(queryClient.getQueryState(productDiscountKeys.of(7))?.status).toBe('error');
  });
});
