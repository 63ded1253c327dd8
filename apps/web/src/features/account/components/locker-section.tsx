import type { Locker } from '@shop/shared/schemas/checkout';
import { useState, type ReactNode } from 'react';
import { FormSuccess } from '@/components/form/form-success';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/error-message';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useTranslation } from '@/lib/i18n';
import { usePreferredLocker } from '@/hooks/use-address-book';
import { useSetPreferredLocker } from '../api/address-book';
import { AccountSection } from './account-section';

/** The easybox picker, as the page composing this section provides it (the checkout's). */
export type LockerPickerSlot = (props: {
  value: Locker | null;
  onChange: (locker: Locker | null) => void;
}) => ReactNode;

/** The easybox the checkout offers first; chosen with the checkout's own picker. */
export function LockerSection({ picker }: { picker: LockerPickerSlot }) {
  const { t } = useTranslation();
  const preferred = usePreferredLocker();
  const choose = useSetPreferredLocker();
  const [picking, setPicking] = useState(false);
  const [saved, setSaved] = useState(0);

  const save = (locker: Locker | null) => {
    choose.mutate(locker?.id ?? null, {
      onSuccess: () => {
        setPicking(false);
        setSaved((count) => count + 1);
      },
    });
  };

  let content;
  if (preferred.data) {
    const locker = preferred.data.locker;
    content = (
      <div className="flex flex-col gap-4">
        {saved > 0 && !picking ? <FormSuccess key={saved}>{t('account.locker.saved')}</FormSuccess> : null}
        {locker ? (
          <p>
            <span className="block font-semibold">{locker.nume}</span>
            <span className="text-ink-muted">
              {locker.adresa}, {locker.localitate}, {locker.judet}, {locker.cod_postal}
            </span>
          </p>
        ) : (
          <p className="text-ink-muted">{t('account.locker.none')}</p>
        )}
        {picking ? (
          picker({ value: null, onChange: (chosen) => chosen && save(chosen) })
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setPicking(true)}>
              {locker ? t('account.locker.change') : t('account.locker.choose')}
            </Button>
            {locker ? (
              <Button
                variant="secondary-danger"
                aria-disabled={choose.isPending || undefined}
                onClick={() => {
                  if (!choose.isPending) save(null);
                }}
              >
                {t('account.locker.remove')}
              </Button>
            ) : null}
          </div>
        )}
        {choose.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {t(accountFailureKey(choose.error, 'account.locker.save_error'))}
          </p>
        ) : null}
      </div>
    );
  } else if (preferred.isError) {
    content = (
      <ErrorState
        title={t('account.locker.load_error')}
        description={t(errorMessageKey(preferred.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void preferred.refetch()}
        retrying={preferred.isFetching}
        compact
      />
    );
  } else {
    content = (
      <div role="status">
        <span className="sr-only">{t('account.locker.loading')}</span>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  return (
    <AccountSection id="easybox" title={t('account.locker.title')}>
      {content}
    </AccountSection>
  );
}
