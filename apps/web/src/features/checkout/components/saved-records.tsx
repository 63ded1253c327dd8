import { useEffect, useId, useRef } from 'react';
import type { SavedAddress, SavedCompany } from '@shop/shared/schemas/account';
import { FormField, Select } from '@/components/ui/form-field';
import { useAddresses, useCompanies, usePreferredLocker } from '@/hooks/use-address-book';
import { useTranslation } from '@/lib/i18n';
import { useIsSignedIn } from '@/stores/auth-store';
import { useCheckoutField } from '../hooks/use-checkout-field';

/** A saved address in one line: its label, then street, locality and county. */
const addressLine = (address: SavedAddress) =>
  [address.eticheta, `${address.adresa}, ${address.localitate}, ${address.judet}`]
    .filter(Boolean)
    .join(' · ');

/**
 * A signed-in customer's saved delivery addresses: choosing one fills the name, phone and address
 * fields; the default one fills them on arrival when the address is still empty.
 */
export function SavedAddressPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { form } = useCheckoutField();
  const addresses = useAddresses().data ?? [];
  const filled = useRef(false);

  const apply = (address: SavedAddress) => {
    const options = { shouldDirty: true } as const;
    form.setValue('nume', address.nume, options);
    form.setValue('prenume', address.prenume, options);
    form.setValue('telefon', address.telefon, options);
    form.setValue(
      'address',
      {
        judet: address.judet,
        localitate: address.localitate,
        adresa: address.adresa,
        cod_postal: address.cod_postal,
      },
      options,
    );
    form.clearErrors(['nume', 'prenume', 'telefon', 'address']);
  };

  // Once: the default address, when the shopper has not typed one (a draft keeps theirs).
  useEffect(() => {
    if (filled.current || addresses.length === 0) return;
    filled.current = true;
    const current = form.getValues('address');
    const chosen = addresses.find((address) => address.implicita) ?? addresses[0]!;
    if (!current.adresa && !current.localitate && !current.cod_postal) apply(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.length]);

  if (addresses.length === 0) return null;
  return (
    <FormField
      id={id}
      label={t('checkout.saved.addresses')}
      hint={t('checkout.saved.addresses_hint')}
      className="mb-4"
    >
      <Select
        defaultValue=""
        onChange={(event) => {
          const address = addresses.find((item) => String(item.id) === event.target.value);
          if (address) apply(address);
        }}
      >
        <option value="">{t('checkout.saved.choose')}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {addressLine(address)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A signed-in customer's saved companies: choosing one fills the invoice's company fields. */
export function SavedCompanyPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { form } = useCheckoutField();
  const companies = useCompanies().data ?? [];
  if (companies.length === 0) return null;

  const apply = (company: SavedCompany) => {
    const options = { shouldDirty: true } as const;
    form.setValue('denumire', company.denumire, options);
    form.setValue('cui', company.cui, options);
    form.setValue('nr_reg_com', company.nr_reg_com, options);
    form.setValue('sediu_diferit', true, options);
    form.setValue(
      'sediu',
      {
        judet: company.judet,
        localitate: company.localitate,
        adresa: company.adresa,
        cod_postal: company.cod_postal,
      },
      options,
    );
    form.clearErrors(['denumire', 'cui', 'nr_reg_com', 'sediu']);
  };

  return (
    <FormField id={id} label={t('checkout.saved.companies')}>
      <Select
        defaultValue=""
        onChange={(event) => {
          const company = companies.find((item) => String(item.id) === event.target.value);
          if (company) apply(company);
        }}
      >
        <option value="">{t('checkout.saved.choose')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {`${company.denumire} · ${company.cui}`}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The customer's preferred easybox, chosen for them when they pick easybox and have none yet. */
export function usePreferredLockerDefault() {
  const { form } = useCheckoutField();
  const signedIn = useIsSignedIn();
  const preferred = usePreferredLocker().data?.locker ?? null;
  useEffect(() => {
    if (!signedIn || !preferred || form.getValues('locker')) return;
    form.setValue('locker', preferred, { shouldDirty: true });
  }, [signedIn, preferred, form]);
}
