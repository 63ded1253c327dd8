import { ExternalLink, Truck } from 'lucide-react';
import type { COURIERS, CustomerAwb } from '@shop/shared/schemas/admin/shipping';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const COURIER_NAMES: Record<(typeof COURIERS)[number], string> = { sameday: 'Sameday' };

/** Only a web page is linked: the address comes from the courier module, but a link is a link. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The order's AWB and the courier's tracking page, on the customer's order pages (their account,
 * and the order page a guest opens from the mail). Nothing before the order has a live AWB.
 */
export function ParcelTracking({
  tracking,
  className,
}: {
  tracking: CustomerAwb | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!tracking) return null;
  return (
    <div className={cn('flex flex-col gap-1', className)} data-testid="parcel-tracking">
      <p className="flex flex-wrap items-center gap-x-2">
        <Truck aria-hidden="true" className="size-4 text-brand" />
        <span className="font-semibold">{t('common.parcel.awb')}:</span>{' '}
        <span className="font-mono break-all">{tracking.awb}</span>
      </p>
      <p className="text-sm text-ink-muted">
        {t('common.parcel.courier', { courier: COURIER_NAMES[tracking.curier] ?? tracking.curier })}
      </p>
      <TrackingLink url={tracking.url_urmarire} />
    </div>
  );
}

/**
 * "Urmărește coletul": the courier's tracking page in a new tab (said to screen readers), for the
 * customer's pages and the admin's AWB panel alike; nothing unless the address is a web page.
 */
export function TrackingLink({ url }: { url: string }) {
  const { t } = useTranslation();
  if (!isWebAddress(url)) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand underline-offset-4 hover:underline"
    >
      <span>
        {t('common.parcel.track')} <span className="sr-only">{t('common.parcel.new_tab')}</span>
      </span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
