import { get, useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutValues, FieldMessage } from '../lib/checkout-form';
import { fieldMessageOf, type CheckoutPath } from '../lib/checkout-resolver';

/** The text of a field message in the visitor's language. */
export function useMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    return t(message.key, message.params ?? {});
  };
}

/**
 * What a part of the checkout form needs from the form: `field(name)`, react-hook-form's props for
 * a control that clear the field's error as soon as it is edited (the next submit checks again),
 * `errorText(name)`, the field's error in the visitor's language, and `clearError(name)` for
 * controls that are not inputs (the easybox picker).
 */
export function useCheckoutField() {
  const form = useFormContext<CheckoutValues>();
  const { errors } = useFormState({ control: form.control });
  const text = useMessageText();

  const clearError = (name: CheckoutPath) => {
    if (form.getFieldState(name).error) form.clearErrors(name);
  };

  const field = (name: CheckoutPath, options: RegisterOptions<CheckoutValues, CheckoutPath> = {}) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        clearError(name);
        (options.onChange as ((event: unknown) => void) | undefined)?.(event);
      },
    });

  const errorText = (name: CheckoutPath) =>
    text(fieldMessageOf(get(errors, name) as { type?: unknown; message?: string } | undefined));

  return { form, field, errorText, clearError };
}
