import { PackageOpen, Truck } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { formatLei } from '@shop/shared/money';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { useTranslation } from '@/lib/i18n';
import { useCheckoutField } from '../hooks/use-checkout-field';
import { AddressFields } from './address-fields';
import { LockerPicker } from './locker-picker';
import { SavedAddressPicker, usePreferredLockerDefault } from './saved-records';
import { Section } from './section';

/** Courier to an address, or pickup from an easybox chosen from the list. */
export function DeliverySection({
  shipping,
  deliveryDays,
}: {
  shipping: number;
  /** The shop's courier delivery time, in working days. */
  deliveryDays: { min: number; max: number };
}) {
  const { t } = useTranslation();
  const { form, field, errorText, clearError } = useCheckoutField();
  const metoda = useWatch({ control: form.control, name: 'metoda' });
  usePreferredLockerDefault();
  const price = shipping === 0 ? t('checkout.delivery.price_free') : formatLei(shipping);

  return (
    <Section step={2} title={t('checkout.delivery.title')}>
      <ChoiceGroup legend={t('checkout.delivery.method_legend')} error={errorText('metoda')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            value="curier"
            title={t('checkout.delivery.courier')}
            description={t('checkout.delivery.courier_text', deliveryDays)}
            icon={<Truck className="size-5" />}
            aside={price}
            {...field('metoda')}
          />
          <ChoiceCard
            value="easybox"
            title={t('checkout.delivery.easybox')}
            description={t('checkout.delivery.easybox_text')}
            icon={<PackageOpen className="size-5" />}
            aside={price}
            {...field('metoda')}
          />
        </div>
      </ChoiceGroup>
      <div className="mt-5">
        {metoda === 'curier' ? (
          <>
            <SavedAddressPicker />
            <AddressFields prefix="address" autoCompleteSection="shipping" />
          </>
        ) : (
          <Controller
            control={form.control}
            name="locker"
            render={({ field: locker }) => (
              <LockerPicker
                ref={locker.ref}
                name={locker.name}
                value={locker.value}
                onChange={(next) => {
                  clearError('locker');
                  locker.onChange(next);
                }}
                error={errorText('locker')}
              />
            )}
          />
        )}
      </div>
    </Section>
  );
}
