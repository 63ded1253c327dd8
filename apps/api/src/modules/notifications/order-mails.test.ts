import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, paymentReceivedMail, type OrderMailData } from './order-mails';

function mailData(overrides: Partial<OrderMailData['order']> = {}, lang: 'ro' | 'en' = 'ro'): OrderMailData {
  return {
    shopName: 'Salvia',
    lang,
    order: {
      id: 42,
      firstName: 'Ana',
      lastName: 'Popescu',
      lines: [{ title: 'Miere', titleEn: 'Honey', quantity: 2, unitPrice: 4990, lineTotal: 9980 }],
      subtotal: 9980,
      discount: 0,
      couponCode: null,
      shipping: 2500,
      total: 12480,
      vat: 1232,
      paid: false,
      delivery: {
        method: 'courier',
        county: 'Cluj',
        city: 'Cluj-Napoca',
        address: 'Str. A 1',
        postalCode: '400114',
      },
      paymentMethod: 'card',
      expiresAt: null,
      ...overrides,
    },
  };
}

describe('order mails', () => {
  it('show the VAT the total contains, in both languages', () => {
    const ro = orderConfirmationMail(mailData());
    expect(ro.text).toContain('Total de plată: 124,80 lei');
    expect(ro.text).toContain('din care TVA: 12,32 lei');
    expect(ro.html).toContain('din care TVA');
    const en = orderConfirmationMail(mailData({}, 'en'));
    expect(en.text).toContain('of which VAT: 12,32 lei');
  });

  it('say a paid order\u2019s total is paid, not to pay', () => {
    const ro = paymentReceivedMail(mailData({ paid: true }));
    expect(ro.text).toContain('Total plătit: 124,80 lei');
    expect(ro.text).not.toContain('Total de plată');
    expect(ro.html).toContain('Total plătit');
    const en = paymentReceivedMail(mailData({ paid: true }, 'en'));
    expect(en.text).toContain('Total paid: 124,80 lei');
    expect(en.text).not.toContain('Total to pay');
  });
});
