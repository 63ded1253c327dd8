import { orderStatusLabel, type OrderStatus } from '@shop/shared/order-status';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-honey-100 text-honey-900',
  placed: 'bg-sage-100 text-brand-strong',
  processing: 'bg-sage-100 text-brand-strong',
  shipped: 'bg-sage-200 text-brand-strong',
  delivered: 'bg-brand text-white',
  cancelled: 'bg-danger-soft text-danger',
  refunded: 'bg-danger-soft text-danger',
};

/** An order's status in words, coloured by how far along it is. */
export function OrderStatusBadge({ status, paid }: { status: OrderStatus; paid: boolean }) {
  const { i18n } = useTranslation();
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold', TONE[status])}
    >
      {orderStatusLabel(status, paid, i18n.language === 'en' ? 'en' : 'ro')}
    </span>
  );
}
