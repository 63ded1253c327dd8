import { Cookie } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useConsentStore } from '../consent-store';

/** The visitor's current choice and a way to change it (withdrawing is as easy as giving). */
export function ConsentSettings() {
  const { t } = useTranslation();
  const flags = useConsentStore((state) => state.flags);
  const reopen = useConsentStore((state) => state.reopen);

  const status =
    flags === null
      ? t('consent.status_none')
      : flags.analytics_storage === 'granted'
        ? t('consent.status_granted')
        : t('consent.status_denied');

  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 print:hidden">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-sage-100 text-brand"
        >
          <Cookie className="size-5" />
        </span>
        <div>
          <p className="font-semibold text-ink">{t('consent.status_title')}</p>
          <p role="status" className="text-ink-muted">
            {status}
          </p>
        </div>
      </div>
      <Button variant="secondary" onClick={reopen}>
        {t('consent.change')}
      </Button>
    </div>
  );
}
