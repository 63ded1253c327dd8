import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';

export function SiteFooter() {
  const { t } = useTranslation();
  const name = t('app.name');

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="flex max-w-md flex-col gap-3">
          <p className="inline-flex items-center gap-2 text-lg font-bold text-brand">
            <LogoMark className="size-7" />
            {name}
          </p>
          <p className="text-ink-muted">{t('footer.about')}</p>
        </div>
        <p className="text-sm text-ink-muted">
          {t('footer.copyright', { year: new Date().getFullYear(), name })}
        </p>
      </div>
    </footer>
  );
}
