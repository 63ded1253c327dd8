import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Download, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AwbBulkResult } from '@shop/shared/schemas/admin/shipping';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { useSubmissionKeys } from '../components/submission-keys';
import { shopToday } from '../components/shop-time';
import { BulkResults } from './bulk-awb';
import { orderKeys } from './orders-api';
import { createDayAwbs, downloadDayLabels } from './shipping-api';
import { shippingFailure } from './shipping-errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "AWB-urile zilei": the AWBs of every order placed on a day that may ship and has none yet (the
 * courier's morning round), and that day's labels in one PDF, without choosing the orders one by
 * one. `initialDay`: the day the list is filtered on, else today on Romania's clock.
 */
export function DayAwb({ initialDay }: { initialDay?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(() => initialDay ?? shopToday());
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<AwbBulkResult | null>(null);
  const valid = DAY.test(day);

  const create = useMutation({
    mutationFn: (chosen: string) => createDayAwbs(chosen, keys.keyFor({ day: chosen })),
    onSuccess: async (result) => {
      keys.reset();
      setOpen(false);
      setMade(result);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => setFailure(shippingFailure(t, error)),
  });
  const labels = useMutation({
    mutationFn: (chosen: string) => downloadDayLabels(chosen),
    onError: (error) => setFailure(shippingFailure(t, error)),
  });
  const busy = create.isPending || labels.isPending;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setFailure(null);
        }}
      >
        <DialogTrigger asChild>
          <Button ref={trigger} variant="secondary" size="sm-touch">
            <CalendarDays aria-hidden="true" />
            {t('admin_orders.awb.day.open')}
          </Button>
        </DialogTrigger>
        <DialogContent size="md">
          <DialogTitle>{t('admin_orders.awb.day.title')}</DialogTitle>
          <DialogDescription>{t('admin_orders.awb.day.description')}</DialogDescription>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!valid || busy) return;
              setFailure(null);
              create.mutate(day);
            }}
          >
            <FormField
              label={t('admin_orders.awb.day.day')}
              error={valid ? undefined : t('admin_orders.awb.day.day_invalid')}
            >
              <Input
                type="date"
                name="zi"
                required
                value={day}
                onChange={(event) => setDay(event.target.value)}
              />
            </FormField>
            {failure ? (
              <p role="alert" className="text-danger">
                {failure}
              </p>
            ) : null}
            <DialogActions>
              <Button
                type="button"
                variant="secondary"
                disabled={!valid || busy}
                onClick={() => {
                  setFailure(null);
                  labels.mutate(day);
                }}
              >
                <Download aria-hidden="true" />
                {labels.isPending ? t('admin_orders.awb.downloading') : t('admin_orders.awb.day.labels')}
              </Button>
              <Button type="submit" disabled={!valid || busy}>
                <Truck aria-hidden="true" />
                {create.isPending ? t('admin_orders.awb.bulk.working') : t('admin_orders.awb.day.generate')}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
      {made ? (
        <BulkResults
          results={made.results}
          remaining={made.remaining}
          onClose={() => setMade(null)}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}
