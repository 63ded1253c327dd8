import { SHOP_TIME_ZONE } from '@shop/shared/constants';

/** The wall-clock parts of a moment in the shop's time zone. */
function wallClock(moment: Date): { date: string; time: string; asUtc: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, asUtc: Date.parse(`${date}T${time}:${parts.second}Z`) };
}

/** A moment as a `datetime-local` value ("2026-12-01T09:30") on Romania's clock, whatever the browser's. */
export function toShopLocalInput(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = wallClock(new Date(iso));
  return `${date}T${time}`;
}

/**
 * A `datetime-local` value read on Romania's clock, as an ISO moment; '' for an empty or
 * unreadable value. The offset is looked up at the moment itself, so summer time is right.
 */
export function fromShopLocalInput(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return '';
  let moment = asUtc;
  for (let step = 0; step < 2; step++) moment = asUtc - (wallClock(new Date(moment)).asUtc - moment);
  return new Date(moment).toISOString();
}

/** Today's calendar day in Romania ("2026-11-27"), whatever the browser's zone. */
export function shopToday(now: Date = new Date()): string {
  return wallClock(now).date;
}

/** A calendar day moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
