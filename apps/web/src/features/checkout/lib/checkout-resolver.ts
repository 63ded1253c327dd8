import { get, type FieldError, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import type { Language } from '@shop/shared/constants';
import type { CartCoupon, CartLine } from '@/stores/cart-store';
import {
  buildOrderBody,
  checkCheckout,
  FIELD_ORDER,
  type CheckoutField,
  type CheckoutValues,
  type FieldErrors as CheckoutFieldErrors,
  type FieldMessage,
  type FieldMessageKey,
  type LinesProblem,
} from './checkout-form';
import { REQUIRED_MESSAGES, type CheckoutErrorKey, type CheckoutMessage } from '@/lib/form/field-messages';

/**
 * What the order needs beside the form's values: the cart and the visitor's language, given to
 * the resolver as the form's `context` (read at each submit).
 */
export type OrderContext = {
  lines: readonly Pick<CartLine, 'id' | 'cantitate'>[];
  coupon: CartCoupon | null;
  language: Language;
};

export type CheckoutPath = Path<CheckoutValues>;

/** Where each field the API reports errors under (`livrare.judet`) lives in the form's values. */
export const FORM_PATHS: Record<CheckoutField, CheckoutPath> = {
  email: 'email',
  telefon: 'telefon',
  nume: 'nume',
  prenume: 'prenume',
  'livrare.metoda': 'metoda',
  'livrare.judet': 'address.judet',
  'livrare.localitate': 'address.localitate',
  'livrare.adresa': 'address.adresa',
  'livrare.cod_postal': 'address.cod_postal',
  'livrare.locker_id': 'locker',
  'facturare.tip': 'tip',
  'facturare.cnp': 'cnp',
  'facturare.denumire': 'denumire',
  'facturare.cui': 'cui',
  'facturare.nr_reg_com': 'nr_reg_com',
  'facturare.sediu.judet': 'sediu.judet',
  'facturare.sediu.localitate': 'sediu.localitate',
  'facturare.sediu.adresa': 'sediu.adresa',
  'facturare.sediu.cod_postal': 'sediu.cod_postal',
  plata: 'plata',
  din_portofel: 'din_portofel',
  observatii: 'observatii',
  accept_termeni: 'accept_termeni',
};

/**
 * A field error as react-hook-form holds it: the message is a locale key (type `key`, translated
 * when shown, so a language switch changes it too) or the server's own words (type `text`).
 */
export function toFormError(message: FieldMessage): { type: 'key' | 'text'; message: string } {
  return 'key' in message ? { type: 'key', message: message.key } : { type: 'text', message: message.text };
}

/** The field errors in screen order, as react-hook-form paths; the first one gets the focus. */
export function invalidPaths(errors: FieldErrors<CheckoutValues>): CheckoutPath[] {
  return FIELD_ORDER.map((field) => FORM_PATHS[field]).filter((path) => get(errors, path) !== undefined);
}

/**
 * Sets the server's field errors on the form and moves the focus to the first (screen order).
 * Returns whether any field was marked.
 */
export function setServerErrors(
  form: {
    setError: (name: CheckoutPath, error: FieldError) => void;
    setFocus: (name: CheckoutPath) => void;
  },
  errors: CheckoutFieldErrors,
): boolean {
  const fields = FIELD_ORDER.filter((field) => errors[field] !== undefined);
  for (const field of fields) form.setError(FORM_PATHS[field], toFormError(errors[field]!));
  if (fields[0]) form.setFocus(FORM_PATHS[fields[0]]);
  return fields.length > 0;
}

/**
 * Where the resolver reports the cart lines' problem: under the body's own name, beside the
 * fields. Not under `root`, which handleSubmit drops before it decides whether the form is valid.
 */
const LINES_ERROR = 'produse';
type WithLines = FieldErrors<CheckoutValues> & { [LINES_ERROR]?: FieldError };

/**
 * The form's resolver: the values become the contract §7 body, which the shared order schema
 * (`orderCreateSchema`, the one the API validates with) checks, so every rule answers next to its
 * field at once, in the visitor's language. Problems with the cart's lines go under `produse`; a single faulty line is named alone, without marking fields.
 */
export const checkoutResolver: Resolver<CheckoutValues, OrderContext> = (values, context) => {
  const { lines, coupon, language } = context!;
  const check = checkCheckout(buildOrderBody(values, lines, coupon, language));
  const errors: WithLines = {};
  const nested = errors as Record<string, Record<string, FieldError> | FieldError>;
  if (check.linesProblem?.line == null) {
    for (const field of FIELD_ORDER) {
      const message = check.errors[field];
      if (!message) continue;
      const [head, tail] = FORM_PATHS[field].split('.') as [string, string | undefined];
      const error = toFormError(message);
      if (tail) nested[head] = { ...(nested[head] as Record<string, FieldError> | undefined), [tail]: error };
      else nested[head] = error;
    }
  }
  if (check.linesProblem) {
    errors[LINES_ERROR] = {
      type: check.linesProblem.line === null ? LINES_ERROR : String(check.linesProblem.line),
      message: check.linesProblem.key,
    };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The lines' problem the resolver reported, if any. */
export function linesProblemOf(errors: FieldErrors<CheckoutValues>): LinesProblem | null {
  const error = (errors as WithLines)[LINES_ERROR];
  if (!error?.message) return null;
  return {
    key: error.message as CheckoutErrorKey,
    line: error.type === LINES_ERROR ? null : Number(error.type),
  };
}

/**
 * Every field problem is an empty field (the terms aside) and the lines are fine: the contract's
 * "Completează toate câmpurile!" says it all.
 */
export function onlyMissing(errors: FieldErrors<CheckoutValues>): boolean {
  if (linesProblemOf(errors)) return false;
  let missing = false;
  for (const path of invalidPaths(errors)) {
    const error = get(errors, path) as FieldError;
    const name = String(error.message).replace('checkout.errors.', '') as CheckoutMessage;
    if (error.type === 'key' && REQUIRED_MESSAGES.has(name)) missing = true;
    else if (!(error.type === 'key' && name === 'termsRequired')) return false;
  }
  return missing;
}

/** A field error's message as the page shows it. */
export function fieldMessageOf(error: { type?: unknown; message?: string | undefined } | undefined) {
  if (!error?.message) return undefined;
  return error.type === 'text'
    ? ({ text: error.message } satisfies FieldMessage)
    : ({ key: error.message as FieldMessageKey } satisfies FieldMessage);
}
