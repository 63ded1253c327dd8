/**
 * Working days in Romania: Monday to Friday, without the public holidays of Codul muncii (Legea
 * 53/2003) art. 139. Days are "YYYY-MM-DD" strings, the calendar day in Romania; the arithmetic is
 * done on UTC dates so that no time zone or daylight-saving change moves a day.
 */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): Date {
  const match = DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a day: ${day}`);
  return date;
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function plusDays(day: string, days: number): string {
  return toDay(new Date(toUtc(day).getTime() + days * DAY_MS));
}

/**
 * Orthodox Easter Sunday of `year`, Gregorian date: Meeus's Julian algorithm, then the 13 days by
 * which the Julian calendar trails the Gregorian one from 1900 to 2099.
 */
export function orthodoxEaster(year: number): string {
  if (!Number.isInteger(year) || year < 1900 || year > 2099) {
    throw new RangeError(`Orthodox Easter is computed for 1900-2099, not ${year}`);
  }
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const dayOfMonth = ((d + e + 114) % 31) + 1;
  return toDay(new Date(Date.UTC(year, month - 1, dayOfMonth + 13)));
}

/** The fixed-date holidays of art. 139 (1), as "MM-DD". */
const FIXED_HOLIDAYS = new Set([
  '01-01', // Anul Nou
  '01-02',
  '01-06', // Boboteaza
  '01-07', // Sfântul Ioan Botezătorul
  '01-24', // Ziua Unirii Principatelor Române
  '05-01', // Ziua Muncii
  '06-01', // Ziua Copilului
  '08-15', // Adormirea Maicii Domnului
  '11-30', // Sfântul Andrei
  '12-01', // Ziua Națională
  '12-25', // Crăciunul
  '12-26',
]);

/**
 * The holidays that move with Orthodox Easter, in days from Easter Sunday: Good Friday, Easter
 * Sunday and Monday, Rusalii (Pentecost) Sunday and Monday.
 */
const EASTER_OFFSETS = [-2, 0, 1, 49, 50];

const movableCache = new Map<number, Set<string>>();

function movableHolidays(year: number): Set<string> {
  let days = movableCache.get(year);
  if (!days) {
    const easter = orthodoxEaster(year);
    days = new Set(EASTER_OFFSETS.map((offset) => plusDays(easter, offset)));
    movableCache.set(year, days);
  }
  return days;
}

/** A public holiday in Romania (Codul muncii art. 139), whatever day of the week it falls on. */
export function isRomanianPublicHoliday(day: string): boolean {
  toUtc(day);
  return FIXED_HOLIDAYS.has(day.slice(5)) || movableHolidays(Number(day.slice(0, 4))).has(day);
}

/** A day people work: not Saturday, not Sunday, not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = toUtc(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isRomanianPublicHoliday(day);
}

/** The `count`-th working day after `day` (`day` itself does not count); `day` when `count` is 0. */
export function addWorkingDays(day: string, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of days: ${count}`);
  let current = day;
  toUtc(day);
  for (let left = count; left > 0;) {
    current = plusDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** RO e-Factura's term: 5 working days after the issue date (OUG 120/2021 art. 10, as amended). */
const EFACTURA_WORKING_DAYS = 5;

/** The last day a document issued on `issueDate` may reach RO e-Factura. */
export function efacturaDeadline(issueDate: string): string {
  return addWorkingDays(issueDate, EFACTURA_WORKING_DAYS);
}

/** The working days after `from` up to and including `to` (`from` < `to`). */
function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let current = plusDays(from, 1); current <= to; current = plusDays(current, 1)) {
    if (isWorkingDay(current)) count += 1;
  }
  return count;
}

/**
 * How many working days are left from `today` to `deadline`: the working days after today up to
 * the deadline (1 the working day before it, also from the weekend before it); 0 on the deadline
 * itself; negative once it has passed: minus the working days since, and at least -1 (the
 * Saturday after a Friday deadline is already late).
 */
export function workingDaysLeft(deadline: string, today: string): number {
  toUtc(deadline);
  toUtc(today);
  if (today === deadline) return 0;
  if (today < deadline) return workingDaysBetween(today, deadline);
  return -Math.max(1, workingDaysBetween(deadline, today));
}
