import { STORAGE_KEYS } from '@shop/shared/constants';
import { readStorage, writeStorage } from '@/lib/storage';

/** The four consent signals of contract §3 (Google consent mode names), each granted or denied. */
export const CONSENT_FLAGS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const;

export type ConsentFlag = (typeof CONSENT_FLAGS)[number];
export type ConsentValue = 'granted' | 'denied';
export type ConsentFlags = Record<ConsentFlag, ConsentValue>;

/** The path the banner links to (contract §2); the router redirects it to /politica-cookies. */
export const COOKIE_POLICY_LINK = '/politica-cookie';

/** All four signals set to one value: Accept grants them all, Decline denies them all (contract §4). */
export function allFlags(value: ConsentValue): ConsentFlags {
  return Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, value])) as ConsentFlags;
}

/** A stored choice, or null when there is none or it is not one we wrote (banner shows again). */
export function parseConsent(raw: string | null): ConsentFlags | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const valid = CONSENT_FLAGS.every((flag) => record[flag] === 'granted' || record[flag] === 'denied');
    return valid
      ? (Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, record[flag]])) as ConsentFlags)
      : null;
  } catch {
    return null;
  }
}

export function readSavedConsent(): ConsentFlags | null {
  return parseConsent(readStorage(STORAGE_KEYS.cookieConsent));
}

/** Stored as plain JSON under `cookie-consent-v2`, e.g. {"ad_storage":"granted",…} (contract §3). */
export function saveConsent(flags: ConsentFlags): void {
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify(flags));
}

type Gtag = (command: 'consent', action: 'default' | 'update', flags: ConsentFlags) => void;

/**
 * Hands the choice to Google's consent mode when the shop owner has installed gtag.js; the shop
 * itself loads no third-party script, so without `window.gtag` this does nothing. `default` is
 * used before any choice exists (everything denied), `update` once the visitor has chosen.
 * Returns whether gtag was told.
 */
export function applyConsent(flags: ConsentFlags, mode: 'default' | 'update' = 'update'): boolean {
  const gtag = (window as Window & { gtag?: unknown }).gtag;
  if (typeof gtag !== 'function') return false;
  (gtag as Gtag)('consent', mode, { ...flags });
  return true;
}

/** Start-up (contract §4): re-applies the saved choice, or the all-denied default when there is none. */
export function restoreConsent(): ConsentFlags | null {
  const saved = readSavedConsent();
  applyConsent(saved ?? allFlags('denied'), saved ? 'update' : 'default');
  return saved;
}
