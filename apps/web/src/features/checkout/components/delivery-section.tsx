import { PackageOpen, Truck } from 'lucide-react';
import { DELIVERY_DAYS } from '@shop/shared/constants';
import { formatLei } from '@shop/shared/money';
import { useTranslation } from '@/lib/i18n';
import { AddressFields } from './address-fields';
import { ChoiceCard, ChoiceGroup, Section, useMessageText } from './form-fields';
import { LockerPicker } from './locker-picker';
import type { SectionProps } from './section-props';

/** Courier to an address, or pickup from an easybox chosen from the list. */
export function DeliverySection({ values, errors, update, shipping }: SectionProps & { shipping: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const price = shipping === 0 ? t('checkout.delivery.price_free') : formatLei(shipping);

  return (
    <Section step={2} title={t('checkout.delivery.title')}>
      <ChoiceGroup
        legend={t('checkout.delivery.method_legend')}
        errorId="checkout-delivery-method-error"
        error={text(errors['livrare.metoda'])}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            name="livrare.metoda"
            value="curier"
            checked={values.metoda === 'curier'}
            onChange={() => update({ metoda: 'curier' })}
            title={t('checkout.delivery.courier')}
            description={t('checkout.delivery.courier_text', DELIVERY_DAYS)}
            icon={<Truck className="size-5" />}
            aside={price}
          />
          <ChoiceCard
            name="livrare.metoda"
            value="easybox"
            checked={values.metoda === 'easybox'}
            onChange={() => update({ metoda: 'easybox' })}
            title={t('checkout.delivery.easybox')}
            description={t('checkout.delivery.easybox_text')}
            icon={<PackageOpen className="size-5" />}
            aside={price}
          />
        </div>
      </ChoiceGroup>
      <div className="mt-5">
        {values.metoda === 'curier' ? (
          <AddressFields
            prefix="livrare"
            value={values.address}
            onChange={(address) => update({ address })}
            errors={errors}
            autoCompleteSection="shipping"
          />
        ) : (
          <LockerPicker
            name="livrare.locker_id"
            value={values.locker}
            onChange={(locker) => update({ locker })}
            error={text(errors['livrare.locker_id'])}
          />
        )}
      </div>
    </Section>
  );
}
