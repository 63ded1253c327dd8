import type { Language } from '@shop/shared/constants';
import {
  orderCreateSchema,
  type DeliveryMethod,
  type Locker,
  type OrderCreateBody,
} from '@shop/shared/schemas/checkout';
import type { CartCoupon, CartLine } from '@/stores/cart-store';
import {
  messageKey,
  REQUIRED_MESSAGES,
  type CheckoutErrorKey,
  type CheckoutMessage,
} from '@/lib/form/field-messages';

/**
 * The payment methods to choose from. The wallet is not one of them: it is a switch beside them
 * (`din_portofel`), paying what it holds, and the method chosen pays the rest.
 */
export const OFFERED_PAYMENTS = ['card', 'ramburs', 'transfer'] as const;
export type OfferedPayment = (typeof OFFERED_PAYMENTS)[number];

export type AddressValues = { judet: string; localitate: string; adresa: string; cod_postal: string };

/** What the checkout form holds; `buildOrderBody` turns it into the contract §7 body. */
export type CheckoutValues = {
  email: string;
  telefon: string;
  nume: string;
  prenume: string;
  metoda: DeliveryMethod;
  address: AddressValues;
  locker: Locker | null;
  tip: 'persoana_fizica' | 'companie';
  /** A person's CNP, optional: sent only when typed. */
  cnp: string;
  cui: string;
  nr_reg_com: string;
  denumire: string;
  /** The company's registered office differs from the delivery address. */
  sediu_diferit: boolean;
  sediu: AddressValues;
  plata: OfferedPayment | '';
  /** Pay what the wallet holds first (signed in, with a balance); `plata` pays the rest. */
  din_portofel: boolean;
  observatii: string;
  accept_termeni: boolean;
};

const EMPTY_ADDRESS: AddressValues = { judet: '', localitate: '', adresa: '', cod_postal: '' };

export const INITIAL_VALUES: CheckoutValues = {
  email: '',
  telefon: '',
  nume: '',
  prenume: '',
  metoda: 'curier',
  address: EMPTY_ADDRESS,
  locker: null,
  tip: 'persoana_fizica',
  cnp: '',
  cui: '',
  nr_reg_com: '',
  denumire: '',
  sediu_diferit: false,
  sediu: EMPTY_ADDRESS,
  plata: 'card',
  din_portofel: false,
  observatii: '',
  accept_termeni: false,
};

/**
 * The form's fields by the names the API reports errors under (`livrare.judet`), in the order
 * they appear, so the first invalid one gets the focus. Each control carries its name.
 */
export const FIELD_ORDER = [
  'email',
  'telefon',
  'nume',
  'prenume',
  'livrare.metoda',
  'livrare.judet',
  'livrare.localitate',
  'livrare.adresa',
  'livrare.cod_postal',
  'livrare.locker_id',
  'facturare.tip',
  'facturare.cnp',
  'facturare.denumire',
  'facturare.cui',
  'facturare.nr_reg_com',
  'facturare.sediu.judet',
  'facturare.sediu.localitate',
  'facturare.sediu.adresa',
  'facturare.sediu.cod_postal',
  'plata',
  'din_portofel',
  'observatii',
  'accept_termeni',
] as const;
export type CheckoutField = (typeof FIELD_ORDER)[number];

const KNOWN_FIELDS: ReadonlySet<string> = new Set(FIELD_ORDER);
export function isCheckoutField(name: string): name is CheckoutField {
  return KNOWN_FIELDS.has(name);
}

/** Locale keys an error next to a field may use. */
export type FieldMessageKey =
  | CheckoutErrorKey
  | 'checkout.coupon.minimum'
  | 'checkout.coupon.already_used'
  | 'checkout.coupon.first_order_only'
  | 'checkout.alerts.locker_unavailable';

/** An error next to a field: a locale key (translated), or a server text shown as it is. */
export type FieldMessage =
  { key: FieldMessageKey; params?: Record<string, string | number> } | { text: string };
export type FieldErrors = Partial<Record<CheckoutField, FieldMessage>>;

/** The contract §7 body: lines from the cart, prices never (the server reads its own). */
export function buildOrderBody(
  values: CheckoutValues,
  lines: readonly Pick<CartLine, 'id' | 'cantitate'>[],
  coupon: CartCoupon | null,
  language: Language,
): OrderCreateBody {
  const livrare: OrderCreateBody['livrare'] =
    values.metoda === 'easybox'
      ? { metoda: 'easybox', locker_id: values.locker?.id ?? '' }
      : { metoda: 'curier', ...values.address };
  const facturare: OrderCreateBody['facturare'] =
    values.tip === 'companie'
      ? {
          tip: 'companie',
          cui: values.cui,
          nr_reg_com: values.nr_reg_com,
          denumire: values.denumire,
          ...(values.sediu_diferit ? { sediu: values.sediu } : {}),
        }
      : { tip: 'persoana_fizica', ...(values.cnp.trim() ? { cnp: values.cnp } : {}) };
  return {
    produse: lines.map((line) => ({ produs: line.id, cantitate: line.cantitate })),
    email: values.email,
    telefon: values.telefon,
    nume: values.nume,
    prenume: values.prenume,
    livrare,
    facturare,
    // An empty choice fails the shared check ("Alege metoda de plată.") before anything is sent.
    plata: values.plata as OrderCreateBody['plata'],
    ...(values.din_portofel ? { din_portofel: true } : {}),
    ...(coupon ? { cupon: coupon.code } : {}),
    accept_termeni: values.accept_termeni as true,
    limba: language,
    ...(values.observatii.trim() ? { observatii: values.observatii } : {}),
  };
}

export type CheckoutCheck = {
  errors: FieldErrors;
  /**
   * Every problem is an empty field (the terms aside): the contract's "Completează toate câmpurile!"
   * says it all.
   */
  onlyMissing: boolean;
  /**
   * Problems with the lines themselves (an empty cart, too many lines), with the index of the
   * line at fault when it is one line (a quantity outside 1..99).
   */
  linesProblem: LinesProblem | null;
};

export type LinesProblem = { key: CheckoutErrorKey; line: number | null };

/**
 * The same shared schema the API validates with, run before sending, so every rule (postal
 * code, mobile number, CUI control digit, trade register number, easybox chosen, terms) answers
 * next to its field at once, in the visitor's language.
 */
export function checkCheckout(body: OrderCreateBody): CheckoutCheck {
  const result = orderCreateSchema.safeParse(body);
  const errors: FieldErrors = {};
  let missing = false;
  let other = false;
  let linesProblem: LinesProblem | null = null;
  if (result.success) return { errors, onlyMissing: false, linesProblem };
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const key = messageKey(issue.message) ?? 'checkout.errors.invalid';
    if (path === 'produse' || path.startsWith('produse.')) {
      const line = issue.path[1];
      linesProblem ??= { key, line: typeof line === 'number' ? line : null };
      other = true;
      continue;
    }
    if (!isCheckoutField(path) || errors[path]) continue;
    errors[path] = { key };
    const name = key.replace('checkout.errors.', '') as CheckoutMessage;
    if (REQUIRED_MESSAGES.has(name)) missing = true;
    else if (name !== 'termsRequired') other = true;
  }
  return { errors, onlyMissing: missing && !other, linesProblem };
}
