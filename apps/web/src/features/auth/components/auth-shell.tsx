import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';

type AuthShellProps = {
  /** The logo link home; the route passes it, the layout owns the logo. */
  logo: ReactNode;
  title: string;
  subtitle: string;
  /** Under the card: the link to the other form. */
  footer: ReactNode;
  children: ReactNode;
};

/** The sign-in and sign-up screens, without the site layout (contract §2): logo, card, way back. */
export function AuthShell({ logo, title, subtitle, footer, children }: AuthShellProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();

  return (
    <div className="flex flex-1 flex-col bg-[radial-gradient(ellipse_at_top,var(--color-sage-100),transparent_60%)] px-4 pt-6 pb-12 sm:pt-10">
      <div className="mx-auto flex w-full max-w-md flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          {logo}
          <Link
            to={localizedPath('/')}
            className="inline-flex h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-sage-100"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('auth.back_to_shop')}
          </Link>
        </div>
        <section
          aria-labelledby={headingId}
          className="rounded-card border border-line bg-surface p-5 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_8px_24px_-12px_rgb(31_92_69/0.18)] sm:p-8"
        >
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <p className="mt-1.5 text-ink-muted">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </section>
        <p className="text-center text-ink-muted">{footer}</p>
      </div>
    </div>
  );
}
