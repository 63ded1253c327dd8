import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

export function SiteHeader() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur-sm">
      <div className="mx-auto flex h-16 max-w-page items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to={localizedPath('/')} aria-label={t('app.home_link')} className="-m-1 rounded-lg p-1">
          <Logo name={t('app.name')} />
        </Link>
        {/* On phones the logo is the way home; the nav grows into a menu with the later screens. */}
        <nav aria-label={t('nav.label')} className="hidden sm:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink
                to={localizedPath('/')}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 items-center rounded-lg px-3 font-semibold transition-colors duration-200 hover:bg-sage-100',
                    isActive ? 'text-brand' : 'text-ink',
                  )
                }
              >
                {t('nav.home')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="ml-auto">
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
