import { COUNTIES } from '@shop/shared/romania';
import { useTranslation } from '@/lib/i18n';
import type { AddressValues, CheckoutField, FieldErrors } from '../lib/checkout-form';
import { SelectField, TextField, useMessageText } from './form-fields';

const COUNTY_OPTIONS = COUNTIES.map((county) => ({ value: county.name, label: county.name }));

type AddressFieldsProps = {
  /** `livrare` for the delivery address, `facturare.sediu` for a company's registered office. */
  prefix: 'livrare' | 'facturare.sediu';
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  errors: FieldErrors;
  /** The browser's autofill section, so delivery and billing addresses fill separately. */
  autoCompleteSection: 'shipping' | 'billing';
};

/** County (the 41 counties and București), city, street address and the 6-digit postal code. */
export function AddressFields({ prefix, value, onChange, errors, autoCompleteSection }: AddressFieldsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const field = (name: keyof AddressValues) => `${prefix}.${name}` as CheckoutField;
  const set = (name: keyof AddressValues) => (next: string) => onChange({ ...value, [name]: next });
  const idOf = (name: keyof AddressValues) => `checkout-${prefix.replace('.', '-')}-${name}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={idOf('judet')}
        name={field('judet')}
        label={t('checkout.delivery.county')}
        placeholder={t('checkout.delivery.county_placeholder')}
        options={COUNTY_OPTIONS}
        autoComplete={`section-${autoCompleteSection} ${autoCompleteSection} address-level1`}
        value={value.judet}
        onChange={(event) => set('judet')(event.target.value)}
        error={text(errors[field('judet')])}
        required
      />
      <TextField
        id={idOf('localitate')}
        name={field('localitate')}
        label={t('checkout.delivery.city')}
        autoComplete={`section-${autoCompleteSection} ${autoCompleteSection} address-level2`}
        maxLength={100}
        value={value.localitate}
        onChange={(event) => set('localitate')(event.target.value)}
        error={text(errors[field('localitate')])}
        required
      />
      <TextField
        id={idOf('adresa')}
        name={field('adresa')}
        label={t('checkout.delivery.address')}
        hint={t('checkout.delivery.address_hint')}
        autoComplete={`section-${autoCompleteSection} ${autoCompleteSection} street-address`}
        maxLength={200}
        value={value.adresa}
        onChange={(event) => set('adresa')(event.target.value)}
        error={text(errors[field('adresa')])}
        className="sm:col-span-2"
        required
      />
      <TextField
        id={idOf('cod_postal')}
        name={field('cod_postal')}
        label={t('checkout.delivery.postal_code')}
        hint={t('checkout.delivery.postal_code_hint')}
        autoComplete={`section-${autoCompleteSection} ${autoCompleteSection} postal-code`}
        inputMode="numeric"
        maxLength={6}
        value={value.cod_postal}
        onChange={(event) => set('cod_postal')(event.target.value.replace(/\s+/g, ''))}
        error={text(errors[field('cod_postal')])}
        required
      />
    </div>
  );
}
