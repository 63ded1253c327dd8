import { describe, expect, it } from 'vitest';
import { orderTitles, voucherNote, walletEntryNote } from './customer-texts';

describe('the account texts follow the page language', () => {
  it('shows the order titles in English, Romanian where a line has no English title', () => {
    const order = { titluri: ['Miere de salcâm', 'Săpun'], titluri_en: ['Acacia honey', ''] };
    expect(orderTitles(order, 'en')).toEqual(['Acacia honey', 'Săpun']);
    expect(orderTitles(order, 'ro')).toEqual(['Miere de salcâm', 'Săpun']);
  });

  it("says a welcome or return voucher by its origin, and shows staff's own note", () => {
    expect(voucherNote({ origin: 'welcome', nota: 'Cadou de bun venit' })).toEqual({
      key: 'account.vouchers.origins.welcome',
    });
    expect(voucherNote({ origin: 'return', nota: 'Retur comanda 12' })).toEqual({
      key: 'account.vouchers.origins.return',
    });
    expect(voucherNote({ origin: 'staff', nota: 'Scuze pentru întârziere' })).toEqual({
      text: 'Scuze pentru întârziere',
    });
    expect(voucherNote({ origin: 'staff', nota: '' })).toEqual({ key: 'account.vouchers.origins.staff' });
  });

  it("keeps a wallet movement's note only where staff wrote it", () => {
    expect(
      walletEntryNote({ tip: 'referral_cashback', nota: 'Cashback pentru un prieten recomandat' }),
    ).toBeNull();
    expect(
      walletEntryNote({ tip: 'referral_reversal', nota: 'Comanda prietenului recomandat a fost rambursată' }),
    ).toBeNull();
    expect(walletEntryNote({ tip: 'payment', nota: '' })).toBeNull();
    expect(walletEntryNote({ tip: 'adjustment', nota: 'Compensație' })).toBe('Compensație');
    expect(walletEntryNote({ tip: 'refund', nota: 'Produs lipsă' })).toBe('Produs lipsă');
  });
});
