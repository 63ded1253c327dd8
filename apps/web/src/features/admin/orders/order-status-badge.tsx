import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared/order-status';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

// Only the theme's tokens (the default palette is dropped); each pair keeps AA contrast.
const TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'border-honey-300 bg-honey-100 text-honey-900',
  placed: 'border-sage-300 bg-sage-100 text-ink',
  processing: 'border-brand bg-sage-50 text-brand',
  shipped: 'border-brand bg-sage-200 text-brand-strong',
  delivered: 'border-brand bg-brand text-white',
  cancelled: 'border-line-strong bg-surface text-ink-muted',
  refunded: 'border-danger bg-danger-soft text-danger',
};

/** An order's status as a coloured label; the text carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  const { i18n } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 font-semibold whitespace-nowrap',
        size === 'md' ? 'text-sm' : 'text-xs',
        TONE[status],
      )}
    >
      {ORDER_STATUS_LABELS[status][i18n.language]}
    </span>
  );
}
