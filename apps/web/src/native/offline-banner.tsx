import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { connectionStore } from './connection';

/**
 * The app's notice that the device is offline. The live region stays in the page while online
 * (empty), so a screen reader announces the text when it appears; it sits above the phone's home
 * indicator.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    connectionStore.subscribe,
    connectionStore.getSnapshot,
    connectionStore.getServerSnapshot,
  );
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 print:hidden">
      {online ? null : (
        <p className="bg-ink px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-semibold text-white">
          {t('app.offline')}
        </p>
      )}
    </div>
  );
}
