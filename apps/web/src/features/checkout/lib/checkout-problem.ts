import type { FieldMessage, LinesProblem } from './checkout-form';

/** A product whose stock is lower than the line asked for. */
export type Shortage = { title: string; available: number };

/** What the alert above the submit button says. */
export type Problem =
  | { kind: 'validation'; onlyMissing: boolean; linesProblem: LinesProblem | null }
  /** One line the order cannot take as it is (a quantity outside 1..99), named. */
  | { kind: 'line'; title: string; reason: FieldMessage }
  /** This tab's card order still waits for its payment: paying it, or a second order, is asked. */
  | { kind: 'pending'; id: number }
  | { kind: 'coupon'; reason: FieldMessage }
  | { kind: 'stock'; shortages: Shortage[]; detail: string }
  | { kind: 'unavailable'; titles: string[]; detail: string }
  /** Products sold in variants (sizes, shades) are in the cart as themselves, without a choice. */
  | { kind: 'variant_required'; titles: string[] }
  | { kind: 'processing' }
  | { kind: 'too_many' }
  | { kind: 'message'; text: string };

/**
 * The alert's state: the problem shown, which attempt showed it (the same problem shown again is
 * a new alert, announced and focused again) and whether the focus moves to it.
 */
export type ProblemState = { problem: Problem | null; attempt: number; focus: boolean };

export type ProblemAction = { type: 'show'; problem: Problem; focus: boolean } | { type: 'clear' };

export const NO_PROBLEM: ProblemState = { problem: null, attempt: 0, focus: false };

export function problemReducer(state: ProblemState, action: ProblemAction): ProblemState {
  switch (action.type) {
    case 'show':
      return { problem: action.problem, attempt: state.attempt + 1, focus: action.focus };
    case 'clear':
      return { ...state, problem: null, focus: false };
  }
}

/** A cart line as the stock rules see it. */
type StockLine = { id: number; cantitate: number };

/**
 * The lines that ask for more than the shop has now, with what it has (0: sold out); a product
 * whose stock is not known is left alone.
 */
export function shortagesOf<L extends StockLine>(
  lines: readonly L[],
  stock: ReadonlyMap<number, number> | null,
): { line: L; available: number }[] {
  const found: { line: L; available: number }[] = [];
  for (const line of lines) {
    const available = stock?.get(line.id);
    if (available === undefined || line.cantitate <= available) continue;
    found.push({ line, available });
  }
  return found;
}

/** The lines whose product is gone or has nothing left (unknown counts as gone). */
export function goneLines<L extends StockLine>(
  lines: readonly L[],
  stock: ReadonlyMap<number, number> | null,
): L[] {
  return stock ? lines.filter((line) => (stock.get(line.id) ?? 0) <= 0) : [];
}
