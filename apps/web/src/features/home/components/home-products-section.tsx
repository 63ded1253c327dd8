import { ArrowRight, PackageOpen, RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';

type HomeProductsSectionProps = {
  title: string;
  /** The label of the link to the whole shop, beside the title. */
  allLabel: string;
  busy: boolean;
  children: ReactNode;
};

/** A home section of products: its title, a link to the whole shop, and the list. */
export function HomeProductsSection({ title, allLabel, busy, children }: HomeProductsSectionProps) {
  const localizedPath = useLocalizedPath();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 sm:mb-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Link
          to={localizedPath('/produse')}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {allLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * Contract §8: a failed home list was logged and stays empty; the visitor can still ask again.
 */
export function HomeProductsUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<PackageOpen className="size-6" />}
      title={t('home.products_empty_title')}
      description={t('home.products_empty_text')}
      action={
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          {t('home.check_again')}
        </Button>
      }
    />
  );
}
