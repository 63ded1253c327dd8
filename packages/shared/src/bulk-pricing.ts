/**
 * The price arithmetic of the admin's bulk edit (docs/decisions/063): a change by a percentage or
 * an amount, then a rounding to a price ending in ,90 or ,99. Everything is in bani.
 */

export const PRICE_ROUNDINGS = ['none', '90', '99'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/**
 * `bani` rounded to the nearest price ending in `ending` bani (90 or 99), never crossing `before`
 * against the change: a reduction never ends above the price it started from, an increase never
 * below it, and the result stays above zero. A tie goes to the lower price.
 */
export function roundToEnding(bani: number, ending: 90 | 99, before: number): number {
  const lower = Math.floor((bani - ending) / 100) * 100 + ending;
  const upper = lower + 100;
  let rounded = bani - lower <= upper - bani ? lower : upper;
  if (bani < before && rounded >= before) rounded = lower;
  if (bani > before && rounded <= before) rounded = upper;
  return rounded > 0 ? rounded : upper;
}

/** `bani` changed by `percent` (signed, −10 is ten per cent less), to the nearest ban. */
export function changeByPercent(bani: number, percent: number): number {
  return Math.round((bani * (100 + percent)) / 100);
}

/**
 * The price after a change: by a signed percentage or a signed amount in bani, then rounded.
 * The rounding is measured against `bani` (the price before), see roundToEnding.
 */
export function adjustedPrice(
  bani: number,
  change: { mode: 'percent' | 'amount'; value: number },
  rounding: PriceRounding,
): number {
  const changed = change.mode === 'percent' ? changeByPercent(bani, change.value) : bani + change.value;
  return rounding === 'none' ? changed : roundToEnding(changed, Number(rounding) as 90 | 99, bani);
}

/**
 * A reduced price `reduction` below `price`: a percentage or an amount in bani off it, then
 * rounded (downwards of the price, so it stays a reduction).
 */
export function reducedPrice(
  price: number,
  reduction: { mode: 'percent' | 'amount'; value: number },
  rounding: PriceRounding,
): number {
  return adjustedPrice(price, { mode: reduction.mode, value: -Math.abs(reduction.value) }, rounding);
}
