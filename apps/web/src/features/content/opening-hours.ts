import type { OpeningHours } from '@shop/shared/schemas/shop-settings';
import { capitalise, weekdayName } from '@/lib/weekday';

export type OpeningHoursRow = { days: string; time: string | null };

function dayRange(days: readonly number[], locale: string): string {
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0] ?? 1;
  const last = sorted[sorted.length - 1] ?? first;
  const consecutive = sorted.every((day, index) => day === first + index);
  if (sorted.length === 1) return weekdayName(first, locale);
  if (consecutive) return `${weekdayName(first, locale)} – ${weekdayName(last, locale)}`;
  return sorted.map((day) => weekdayName(day, locale)).join(', ');
}

/**
 * One row per opening-hours entry and one "closed" row for the remaining days, with weekday
 * names in the visitor's language ("Luni – vineri", "09:00 – 18:00").
 */
export function openingHoursRows(hours: readonly OpeningHours[], locale: string): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = hours.map((entry) => ({
    days: capitalise(dayRange(entry.days, locale)),
    time: `${entry.open} – ${entry.close}`,
  }));
  const open = new Set(hours.flatMap((entry) => entry.days));
  const closed = [1, 2, 3, 4, 5, 6, 7].filter((day) => !open.has(day));
  if (closed.length > 0) rows.push({ days: capitalise(dayRange(closed, locale)), time: null });
  return rows;
}

/** The open rows on one line, for running text: "luni – vineri 09:00–18:00, sâmbătă 10:00–14:00". */
export function openingHoursSummary(hours: readonly OpeningHours[], locale: string): string {
  // No spaces around the dash of a time range, so that it never breaks across lines.
  return hours.map((entry) => `${dayRange(entry.days, locale)} ${entry.open}–${entry.close}`).join(', ');
}
