import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutErrorKey } from './field-messages';

/**
 * A react-hook-form form checked by the shared schemas through `fieldMessagesResolver`: `field`
 * clears a field's error when it is edited, `errorText` says it in the visitor's language.
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
  return { form, field, errorText };
}
