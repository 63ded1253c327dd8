import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useDocumentHead } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  useDocumentHead({
    title: `${t('not_found.document_title')} | ${t('app.name')}`,
    socialTitle: t('not_found.document_title'),
    description: t('not_found.text'),
    noindex: true,
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-sage-100 text-brand"
      >
        <SearchX className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-ink-muted">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('not_found.title')}</h1>
      <p className="text-lg text-ink-muted">{t('not_found.text')}</p>
      <Button asChild className="mt-2">
        <Link to={localizedPath('/')}>{t('common.back_home')}</Link>
      </Button>
    </div>
  );
}
