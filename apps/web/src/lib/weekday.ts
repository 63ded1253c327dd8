// 2024-01-01 was a Monday, so ISO weekday n falls on January n.
/** A weekday's name in a locale ("luni", "Monday"); `isoDay` 1 is Monday, 7 Sunday. */
export const weekdayName = (isoDay: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );

export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A weekday's name as a label ("Luni", "Monday"). */
export const weekdayLabel = (isoDay: number, locale: string) => capitalise(weekdayName(isoDay, locale));
