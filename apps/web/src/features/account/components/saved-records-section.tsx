import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormSuccess } from '@/components/form/form-success';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { AccountSection } from './account-section';

type SavedRecordsSectionProps<Record extends { id: number }> = {
  /** The section's anchor. */
  id: string;
  /** The texts' group in account.json: title, loading, load_error, empty, empty_hint, add, saved. */
  texts: 'addresses' | 'companies';
  records: UseQueryResult<Record[]>;
  icon: ReactNode;
  /** One saved record's card; `onEdit` opens the form on it. */
  renderCard: (record: Record, onEdit: () => void) => ReactNode;
  /** The form for a record, or a new one (null); `onDone` closes it, saying whether it saved. */
  renderForm: (record: Record | null, onDone: (saved: boolean) => void) => ReactNode;
};

/**
 * A list of the customer's saved records (addresses, companies) with its states: loading, the
 * load error with a retry, empty, the cards, and one form at a time to add or change one.
 */
export function SavedRecordsSection<Record extends { id: number }>({
  id,
  texts: area,
  records,
  icon,
  renderCard,
  renderForm,
}: SavedRecordsSectionProps<Record>) {
  const { t } = useTranslation();
  const texts = {
    title: t(`account.${area}.title`),
    loading: t(`account.${area}.loading`),
    loadError: t(`account.${area}.load_error`),
    empty: t(`account.${area}.empty`),
    emptyHint: t(`account.${area}.empty_hint`),
    add: t(`account.${area}.add`),
    saved: t(`account.${area}.saved`),
  };
  const [editing, setEditing] = useState<Record | 'new' | null>(null);
  const [saved, setSaved] = useState(0);

  const done = (wasSaved: boolean) => {
    setEditing(null);
    if (wasSaved) setSaved((count) => count + 1);
  };

  let content;
  if (records.data) {
    content = (
      <div className="flex flex-col gap-4">
        {saved > 0 && editing === null ? <FormSuccess key={saved}>{texts.saved}</FormSuccess> : null}
        {records.data.length === 0 && editing === null ? (
          <EmptyState icon={icon} title={texts.empty} description={texts.emptyHint} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {records.data.map((record) =>
              editing !== 'new' && editing?.id === record.id ? null : (
                <li key={record.id} className="flex flex-col gap-3 rounded-lg border border-line p-4">
                  {renderCard(record, () => setEditing(record))}
                </li>
              ),
            )}
          </ul>
        )}
        {editing ? (
          <div key={editing === 'new' ? 'new' : editing.id}>
            {renderForm(editing === 'new' ? null : editing, done)}
          </div>
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {texts.add}
          </Button>
        )}
      </div>
    );
  } else if (records.isError) {
    content = (
      <ErrorState
        title={texts.loadError}
        description={t(errorMessageKey(records.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void records.refetch()}
        retrying={records.isFetching}
        compact
      />
    );
  } else {
    content = (
      <div role="status" className="grid gap-3 md:grid-cols-2">
        <span className="sr-only">{texts.loading}</span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <AccountSection id={id} title={texts.title}>
      {content}
    </AccountSection>
  );
}
