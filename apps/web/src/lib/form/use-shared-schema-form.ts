import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { AddressFieldsControl } from '@/components/form/address-fields';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutErrorKey } from './field-messages';

/**
 * A react-hook-form form checked by the shared schemas through `fieldMessagesResolver`: `field`
 * clears a field's error when it is edited, `errorText` says it in the visitor's language, and
 * `addressControl` binds the shared address fields to the form's `judet`, `localitate`, `adresa`
 * and `cod_postal`.
 */
export function useSharedSchemaForm<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaultValues: DefaultValues<Values>,
) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues, shouldFocusError: true });
  const field = (name: Path<Values>, options: { onChange?: (event: never) => void } = {}) =>
    form.register(name, {
      onChange: (event) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        options.onChange?.(event as never);
      },
    });
  const errorText = (name: Path<Values>) => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? t(key as CheckoutErrorKey) : undefined;
  };
  // Every form that binds the address fields has them at its top level.
  const [judet, localitate, codPostal] = useWatch({
    control: form.control,
    name: ['judet', 'localitate', 'cod_postal'] as Path<Values>[],
  }) as (string | undefined)[];
  const addressControl: AddressFieldsControl = {
    field: (part, options) => field(part as Path<Values>, options as { onChange?: (event: never) => void }),
    errorText: (part) => errorText(part as Path<Values>),
    setValue: (part, value) => form.setValue(part as Path<Values>, value as PathValue<Values, Path<Values>>),
    watched: { judet: judet ?? '', localitate: localitate ?? '', cod_postal: codPostal ?? '' },
  };
  return { form, field, errorText, addressControl };
}
