import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDecimalLei } from '@shop/shared/money';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import type { Shipment } from '@shop/shared/schemas/admin/shipping';
import { Button } from '@/components/ui/button';
import { TrackingLink } from '@/components/ui/parcel-tracking';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSubmissionKeys } from '../components/submission-keys';
import { AwbDialog } from './awb-dialog';
import { orderKeys } from './orders-api';
import { type AwbLabelFormat, cancelAwb, downloadLabel } from './shipping-api';
import { shippingFailure } from './shipping-errors';

/** Staff cancel an AWB after a confirmation; the row stays, with its cancellation. */
function CancelAwb({ orderId, shipment }: { orderId: number; shipment: Shipment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: () => cancelAwb(orderId, keys.keyFor({ cancel: shipment.id })),
    onSuccess: async () => {
      keys.reset();
      setAsking(false);
      showShopToast(t('admin_orders.awb.cancelled'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => setFailure(shippingFailure(t, error)),
  });
  return (
    <>
      <Button
        variant="secondary-danger"
        size="sm-touch"
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {t('admin_orders.awb.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => mutation.mutate()}
        title={t('admin_orders.awb.cancel_title', { awb: shipment.awb })}
        description={t('admin_orders.awb.cancel_body')}
        cancelLabel={t('admin_orders.awb.cancel_keep')}
        confirmLabel={t('admin_orders.awb.cancel_confirm')}
        busy={mutation.isPending}
        error={failure}
      />
    </>
  );
}

/** A live AWB: what the courier has, where the parcel is, its label and its cancellation. */
function LiveShipment({ orderId, shipment }: { orderId: number; shipment: Shipment }) {
  const { t, i18n } = useTranslation();
  const dateTime = useShopDateTimeFormat('medium');
  const grams = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'ro-RO');
  const label = useMutation({
    mutationFn: (format: AwbLabelFormat) => downloadLabel(orderId, shipment.awb, format),
  });
  const facts: [string, string][] = [
    [
      t('admin_orders.awb.state'),
      t(`admin_orders.awb.states.${shipment.status}`) +
        (shipment.courier_status ? ` (${shipment.courier_status})` : ''),
    ],
    [
      t('admin_orders.awb.delivery_kind'),
      shipment.delivery === 'pickup_point'
        ? t('admin_orders.awb.delivery_pickup_point', { locker: shipment.locker_id ?? '—' })
        : t('admin_orders.awb.delivery_address'),
    ],
    [
      t('admin_orders.awb.weight'),
      t('admin_orders.awb.grams', { weight: grams.format(shipment.weight_grams) }),
    ],
    [t('admin_orders.awb.parcels'), String(shipment.parcels)],
    [t('admin_orders.awb.cod'), formatDecimalLei(shipment.cash_on_delivery)],
    [t('admin_orders.awb.insured'), formatDecimalLei(shipment.insured_value)],
    [t('admin_orders.awb.created'), dateTime.format(new Date(shipment.created_at))],
    ...(shipment.delivered_at
      ? [
          [t('admin_orders.awb.delivered'), dateTime.format(new Date(shipment.delivered_at))] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('admin_orders.awb.number')}</dt>
        <dd className="font-mono font-semibold break-all">{shipment.awb}</dd>
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TrackingLink url={shipment.tracking_url} />
      {label.isError ? (
        <p role="alert" className="text-danger">
          {t('admin_orders.awb.label_failed')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm-touch" disabled={label.isPending} onClick={() => label.mutate('A6')}>
          <Download aria-hidden="true" />
          {label.isPending && label.variables === 'A6'
            ? t('admin_orders.awb.downloading')
            : t('admin_orders.awb.label')}
        </Button>
        <Button
          variant="secondary"
          size="sm-touch"
          disabled={label.isPending}
          onClick={() => label.mutate('A4')}
        >
          {label.isPending && label.variables === 'A4'
            ? t('admin_orders.awb.downloading')
            : t('admin_orders.awb.label_a4')}
        </Button>
        {/* A delivered or returned parcel is done with; the courier refuses whatever else it cannot cancel. */}
        {shipment.status === 'delivered' || shipment.status === 'returned' ? null : (
          <CancelAwb orderId={orderId} shipment={shipment} />
        )}
      </div>
    </>
  );
}

/**
 * The order's AWB, under its delivery address: the live one with its label, or a way to make one
 * when a courier is configured and the order can ship (`awb_available`).
 */
export function ShipmentPanel({
  order,
}: {
  order: Pick<AdminOrderDetail, 'id' | 'shipment' | 'awb_available'>;
}) {
  const { t } = useTranslation();
  const dateTime = useShopDateTimeFormat('medium');
  const [creating, setCreating] = useState(false);
  const generate = useRef<HTMLButtonElement>(null);
  const { shipment } = order;
  const live = shipment && !shipment.cancelled_at ? shipment : null;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-3" data-testid="shipment-panel">
      <h3 className="flex items-center gap-2 font-semibold">
        <Truck aria-hidden="true" className="size-4 text-brand" />
        {t('admin_orders.awb.title')}
      </h3>
      {live ? (
        <LiveShipment orderId={order.id} shipment={live} />
      ) : (
        <>
          {shipment?.cancelled_at ? (
            <p className="text-sm text-ink-muted">
              {t('admin_orders.awb.cancelled_before', {
                awb: shipment.awb,
                when: dateTime.format(new Date(shipment.cancelled_at)),
              })}
            </p>
          ) : (
            <p className="text-ink-muted">{t('admin_orders.awb.none')}</p>
          )}
          {order.awb_available ? (
            <Button ref={generate} size="sm-touch" className="self-start" onClick={() => setCreating(true)}>
              {t('admin_orders.awb.generate')}
            </Button>
          ) : (
            <p className="text-sm text-ink-muted">{t('admin_orders.awb.unavailable')}</p>
          )}
        </>
      )}
      {creating ? (
        <AwbDialog orderId={order.id} onClose={() => setCreating(false)} returnFocusTo={generate} />
      ) : null}
    </div>
  );
}
