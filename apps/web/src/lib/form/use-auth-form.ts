import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { AuthErrorKey } from '@/lib/form/field-errors';

/**
 * What both sign-in forms share: a react-hook-form form validated on submit (the first invalid
 * field gets the focus), a field's error cleared as soon as it is edited, error messages kept as
 * locale keys and translated on render, and the form-level alert. The alert carries an attempt
 * number for its `key`, so that the same message is announced again on the next try (FormAlert).
 */
export function useAuthForm<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [alert, setAlert] = useState<{ message: string; attempt: number } | null>(null);
  const attempts = useRef(0);

  /** The props of a field's control: react-hook-form's, clearing the field's error on edit. */
  const field = (name: Path<Input>) =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    });

  /** A field's error in the visitor's language, if it has one. */
  const errorText = (name: Path<Input>): string | undefined => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? t(key as AuthErrorKey) : undefined;
  };

  /** Shows a message (or none) as this attempt's alert. */
  const showAlert = (message: string | null) => {
    attempts.current += 1;
    setAlert(message ? { message, attempt: attempts.current } : null);
  };

  return { form, field, errorText, alert, showAlert };
}
