import type { Locker } from '@shop/shared/schemas/checkout';
import { INITIAL_VALUES, type AddressValues, type CheckoutValues } from './checkout-form';

/**
 * What checkout keeps for the browser tab (sessionStorage: gone when the tab closes, never shared
 * with other tabs): the form draft, so a reload loses nothing, and the order waiting for its card
 * payment, whose key the payment pages need when the provider's redirect carries none.
 */
export const DRAFT_KEY = 'checkout-draft';
export const PENDING_PAYMENT_KEY = 'checkout-plata';
/** This visit's random id for the abandoned-checkout report (docs/decisions/064). */
export const VISIT_KEY = 'checkout-vizita';

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes without storage: checkout still works, it just does not remember.
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

type Draft = Omit<CheckoutValues, 'plata' | 'din_portofel' | 'accept_termeni' | 'cnp'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value.slice(0, 600) : fallback;

function address(value: unknown): AddressValues {
  const source = isRecord(value) ? value : {};
  return {
    judet: text(source.judet, ''),
    localitate: text(source.localitate, ''),
    adresa: text(source.adresa, ''),
    cod_postal: text(source.cod_postal, ''),
  };
}

function locker(value: unknown): Locker | null {
  if (!isRecord(value)) return null;
  const fields = ['id', 'nume', 'adresa', 'localitate', 'judet', 'cod_postal'] as const;
  if (!fields.every((field) => typeof value[field] === 'string')) return null;
  const texts = Object.fromEntries(fields.map((field) => [field, value[field] as string])) as Pick<
    Locker,
    (typeof fields)[number]
  >;
  // A draft saved before lockers had a kind and hours: an easybox, hours unknown.
  const program = Array.isArray(value.program)
    ? value.program.filter(
        (day): day is Locker['program'][number] =>
          isRecord(day) &&
          typeof day.zi === 'number' &&
          typeof day.de_la === 'string' &&
          typeof day.pana_la === 'string',
      )
    : [];
  return { ...texts, tip: value.tip === 'ooh' ? 'ooh' : 'locker', program };
}

/** The saved draft over the initial values; anything odd in storage is ignored field by field. */
export function loadDraft(): CheckoutValues {
  const saved = read(DRAFT_KEY);
  if (!isRecord(saved)) return INITIAL_VALUES;
  return {
    ...INITIAL_VALUES,
    email: text(saved.email, ''),
    telefon: text(saved.telefon, ''),
    nume: text(saved.nume, ''),
    prenume: text(saved.prenume, ''),
    metoda: saved.metoda === 'easybox' ? 'easybox' : 'curier',
    address: address(saved.address),
    locker: locker(saved.locker),
    tip: saved.tip === 'companie' ? 'companie' : 'persoana_fizica',
    cui: text(saved.cui, ''),
    nr_reg_com: text(saved.nr_reg_com, ''),
    denumire: text(saved.denumire, ''),
    sediu_diferit: saved.sediu_diferit === true,
    sediu: address(saved.sediu),
    observatii: text(saved.observatii, ''),
  };
}

/**
 * Everything but the payment choices and the terms, which are asked again each time, and the
 * CNP, which the browser keeps no copy of (only the order that needs it does).
 */
export function saveDraft(values: CheckoutValues): void {
  const { plata: _payment, din_portofel: _wallet, accept_termeni: _terms, cnp: _cnp, ...draft } = values;
  write(DRAFT_KEY, draft satisfies Draft);
}

export function clearDraft(): void {
  remove(DRAFT_KEY);
}

export type PendingPayment = { id: number; key: string };

/** Kept before leaving for the card page: the retry page may come back without a key (Stripe cancel). */
export function savePendingPayment(pending: PendingPayment): void {
  write(PENDING_PAYMENT_KEY, pending);
}

export function loadPendingPayment(): PendingPayment | null {
  const saved = read(PENDING_PAYMENT_KEY);
  if (!isRecord(saved) || typeof saved.id !== 'number' || typeof saved.key !== 'string') return null;
  return { id: saved.id, key: saved.key };
}

/** The stored key of this order, if the tab placed it. */
export function pendingKeyFor(id: number): string | undefined {
  const pending = loadPendingPayment();
  return pending && pending.id === id ? pending.key : undefined;
}

export function clearPendingPayment(): void {
  remove(PENDING_PAYMENT_KEY);
}

/**
 * The random id of this visit of checkout (the tab's, until its order is placed): the page reports
 * the visit under it and the order names it (docs/decisions/064). It says nothing about the person.
 */
export function checkoutVisitId(): string {
  const stored = read(VISIT_KEY);
  if (typeof stored === 'string' && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  const id = crypto.randomUUID();
  write(VISIT_KEY, id);
  return id;
}

/** The visit placed its order: the next checkout is a new visit. */
export function endCheckoutVisit(): void {
  remove(VISIT_KEY);
}
