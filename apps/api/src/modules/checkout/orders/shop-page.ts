import { pathInLanguage } from '@shop/shared/language-path';

/** A storefront page in the order's language, as an absolute URL (mails, payment redirects). */
export function shopPage(publicUrl: string, lang: string, pathAndQuery: string): string {
  return `${publicUrl}${pathInLanguage(lang, pathAndQuery)}`;
}

/** What checkout logs through (the app's logger, or nothing in unit use). */
export type CheckoutLogger = {
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export const silentLogger: CheckoutLogger = { warn: () => undefined, error: () => undefined };
