import { COUNTIES } from '@shop/shared/romania';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import type { AddressValues } from '../lib/checkout-form';
import { useCheckoutField } from '../hooks/use-checkout-field';

type AddressFieldsProps = {
  /** `address` for the delivery address, `sediu` for a company's registered office. */
  prefix: 'address' | 'sediu';
  /** The browser's autofill section, so delivery and billing addresses fill separately. */
  autoCompleteSection: 'shipping' | 'billing';
};

/** County (the 41 counties and București), city, street address and the 6-digit postal code. */
export function AddressFields({ prefix, autoCompleteSection }: AddressFieldsProps) {
  const { t } = useTranslation();
  const { form, field, errorText } = useCheckoutField();
  const name = (part: keyof AddressValues) => `${prefix}.${part}` as const;
  const idOf = (part: keyof AddressValues) =>
    `checkout-${prefix === 'address' ? 'livrare' : 'facturare-sediu'}-${part}`;
  const autoComplete = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={idOf('judet')} label={t('checkout.delivery.county')} error={errorText(name('judet'))}>
        <Select autoComplete={autoComplete('address-level1')} required {...field(name('judet'))}>
          <option value="">{t('checkout.delivery.county_placeholder')}</option>
          {COUNTIES.map((county) => (
            <option key={county.name} value={county.name}>
              {county.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id={idOf('localitate')}
        label={t('checkout.delivery.city')}
        error={errorText(name('localitate'))}
      >
        <Input
          autoComplete={autoComplete('address-level2')}
          maxLength={100}
          required
          {...field(name('localitate'))}
        />
      </FormField>
      <FormField
        id={idOf('adresa')}
        label={t('checkout.delivery.address')}
        hint={t('checkout.delivery.address_hint')}
        error={errorText(name('adresa'))}
        className="sm:col-span-2"
      >
        <Input
          autoComplete={autoComplete('street-address')}
          maxLength={200}
          required
          {...field(name('adresa'))}
        />
      </FormField>
      <FormField
        id={idOf('cod_postal')}
        label={t('checkout.delivery.postal_code')}
        hint={t('checkout.delivery.postal_code_hint')}
        error={errorText(name('cod_postal'))}
      >
        <Input
          autoComplete={autoComplete('postal-code')}
          inputMode="numeric"
          maxLength={6}
          required
          {...field(name('cod_postal'), {
            // Postal codes are written "400 001" too: the spaces go as they are typed.
            onChange: (event: { target: HTMLInputElement }) => {
              const value = event.target.value;
              if (/\s/.test(value)) form.setValue(name('cod_postal'), value.replace(/\s+/g, ''));
            },
          })}
        />
      </FormField>
    </div>
  );
}
