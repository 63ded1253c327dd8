import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('returns the first value at once and later ones after the delay has passed quietly', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 150), {
      initialProps: { value: { page: 1 } },
    });
    expect(result.current).toEqual({ page: 1 });

    rerender({ value: { page: 2 } });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ value: { page: 3 } });
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ page: 1 });

    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toEqual({ page: 3 });
  });

  it('does not restart the wait for an equal value in a new object', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 120), {
      initialProps: { value: { tag: 'a' } },
    });
    rerender({ value: { tag: 'b' } });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ value: { tag: 'b' } });
    act(() => void vi.advanceTimersByTime(20));
    expect(result.current).toEqual({ tag: 'b' });
  });
});
