import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastAddedToCart } from './toasts';

const toast = vi.fn();
vi.mock('@/lib/toaster-host', () => ({ ensureToaster: () => Promise.resolve({ toast }) }));

async function shown(): Promise<string> {
  await vi.waitFor(() => expect(toast).toHaveBeenCalled());
  return toast.mock.calls.at(-1)?.[0] as string;
}

beforeEach(() => toast.mockClear());

describe('toastAddedToCart', () => {
  it('says the product was added when all of it was', async () => {
    toastAddedToCart('Miere', { requested: 3, added: 3, stock: 10 });
    expect(await shown()).toBe('„Miere” a fost adăugat în coș.');
  });

  it('says only part was added when the stock ran out', async () => {
    toastAddedToCart('Miere', { requested: 6, added: 2, stock: 2 });
    expect(await shown()).toBe('Am adăugat doar 2 din „Miere” — atât avem în stoc.');
  });

  it('says nothing was added when all the stock is already in the cart', async () => {
    toastAddedToCart('Miere', { requested: 6, added: 0, stock: 2 });
    expect(await shown()).toBe('Nu am adăugat nimic: tot stocul de „Miere” este deja în coș.');
  });

  it('names the order limit when that, not the stock, stopped the addition', async () => {
    toastAddedToCart('Miere', { requested: 110, added: 99, stock: 115 });
    expect(await shown()).toBe(
      'Am adăugat doar 99 din „Miere” — o comandă poate avea cel mult 99 din același produs.',
    );
    toast.mockClear();
    toastAddedToCart('Miere', { requested: 1, added: 0, stock: 115 });
    expect(await shown()).toBe(
      'Nu am adăugat nimic: coșul are deja 99 din „Miere”, cel mult cât poate avea o comandă.',
    );
  });
});
