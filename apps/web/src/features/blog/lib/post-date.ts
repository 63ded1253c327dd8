/** A post's publishing date as its reader's language writes it ("12 noiembrie 2026"), or null. */
export function formatPostDate(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', {
    dateStyle: 'long',
    timeZone: 'Europe/Bucharest',
  }).format(date);
}
