import type { ReturnStatus } from '@shop/shared/schemas/returns';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<ReturnStatus, string> = {
  requested: 'bg-honey-100 text-honey-900',
  approved: 'bg-sage-100 text-brand-strong',
  refused: 'bg-danger-soft text-danger',
  received: 'bg-sage-200 text-brand-strong',
  refunded: 'bg-brand text-white',
};

/** A return request's status in words, coloured by how far along it is. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold', TONE[status])}
    >
      {t(`account.returns.statuses.${status}`)}
    </span>
  );
}
