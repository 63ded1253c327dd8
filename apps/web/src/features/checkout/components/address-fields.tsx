import { useWatch } from 'react-hook-form';
import { AddressFields as SharedAddressFields, type AddressPart } from '@/components/form/address-fields';
import { useCheckoutField } from '../hooks/use-checkout-field';

type AddressFieldsProps = {
  /** `address` for the delivery address, `sediu` for a company's registered office. */
  prefix: 'address' | 'sediu';
  /** The browser's autofill section, so delivery and billing addresses fill separately. */
  autoCompleteSection: 'shipping' | 'billing';
};

/** The checkout's address fields: the shared ones, bound to the checkout form under `prefix`. */
export function AddressFields({ prefix, autoCompleteSection }: AddressFieldsProps) {
  const { form, field, errorText } = useCheckoutField();
  const name = (part: AddressPart) => `${prefix}.${part}` as const;
  const [judet, localitate, codPostal] = useWatch({
    control: form.control,
    name: [name('judet'), name('localitate'), name('cod_postal')],
  });
  return (
    <SharedAddressFields
      idPrefix={`checkout-${prefix === 'address' ? 'livrare' : 'facturare-sediu'}`}
      autoCompleteSection={autoCompleteSection}
      control={{
        field: (part, options) => field(name(part), options),
        errorText: (part) => errorText(name(part)),
        setValue: (part, value) => form.setValue(name(part), value),
        watched: { judet, localitate, cod_postal: codPostal },
      }}
    />
  );
}
