/**
 * The shop's information pages (contract §2): their paths and when their text last changed. The
 * date is shown under each title; change it together with the page's text in the locale files.
 */
export const CONTENT_PAGES = {
  about: { path: '/despre-noi', updated: '2026-11-20' },
  howToOrder: { path: '/cum-comand', updated: '2026-11-20' },
  delivery: { path: '/detalii-livrare', updated: '2026-11-20' },
  returns: { path: '/politica-retur', updated: '2026-11-20' },
  terms: { path: '/termeni-conditii', updated: '2026-11-20' },
  privacy: { path: '/politica-confidentialitate', updated: '2026-11-20' },
  cookies: { path: '/politica-cookies', updated: '2026-11-20' },
  faq: { path: '/faq', updated: '2026-11-20' },
  contact: { path: '/contact', updated: '2026-11-20' },
  /** The model withdrawal form of OUG nr. 34/2014 (annex nr. 1), filled in with the seller. */
  withdrawal: { path: '/formular-retragere', updated: '2026-11-26' },
  /** The accessibility statement the European Accessibility Act asks of a shop (Legea 232/2022). */
  accessibility: { path: '/accesibilitate', updated: '2026-11-26' },
} as const;

export type ContentPageName = keyof typeof CONTENT_PAGES;
