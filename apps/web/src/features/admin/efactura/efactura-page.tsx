import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, CirclePause, PlugZap } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EFACTURA_CONSENT_OUTCOMES,
  EFACTURA_STATES,
  type EfacturaConnection,
  type EfacturaConsentOutcome,
} from '@shop/shared/schemas/admin/efactura';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { AdminQueryState, AdminScreen, useShopDateTimeFormat } from '../components/admin-screen';
import { efacturaConnectionQueryOptions, startEfacturaConsent } from './efactura-api';
import { openExternalPage } from '@/lib/external-page';

const isOutcome = (value: string | null): value is EfacturaConsentOutcome =>
  (EFACTURA_CONSENT_OUTCOMES as readonly (string | null)[]).includes(value);

/** ANAF's consent: the browser leaves for ANAF's sign-in with the qualified certificate. */
function ConsentButton({ connected }: { connected: boolean }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const start = useMutation({
    mutationFn: () => startEfacturaConsent(i18n.language === 'en' ? 'en' : 'ro'),
    onSuccess: (answer) => openExternalPage(answer.authorize_url),
    onError: () => setFailed(true),
  });
  return (
    <div className="flex flex-col gap-2">
      <Button
        className="self-start"
        disabled={start.isPending || start.isSuccess}
        onClick={() => {
          setFailed(false);
          start.mutate();
        }}
      >
        <PlugZap aria-hidden="true" className="size-4" />
        {start.isPending || start.isSuccess
          ? t('admin_efactura.consent_opening')
          : connected
            ? t('admin_efactura.consent_again')
            : t('admin_efactura.consent')}
      </Button>
      <p className="max-w-prose text-sm text-ink-muted">{t('admin_efactura.consent_hint')}</p>
      {failed ? (
        <p role="alert" className="text-danger">
          {t('admin_efactura.consent_failed')}
        </p>
      ) : null}
    </div>
  );
}

function ConnectionCard({ connection }: { connection: EfacturaConnection }) {
  const { t } = useTranslation();
  const format = useShopDateTimeFormat('medium', 'short');
  const date = (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
  if (connection.env === 'off') {
    return (
      <div className="flex max-w-3xl flex-col gap-2 rounded-card border border-line bg-surface p-5">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <CirclePause aria-hidden="true" className="size-5 text-ink-muted" />
          {t('admin_efactura.off_title')}
        </h2>
        <p className="max-w-prose">{t('admin_efactura.off')}</p>
      </div>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-3 rounded-card border border-line bg-surface p-5">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        {connection.connected ? (
          <CircleCheck aria-hidden="true" className="size-5 text-brand" />
        ) : (
          <CirclePause aria-hidden="true" className="size-5 text-ink-muted" />
        )}
        {connection.connected ? t('admin_efactura.connected_title') : t('admin_efactura.not_connected_title')}
      </h2>
      <p>{t(`admin_efactura.env.${connection.env}`)}</p>
      {connection.connected ? (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t('admin_efactura.connected_until')}</dt>
          <dd>{date(connection.refresh_expires_at)}</dd>
          <dt className="font-semibold">{t('admin_efactura.access_until')}</dt>
          <dd>{date(connection.access_expires_at)}</dd>
        </dl>
      ) : (
        <p className="max-w-prose">{t('admin_efactura.not_connected')}</p>
      )}
      <ConsentButton connected={connection.connected} />
    </div>
  );
}

function Counts({ counts }: { counts: EfacturaConnection['counts'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="efactura-counts-title" className="flex max-w-3xl flex-col gap-2">
      <h2 id="efactura-counts-title" className="text-xl font-semibold">
        {t('admin_efactura.counts_title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {EFACTURA_STATES.map((state) => (
          <div key={state} className="flex flex-col rounded-card border border-line bg-surface p-3">
            <dt className="text-sm text-ink-muted">{t(`admin_efactura.states.${state}`)}</dt>
            <dd className="text-2xl font-bold" data-testid={`efactura-count-${state}`}>
              {counts[state]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /admin/facturi/e-factura: the shop's connection to ANAF's RO e-Factura (docs/decisions/048). */
export function EfacturaPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('conectare');
  const connection = useQuery(efacturaConnectionQueryOptions());
  return (
    <AdminScreen id="efactura" title={t('admin_efactura.title')}>
      <p className="max-w-prose text-ink-muted">{t('admin_efactura.intro')}</p>
      {isOutcome(outcome) ? (
        <p
          role={outcome === 'ok' ? 'status' : 'alert'}
          className={
            outcome === 'ok' ? 'max-w-3xl rounded-lg bg-sage-50 p-3 font-semibold' : 'max-w-3xl text-danger'
          }
        >
          {t(`admin_efactura.outcomes.${outcome}`)}
        </p>
      ) : null}
      <AdminQueryState query={connection} empty={!connection.data} emptyTitle={t('admin.common.load_error')}>
        {connection.data ? (
          <>
            <ConnectionCard connection={connection.data} />
            <Counts counts={connection.data.counts} />
          </>
        ) : null}
      </AdminQueryState>
    </AdminScreen>
  );
}
