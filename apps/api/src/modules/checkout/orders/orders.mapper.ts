import type { Language } from '@shop/shared/constants';
import { baniToDecimal } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-status';
import type { CustomerAwb } from '@shop/shared/schemas/admin/shipping';
import type {
  Order,
  OrderBilling,
  OrderDelivery,
  PaymentMethod,
  PaymentProviderName,
  PaymentStatus,
  TransferInstructions,
} from '@shop/shared/schemas/checkout';
import type { OrderMailData, OrderMailTerms } from '../../notifications/order-mails';
import type { OrderInvoiceFacts } from '../../invoicing/invoice-builder';
import type { OrderPaymentMethod } from '../payments/payments.service';
import type { PaymentRow } from '../payments/payments.repository';
import type { OrderLineRow, OrderRow } from './orders.repository';

const WIRE_PAYMENT: Record<OrderPaymentMethod, PaymentMethod> = {
  card: 'card',
  cash_on_delivery: 'ramburs',
  bank_transfer: 'transfer',
  wallet: 'wallet',
};

export function toWirePayment(method: OrderPaymentMethod): PaymentMethod {
  return WIRE_PAYMENT[method];
}

export function fromWirePayment(method: PaymentMethod): OrderPaymentMethod {
  const entry = Object.entries(WIRE_PAYMENT).find(([, wire]) => wire === method);
  return entry![0] as OrderPaymentMethod;
}

function toDelivery(row: OrderRow): OrderDelivery {
  if (row.deliveryMethod === 'locker') {
    return {
      metoda: 'easybox',
      locker_id: row.lockerId ?? '',
      nume: row.lockerName ?? '',
      adresa: row.deliveryAddress,
      localitate: row.deliveryCity,
      judet: row.deliveryCounty,
      cod_postal: row.deliveryPostalCode,
    };
  }
  return {
    metoda: 'curier',
    judet: row.deliveryCounty,
    localitate: row.deliveryCity,
    adresa: row.deliveryAddress,
    cod_postal: row.deliveryPostalCode,
  };
}

/** How a CNP is shown on any screen: its last three digits only ("**********123"; decision 049). */
export function maskedCnp(cnp: string): string {
  return `${'*'.repeat(cnp.length - 3)}${cnp.slice(-3)}`;
}

/** Who reads the order: a screen (the CNP masked) or the customer's personal data export (whole). */
export type CnpView = 'masked' | 'whole';

function toBilling(row: OrderRow, cnpView: CnpView): OrderBilling {
  if (row.billingType !== 'company') {
    if (row.billingCnp === null) return { tip: 'persoana_fizica' };
    return { tip: 'persoana_fizica', cnp: cnpView === 'whole' ? row.billingCnp : maskedCnp(row.billingCnp) };
  }
  return {
    tip: 'companie',
    cui: row.companyCui ?? '',
    nr_reg_com: row.companyTradeRegister ?? '',
    denumire: row.companyName ?? '',
    sediu:
      row.billingAddress && row.billingCity && row.billingCounty && row.billingPostalCode
        ? {
            judet: row.billingCounty,
            localitate: row.billingCity,
            adresa: row.billingAddress,
            cod_postal: row.billingPostalCode,
          }
        : null,
  };
}

/**
 * The order as `GET /api/comenzi/{id}/` answers it. A CNP is masked but for the customer's personal
 * data export (`cnpView: 'whole'`).
 */
export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  payment: PaymentRow | undefined,
  transfer: TransferInstructions | undefined,
  cnpView: CnpView = 'masked',
  awb: CustomerAwb | null = null,
): Order {
  return {
    id: row.id,
    nume: row.lastName,
    prenume: row.firstName,
    email: row.email,
    telefon: row.phone,
    produse: lines.map((line) => ({
      linie: line.id,
      produs: line.productId ?? 0,
      titlu: line.title,
      titlu_en: line.titleEn,
      cantitate: line.quantity,
      pret: baniToDecimal(line.unitPrice),
      total_linie: baniToDecimal(line.lineTotal),
      reducere: baniToDecimal(line.discountShare),
      reducere_automata: baniToDecimal(line.automaticDiscount),
      reducere_automata_nume: line.automaticDiscountName,
    })),
    subtotal: baniToDecimal(row.subtotal),
    discount: baniToDecimal(row.discount),
    shipping_cost: baniToDecimal(row.shippingCost),
    total: baniToDecimal(row.total),
    din_portofel: baniToDecimal(row.walletAmount),
    tva: baniToDecimal(row.vatTotal),
    cupon: row.couponCode,
    reducere_automata: baniToDecimal(row.automaticDiscount),
    reducere_recomandare: row.referrerId !== null,
    status: row.status as OrderStatus,
    plata: WIRE_PAYMENT[row.paymentMethod as OrderPaymentMethod],
    livrare: toDelivery(row),
    facturare: toBilling(row, cnpView),
    observatii: row.notes,
    limba: row.lang as Language,
    created_at: row.createdAt.toISOString(),
    expires_at: row.status === 'awaiting_payment' && row.expiresAt ? row.expiresAt.toISOString() : null,
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    payment: {
      status: (payment?.status ?? 'pending') as PaymentStatus,
      provider: (payment?.provider ?? 'cash') as PaymentProviderName,
    },
    ...((row.paymentMethod === 'bank_transfer' || row.amountDue > 0) && transfer ? { transfer } : {}),
    rest_de_plata: baniToDecimal(row.amountDue),
    livrare_awb: awb,
  };
}

/** What the order mails need, from the stored order. */
export function toOrderMailData(
  row: OrderRow,
  lines: OrderLineRow[],
  shopName: string,
  terms: OrderMailTerms,
  extra: { transfer?: TransferInstructions; orderLink?: string } = {},
): OrderMailData {
  const delivery: OrderMailData['order']['delivery'] =
    row.deliveryMethod === 'locker'
      ? {
          method: 'locker',
          lockerName: row.lockerName ?? '',
          county: row.deliveryCounty,
          city: row.deliveryCity,
          address: row.deliveryAddress,
          postalCode: row.deliveryPostalCode,
        }
      : {
          method: 'courier',
          county: row.deliveryCounty,
          city: row.deliveryCity,
          address: row.deliveryAddress,
          postalCode: row.deliveryPostalCode,
        };
  return {
    shopName,
    lang: row.lang as Language,
    terms,
    order: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      lines: lines.map((line) => ({
        title: line.title,
        titleEn: line.titleEn,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        automaticDiscount: line.automaticDiscount,
        automaticDiscountName: line.automaticDiscountName,
      })),
      subtotal: row.subtotal,
      discount: row.discount,
      automaticDiscount: row.automaticDiscount,
      couponCode: row.couponCode,
      referralDiscount: row.referrerId !== null,
      shipping: row.shippingCost,
      total: row.total,
      walletAmount: row.walletAmount,
      vat: row.vatTotal,
      paid: row.paidAt !== null,
      delivery,
      paymentMethod: row.paymentMethod as OrderPaymentMethod,
      expiresAt: row.status === 'awaiting_payment' ? row.expiresAt : null,
      returnDays: row.returnDays,
    },
    ...(extra.transfer
      ? {
          transfer: {
            iban: extra.transfer.iban,
            beneficiary: extra.transfer.beneficiar,
            reference: extra.transfer.referinta,
            amount: row.total - row.walletAmount,
          },
        }
      : {}),
    ...(extra.orderLink ? { orderLink: extra.orderLink } : {}),
  };
}

/**
 * What the order's invoice needs: the buyer as billed (a company's registered office; a person's
 * delivery address, the locker's for a locker order, as the only address the shop has of them),
 * the lines as charged and the shipping.
 */
export function toInvoiceFacts(row: OrderRow, lines: OrderLineRow[]): OrderInvoiceFacts {
  const company = row.billingType === 'company';
  const billed = company && row.billingAddress !== null;
  return {
    orderId: row.id,
    lang: row.lang === 'en' ? 'en' : 'ro',
    paymentMeans: row.paymentMethod as OrderPaymentMethod,
    buyer: {
      kind: company ? 'company' : 'person',
      name: company ? (row.companyName ?? '') : `${row.firstName} ${row.lastName}`,
      email: row.email,
      cui: company ? row.companyCui : null,
      tradeRegister: company ? row.companyTradeRegister : null,
      cnp: company ? null : row.billingCnp,
      address: billed
        ? {
            street: row.billingAddress ?? '',
            city: row.billingCity ?? '',
            county: row.billingCounty ?? '',
            postalCode: row.billingPostalCode ?? '',
          }
        : {
            street: row.deliveryAddress,
            city: row.deliveryCity,
            county: row.deliveryCounty,
            postalCode: row.deliveryPostalCode,
          },
    },
    lines: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      discountShare: line.discountShare,
      vatRate: line.vatRate,
    })),
    shippingCost: row.shippingCost,
    ...(row.amountDue > 0 ? { amountDue: row.amountDue } : {}),
  };
}
