import type { LockerOpeningHours } from '@shop/shared/schemas/checkout';

/** A run of consecutive weekdays with the same hours ("Lun–Vin 08:00–20:00"). */
export type OpeningHoursGroup = { from: number; to: number; opens: string; closes: string };

const MIDNIGHT_CLOSES = new Set(['23:59', '24:00']);

/** Open all day every day: an easybox usually is, and "nonstop" reads better than seven lines. */
export function isNonstop(program: LockerOpeningHours[]): boolean {
  const days = new Set(
    program.filter((h) => h.de_la === '00:00' && MIDNIGHT_CLOSES.has(h.pana_la)).map((h) => h.zi),
  );
  return days.size === 7;
}

/**
 * The week's hours as runs of consecutive days with the same times, Monday first; a day the
 * courier does not list is closed and breaks the run. A day open twice (a lunch break) keeps the
 * first interval per group and shows the day alone.
 */
export function groupOpeningHours(program: LockerOpeningHours[]): OpeningHoursGroup[] {
  const byDay = new Map<number, LockerOpeningHours[]>();
  for (const hours of [...program].sort((a, b) => a.zi - b.zi || a.de_la.localeCompare(b.de_la))) {
    byDay.set(hours.zi, [...(byDay.get(hours.zi) ?? []), hours]);
  }
  const groups: OpeningHoursGroup[] = [];
  for (const [day, intervals] of byDay) {
    const last = groups.at(-1);
    const [only] = intervals;
    if (
      intervals.length === 1 &&
      only &&
      last &&
      last.to === day - 1 &&
      last.opens === only.de_la &&
      last.closes === only.pana_la &&
      (byDay.get(last.to)?.length ?? 0) === 1
    ) {
      last.to = day;
      continue;
    }
    for (const interval of intervals) {
      groups.push({ from: day, to: day, opens: interval.de_la, closes: interval.pana_la });
    }
  }
  return groups;
}
