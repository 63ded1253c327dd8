import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { useCartStore } from '@/stores/cart-store';
import { useCoupon } from './use-coupon';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useCartStore.setState({ items: [], coupon: { code: 'VECHI', discount_type: 'fixed', value: '10.00' } });
});

describe('useCoupon (contract §4)', () => {
  it('keeps the validated coupon with the cart', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/')
        ? json({})
        : json({
            code: 'VARA10',
            discount_type: 'percent',
            value: '10.00',
            min_subtotal: '0.00',
            first_order_only: true,
          }),
    );
    const { result } = renderHook(() => useCoupon(), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.apply(' vara10 ');
    });
    expect(ok).toBe(true);
    expect(useCartStore.getState().coupon).toEqual({
      code: 'VARA10',
      discount_type: 'percent',
      value: '10.00',
      min_subtotal: '0.00',
      first_order_only: true,
    });
    const [, post] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/coupons/validate/')!;
    expect(JSON.parse(String(post!.body))).toEqual({ code: 'vara10' });
  });

  it('clears the coupon when a code is refused, and says why', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/')
        ? json({})
        : json({ detail: 'Cod invalid sau expirat', code: 'coupon.invalid' }, 400),
    );
    const { result } = renderHook(() => useCoupon(), { wrapper });
    let ok = true;
    await act(async () => {
      ok = await result.current.apply('GRESIT');
    });
    expect(ok).toBe(false);
    expect(useCartStore.getState().coupon).toBeNull();
    await waitFor(() => expect(result.current.failure).toBe('invalid'));
  });

  it('tells too many attempts and network failures apart', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/csrf/') ? json({}) : json({ detail: 'x', retry_after: 60 }, 429),
    );
    const { result } = renderHook(() => useCoupon(), { wrapper });
    await act(async () => {
      await result.current.apply('X');
    });
    await waitFor(() => expect(result.current.failure).toBe('too_many'));
  });

  it('removes the coupon, and emptying the cart does too', () => {
    const { result } = renderHook(() => useCoupon(), { wrapper });
    act(() => result.current.remove());
    expect(useCartStore.getState().coupon).toBeNull();
    useCartStore.setState({ coupon: { code: 'A', discount_type: 'fixed', value: '5.00' } });
    act(() => useCartStore.getState().clear());
    expect(useCartStore.getState().coupon).toBeNull();
  });
});
