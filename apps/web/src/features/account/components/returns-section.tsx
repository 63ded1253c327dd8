import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { localized, useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useReturns } from '../api/returns';
import { formatAmount, formatDate } from '../lib/format';
import { AccountListSection } from './query-states';
import { ReturnStatusBadge } from './return-status-badge';

/** The customer's return requests: what goes back, where each stands, how it was paid back. */
export function ReturnsSection() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const returns = useReturns();
  return (
    <AccountListSection
      id="retururi"
      texts="returns"
      query={returns}
      icon={<PackageOpen className="size-6" />}
    >
      {(list) => (
        <ul className="flex flex-col gap-3">
          {list.map((request) => (
            <li key={request.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  className="font-semibold hover:text-brand"
                  to={localizedPath(`/contul-meu/comenzi/${request.comanda}`)}
                >
                  {t('account.returns.for_order', { id: request.comanda })}
                </Link>
                <ReturnStatusBadge status={request.status} />
              </div>
              <p className="text-sm text-ink-muted">
                {t('account.returns.sent_on', { date: formatDate(request.created_at, i18n.language) })}
                {' · '}
                {t(`account.returns.reasons.${request.motiv}`)}
              </p>
              <ul className="text-sm">
                {request.produse.map((line) => (
                  <li key={line.linie}>
                    {localized({ titlu: line.titlu, titlu_en: line.titlu_en }, 'titlu', i18n.language)} ×{' '}
                    {line.cantitate}
                  </li>
                ))}
              </ul>
              {request.nota_magazin ? (
                <p className="rounded-lg bg-canvas p-3 text-sm">
                  <span className="font-semibold">{t('account.returns.shop_note')}</span>{' '}
                  {request.nota_magazin}
                </p>
              ) : null}
              {request.rambursare ? (
                <p className="text-sm font-semibold text-brand">
                  {request.rambursare.metoda === 'voucher'
                    ? t('account.returns.refunded_voucher', {
                        amount: formatAmount(request.rambursare.suma),
                        code: request.rambursare.voucher ?? '',
                      })
                    : t('account.returns.refunded', {
                        amount: formatAmount(request.rambursare.suma),
                        how: t(`account.returns.refund_methods.${request.rambursare.metoda}`),
                      })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AccountListSection>
  );
}
