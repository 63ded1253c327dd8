import { formatDecimalLei } from '@shop/shared/money';

/** A date as the visitor's language writes it (25 noiembrie 2026 / 25 November 2026). */
export function formatDate(iso: string, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(new Date(iso));
}

/** An amount from the wire ("49.90") in lei. */
export const formatAmount = formatDecimalLei;
