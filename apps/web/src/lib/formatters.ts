/**
 * One Intl formatter per locale, made on first use: making one costs far more than using it, and a
 * server-rendered listing formats a rating on every card.
 */
export function formatterPerLocale<Formatter>(
  make: (locale: string) => Formatter,
): (locale: string) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (locale) => {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = make(locale);
      formatters.set(locale, formatter);
    }
    return formatter;
  };
}

/** The shop's two locales as Intl names them. */
export const intlLocale = (language: string) => (language.startsWith('en') ? 'en-GB' : 'ro-RO');

/** "12 noiembrie 2026": a calendar day (already in the shop's zone, or UTC) written out. */
export const longDate = formatterPerLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
