import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AccountSummary } from '@/features/account/components/account-summary';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AccountRoute() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(`${t('account.document_title')} | ${t('app.name')}`);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 id={titleId} className="mb-6 text-3xl font-bold tracking-tight">
        {t('account.title')}
      </h1>
      <AccountSummary titleId={titleId} />
    </div>
  );
}
