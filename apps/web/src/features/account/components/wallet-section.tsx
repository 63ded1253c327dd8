import { Wallet as WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WalletEntry } from '@shop/shared/schemas/wallet';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useWallet, WALLET_ENTRIES_PER_PAGE } from '@/hooks/use-account-money';
import { walletEntryNote } from '../lib/customer-texts';
import { formatAmount, formatDate } from '../lib/format';
import { AccountSection } from './account-section';
import { QueryStates } from './query-states';

function EntryRow({ entry }: { entry: WalletEntry }) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const credit = !entry.suma.startsWith('-');
  const note = walletEntryNote(entry);
  return (
    <li className="flex items-start justify-between gap-4 border-b border-line py-3 last:border-b-0">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{t(`account.wallet.kinds.${entry.tip}`)}</span>
        {note ? <span className="text-sm text-ink-muted">{note}</span> : null}
        <span className="text-sm text-ink-muted">
          {formatDate(entry.created_at, i18n.language, true)}
          {entry.comanda !== null ? (
            <>
              {' · '}
              <Link
                className="underline hover:text-brand"
                to={localizedPath(`/contul-meu/comenzi/${entry.comanda}`)}
              >
                {t('account.orders.number', { id: entry.comanda })}
              </Link>
            </>
          ) : null}
        </span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5">
        <span className={cn('font-semibold tabular-nums', credit ? 'text-brand' : 'text-ink')}>
          {credit ? '+' : '−'}
          {formatAmount(entry.suma.replace('-', ''))}
        </span>
        <span className="text-xs text-ink-muted">
          {t('account.wallet.balance_after', { amount: formatAmount(entry.sold_dupa) })}
        </span>
      </div>
    </li>
  );
}

/** The wallet: its balance, what it pays for, and every movement a page at a time. */
export function WalletSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const wallet = useWallet(page);

  return (
    <AccountSection id="portofel" title={t('account.wallet.title')}>
      <QueryStates
        query={wallet}
        loading={t('account.wallet.loading')}
        loadError={t('account.wallet.load_error')}
      >
        {(data) => (
          <div className="flex flex-col gap-4" aria-busy={wallet.isPlaceholderData}>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-ink-muted">{t('account.wallet.balance')}</span>
              <strong className="text-2xl tabular-nums">{formatAmount(data.sold)}</strong>
            </p>
            <p className="text-sm text-ink-muted">{t('account.wallet.hint')}</p>
            {data.miscari.count === 0 ? (
              <EmptyState
                icon={<WalletIcon className="size-6" />}
                title={t('account.wallet.empty')}
                description={t('account.wallet.empty_hint')}
              />
            ) : (
              <>
                <ul aria-label={t('account.wallet.movements')}>
                  {data.miscari.results.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} />
                  ))}
                </ul>
                <Pagination
                  page={page}
                  totalPages={Math.ceil(data.miscari.count / WALLET_ENTRIES_PER_PAGE)}
                  label={t('account.wallet.pagination')}
                  onChange={setPage}
                />
              </>
            )}
          </div>
        )}
      </QueryStates>
    </AccountSection>
  );
}
