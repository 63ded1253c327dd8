import { formatterPerLocale, intlLocale } from '@/lib/formatters';

const postDate = formatterPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Bucharest' }),
);

/** A post's publishing date as its reader's language writes it ("12 noiembrie 2026"), or null. */
export function formatPostDate(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return postDate(intlLocale(language)).format(date);
}
