import { Share2, Users } from 'lucide-react';
import type { Referral } from '@shop/shared/schemas/referral';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { useReferral } from '@/hooks/use-account-money';
import { formatAmount, formatDate } from '../lib/format';
import { AccountSection } from './account-section';
import { CopyButton } from './copy-button';
import { QueryStates } from './query-states';

function ShareButton({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  if (typeof navigator === 'undefined' || !('share' in navigator)) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() =>
        void navigator
          .share({
            title: t('account.referral.share_title'),
            text: t('account.referral.share_text', { code: referral.cod }),
            url: referral.link,
          })
          .catch(() => undefined)
      }
    >
      <Share2 aria-hidden="true" />
      {t('account.referral.share')}
    </Button>
  );
}

/** The customer's referral code and link, their own discount, and what their friends brought. */
export function ReferralSection() {
  const { t, i18n } = useTranslation();
  const referral = useReferral();
  return (
    <AccountSection id="recomandari" title={t('account.referral.title')}>
      <QueryStates
        query={referral}
        loading={t('account.referral.loading')}
        loadError={t('account.referral.load_error')}
      >
        {(data) => (
          <div className="flex flex-col gap-5">
            <p className="max-w-prose">
              {t('account.referral.explain', {
                discount: data.procent_reducere,
                cashback: data.procent_cashback,
              })}
            </p>
            {data.reducere_disponibila ? (
              <p className="rounded-lg bg-sage-50 p-3 font-medium text-brand">
                {t('account.referral.own_discount', { discount: data.procent_reducere })}
              </p>
            ) : null}
            <div className="flex flex-col gap-2">
              <span className="text-sm text-ink-muted">{t('account.referral.code')}</span>
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-canvas px-3 py-1.5 font-mono text-lg tracking-widest">
                  {data.cod}
                </code>
                <CopyButton text={data.cod} label={t('account.referral.copy_code')} />
                <CopyButton text={data.link} label={t('account.referral.copy_link')} />
                <ShareButton referral={data} />
              </div>
            </div>
            <p>
              <span className="text-ink-muted">{t('account.referral.earned')}</span>{' '}
              <strong className="tabular-nums">{formatAmount(data.castigat)}</strong>
            </p>
            {data.prieteni.length === 0 ? (
              <EmptyState
                icon={<Users className="size-6" />}
                title={t('account.referral.empty')}
                description={t('account.referral.empty_hint')}
              />
            ) : (
              <ul aria-label={t('account.referral.friends')} className="flex flex-col">
                {data.prieteni.map((friend, index) => (
                  <li
                    key={`${friend.inscris_la}-${index}`}
                    className="flex items-center justify-between gap-3 border-b border-line py-3 last:border-b-0"
                  >
                    <div className="flex flex-col">
                      <span className="font-medium">{friend.nume}</span>
                      <span className="text-sm text-ink-muted">
                        {t('account.referral.joined', { date: formatDate(friend.inscris_la, i18n.language) })}
                      </span>
                    </div>
                    <div className="flex flex-col items-end text-sm">
                      <span className="font-semibold">{t(`account.referral.statuses.${friend.status}`)}</span>
                      {friend.cashback ? (
                        <span className="text-ink-muted">{formatAmount(friend.cashback)}</span>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryStates>
    </AccountSection>
  );
}
