import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** The listing's "start over" link: no filters, no category, the first page. */
export function ResetLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={to}>
        <RotateCcw aria-hidden="true" />
        {t('listing.controls.reset')}
      </Link>
    </Button>
  );
}
