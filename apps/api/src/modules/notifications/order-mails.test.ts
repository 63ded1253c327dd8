import { describe, expect, it } from 'vitest';
import {
  orderConfirmationMail,
  orderDeliveredMail,
  paymentReceivedMail,
  returnMail,
  type OrderMailData,
} from './order-mails';
import { withdrawalNoticeOf } from './withdrawal-notice';

const SELLER = {
  company_name: 'Salvia Naturals SRL',
  address: 'Str. Doamnei nr. 12, 030167 București',
  email: 'contact@salvia.test',
};
const confirmation = (data: OrderMailData) =>
  orderConfirmationMail(data, withdrawalNoticeOf(SELLER, 'https://shop.test', data.lang));

function mailData(overrides: Partial<OrderMailData['order']> = {}, lang: 'ro' | 'en' = 'ro'): OrderMailData {
  return {
    shopName: 'Salvia',
    lang,
    terms: { deliveryDaysMin: 2, deliveryDaysMax: 5, refundDays: 10 },
    order: {
      id: 42,
      firstName: 'Ana',
      lastName: 'Popescu',
      lines: [{ title: 'Miere', titleEn: 'Honey', quantity: 2, unitPrice: 4990, lineTotal: 9980 }],
      subtotal: 9980,
      discount: 0,
      couponCode: null,
      referralDiscount: false,
      shipping: 2500,
      total: 12480,
      walletAmount: 0,
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
      returnDays: 30,
      ...overrides,
    },
  };
}

describe('order mails', () => {
  it("quote the shop's figures they are given and the order's own return window", () => {
    expect(confirmation(mailData()).text).toContain('Livrarea durează 2-5 zile lucrătoare.');
    expect(confirmation(mailData({}, 'en')).html).toContain('Delivery takes 2-5 business days.');
    expect(orderDeliveredMail(mailData({ returnDays: 45 })).text).toContain('Le poți returna în 45 de zile.');
    expect(returnMail(mailData(), 'approved').text).toContain('îți returnăm banii în cel mult 10 zile.');
    expect(returnMail(mailData({}, 'en'), 'received').text).toContain('We refund you within 10 days.');
  });

  it('show the VAT the total contains, in both languages', () => {
    const ro = confirmation(mailData());
    expect(ro.text).toContain('Total de plată: 124,80 lei');
    expect(ro.text).toContain('din care TVA: 12,32 lei');
    expect(ro.html).toContain('din care TVA');
    const en = confirmation(mailData({}, 'en'));
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

  it('name the referral discount and split the total the wallet paid part of', () => {
    const ro = confirmation(
      mailData({ discount: 499, referralDiscount: true, total: 11981, walletAmount: 3000 }),
    );
    expect(ro.text).toContain('Reducere prieten recomandat: -4,99 lei');
    expect(ro.text).toContain('Total comandă: 119,81 lei');
    expect(ro.text).toContain('Din portofel: -30,00 lei');
    expect(ro.text).toContain('Rest de plată: 89,81 lei');
    const en = confirmation(mailData({ walletAmount: 12480, paid: true }, 'en'));
    expect(en.text).toContain('From your wallet: -124,80 lei');
    expect(en.text).toContain('Rest paid: 0,00 lei');
  });

  it('tell each step of a return, with the shop\u2019s note and a voucher\u2019s code', () => {
    const refused = returnMail(mailData(), 'refused', { note: 'Produsul a fost desigilat.' });
    expect(refused.subject).toBe('Salvia: returul pentru comanda nr. 42');
    expect(refused.text).toContain('Nu putem aproba returul pentru comanda nr. 42.');
    expect(refused.text).toContain('Nota magazinului: Produsul a fost desigilat.');
    const voucher = returnMail(mailData({}, 'en'), 'voucher', {
      voucher: { code: 'RETUR-ABC', amount: 4990 },
    });
    expect(voucher.text).toContain('a voucher of 49,90 lei: RETUR-ABC');
    expect(voucher.html).toContain('RETUR-ABC');
  });

  it('carry the right of withdrawal, its links and the model form of OUG 34/2014, in both parts', () => {
    // The order's own window (the settings' return days when it was placed) and the refund days.
    const ro = confirmation(mailData({ returnDays: 45 }));
    for (const part of [ro.text, ro.html]) {
      expect(part).toContain('Dreptul de retragere');
      expect(part).toContain('Ai dreptul să te retragi din acest contract în 45 de zile calendaristice');
      expect(part).toContain('Îți returnăm banii în cel mult 10 zile lucrătoare');
      expect(part).toContain('contact@salvia.test');
      expect(part).toContain('https://shop.test/politica-retur');
      expect(part).toContain('https://shop.test/termeni-conditii');
      expect(part).toContain('https://shop.test/formular-retragere');
      // Annex nr. 1, word for word, addressed to the seller of the settings.
      expect(part).toContain('Formular de retragere');
      expect(part).toContain(
        '(se completează și se returnează acest formular numai dacă doriți să vă retrageți din contract)',
      );
      expect(part).toContain(
        '— Către Salvia Naturals SRL, Str. Doamnei nr. 12, 030167 București, e-mail contact@salvia.test:',
      );
      expect(part).toContain(
        'Semnătura consumatorului (consumatorilor) (doar în cazul în care acest formular este notificat pe hârtie)',
      );
      expect(part).toContain('(*) Se elimină mențiunea inutilă.');
    }
    expect(ro.html).toContain('href="https://shop.test/formular-retragere"');
    expect(ro.html).toContain('href="https://shop.test/politica-retur"');
    expect(ro.text).toContain(
      '— Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul de vânzare a următoarelor produse (*)/de prestare a următoarelor servicii (*):',
    );

    const en = confirmation(mailData({ returnDays: 30 }, 'en'));
    for (const part of [en.text, en.html]) {
      expect(part).toContain('Right of withdrawal');
      expect(part).toContain('withdraw from this contract within 30 calendar days');
      expect(part).toContain('https://shop.test/en/formular-retragere');
      expect(part).toContain('https://shop.test/en/politica-retur');
      expect(part).toContain('https://shop.test/en/termeni-conditii');
      expect(part).toContain('Model withdrawal form');
      expect(part).toContain('Signature of consumer(s) (only if this form is notified on paper)');
    }
  });

  it('write each line and the delivery address as a sentence, in both languages', () => {
    const ro = confirmation(mailData());
    expect(ro.text).toContain('- Miere: 2 × 49,90 lei = 99,80 lei');
    expect(ro.text).toContain('Livrare: Prin curier la adresa Str. A 1, 400114 Cluj-Napoca, Cluj');
    expect(ro.text).not.toMatch(/× \d+ ×/);
    expect(ro.text).not.toContain('la adresa,');
    const en = confirmation(mailData({}, 'en'));
    expect(en.text).toContain('- Honey: 2 × 49,90 lei = 99,80 lei');
    expect(en.text).toContain('Delivery: By courier to Str. A 1, 400114 Cluj-Napoca, Cluj');
    const locker = confirmation(
      mailData({
        delivery: {
          method: 'locker',
          lockerName: 'easybox Mărăști',
          county: 'Cluj',
          city: 'Cluj-Napoca',
          address: 'Str. B 2',
          postalCode: '400115',
        },
      }),
    );
    expect(locker.text).toContain(
      'Livrare: Ridicare din easybox: easybox Mărăști, Str. B 2, 400115 Cluj-Napoca, Cluj',
    );
  });
});
