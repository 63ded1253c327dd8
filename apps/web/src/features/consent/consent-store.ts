import { create } from 'zustand';
import { STORAGE_KEYS } from '@shop/shared/constants';
import {
  allFlags,
  applyConsent,
  readSavedConsent,
  restoreConsent,
  saveConsent,
  type ConsentFlags,
} from './consent';
import { installGtagQueue, loadAnalyticsIfGranted } from './analytics';

type ConsentState = {
  /** The saved choice; null until the visitor chooses. */
  flags: ConsentFlags | null;
  /** The banner shows with no saved choice, or when the visitor asks to change it. */
  bannerOpen: boolean;
  accept: () => void;
  decline: () => void;
  /** Shows the banner again (cookie policy page), keeping the current choice until a new one. */
  reopen: () => void;
};

function choose(flags: ConsentFlags) {
  saveConsent(flags);
  applyConsent(flags);
  loadAnalyticsIfGranted(flags);
  return { flags, bannerOpen: false };
}

/**
 * Cookie consent (contract §4). The store is created when the app starts (the layout imports the
 * banner), and creating it re-applies the saved choice, so a returning visitor's choice reaches
 * gtag before anything else runs.
 */
export const useConsentStore = create<ConsentState>()((set) => ({
  // The server renders without the banner (it cannot know the choice); the saved choice is applied
  // just after creation, so a server-rendered page hydrates first and then shows the banner.
  flags: null,
  bannerOpen: false,
  accept: () => set(choose(allFlags('granted'))),
  decline: () => set(choose(allFlags('denied'))),
  reopen: () => set({ bannerOpen: true }),
}));

if (typeof window !== 'undefined') {
  // Consent mode v2: the queue first, then the saved choice (or the all-denied default), then
  // Google's script if, and only if, analytics was granted.
  installGtagQueue();
  const flags = restoreConsent();
  loadAnalyticsIfGranted(flags);
  useConsentStore.setState({ flags, bannerOpen: flags === null });
}

/** Another tab chose (or the site data was cleared): follow it. Returns the unsubscribe. */
export function watchConsentInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.cookieConsent && event.key !== null) return;
    const flags = readSavedConsent();
    if (flags) {
      applyConsent(flags);
      loadAnalyticsIfGranted(flags);
    }
    useConsentStore.setState({ flags, bannerOpen: flags === null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
