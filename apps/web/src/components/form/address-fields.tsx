import { useEffect, type ChangeEvent } from 'react';
import { BUCHAREST_SECTORS, COUNTIES, isBucharest, normalizeLocality } from '@shop/shared/romania';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';

export type AddressPart = 'judet' | 'localitate' | 'adresa' | 'cod_postal';

/** What the fields need from the form they belong to (react-hook-form's, whatever its shape). */
export type AddressFieldsControl = {
  /** The control's props (react-hook-form's `register`), clearing its error when edited. */
  field: (
    part: AddressPart,
    options?: { onChange?: (event: ChangeEvent<HTMLInputElement>) => void },
  ) => object;
  /** The current county, locality and postal code (react-hook-form's `useWatch`). */
  watched: Pick<Record<AddressPart, string>, 'judet' | 'localitate' | 'cod_postal'>;
  /** The part's error in the visitor's language. */
  errorText: (part: AddressPart) => string | undefined;
  setValue: (part: AddressPart, value: string) => void;
};

type AddressFieldsProps = {
  control: AddressFieldsControl;
  /** Makes the controls' ids unique on the page. */
  idPrefix: string;
  /** The browser's autofill section, so delivery and billing addresses fill separately. */
  autoCompleteSection: 'shipping' | 'billing';
};

/**
 * A Romanian address: county (the 41 counties and București), city, street address and the
 * 6-digit postal code. In București the locality is its sector, chosen from Sector 1…6 (RO
 * e-Factura names București's localities so; the server refuses anything else). The checkout, the
 * account's address book and companies share it; the texts are the checkout's (its area loads with
 * all of them).
 */
export function AddressFields({ control, idPrefix, autoCompleteSection }: AddressFieldsProps) {
  const { t } = useTranslation();
  const { field, errorText, setValue, watched } = control;
  const idOf = (part: AddressPart) => `${idPrefix}-${part}`;
  const autoComplete = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`;
  const inBucharest = isBucharest(watched.judet);

  // Moving into București turns the typed locality into its sector where it names one (or the
  // postal code does), else empties it for the choice; moving out drops a sector left behind.
  useEffect(() => {
    const locality = watched.localitate;
    const sectors: readonly string[] = BUCHAREST_SECTORS;
    if (inBucharest && !sectors.includes(locality)) {
      setValue('localitate', normalizeLocality('București', locality, watched.cod_postal) ?? '');
    } else if (!inBucharest && sectors.includes(locality)) {
      setValue('localitate', '');
    }
    // Only a change of county moves the locality; the other values are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inBucharest]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={idOf('judet')} label={t('checkout.delivery.county')} error={errorText('judet')}>
        <Select autoComplete={autoComplete('address-level1')} required {...field('judet')}>
          <option value="">{t('checkout.delivery.county_placeholder')}</option>
          {COUNTIES.map((county) => (
            <option key={county.name} value={county.name}>
              {county.name}
            </option>
          ))}
        </Select>
      </FormField>
      {inBucharest ? (
        <FormField
          id={idOf('localitate')}
          label={t('checkout.delivery.sector')}
          error={errorText('localitate')}
        >
          <Select required {...field('localitate')}>
            <option value="">{t('checkout.delivery.sector_placeholder')}</option>
            {BUCHAREST_SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <FormField
          id={idOf('localitate')}
          label={t('checkout.delivery.city')}
          error={errorText('localitate')}
        >
          <Input
            autoComplete={autoComplete('address-level2')}
            maxLength={100}
            required
            {...field('localitate')}
          />
        </FormField>
      )}
      <FormField
        id={idOf('adresa')}
        label={t('checkout.delivery.address')}
        hint={t('checkout.delivery.address_hint')}
        error={errorText('adresa')}
        className="sm:col-span-2"
      >
        <Input autoComplete={autoComplete('street-address')} maxLength={200} required {...field('adresa')} />
      </FormField>
      <FormField
        id={idOf('cod_postal')}
        label={t('checkout.delivery.postal_code')}
        hint={t('checkout.delivery.postal_code_hint')}
        error={errorText('cod_postal')}
      >
        <Input
          autoComplete={autoComplete('postal-code')}
          inputMode="numeric"
          // Room for "400 114" pasted whole: the space goes at once, leaving six digits.
          maxLength={7}
          required
          {...field('cod_postal', {
            // Postal codes are written "400 001" too: the spaces go as they are typed.
            onChange: (event) => {
              const value = event.target.value;
              if (/\s/.test(value)) setValue('cod_postal', value.replace(/\s+/g, ''));
            },
          })}
        />
      </FormField>
    </div>
  );
}
