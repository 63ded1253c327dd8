import { useRef, useState } from 'react';
import type { FieldErrorKeys } from './field-errors';

/**
 * The state both sign-in forms keep: the field values, their error keys (a field's error clears
 * as soon as it is edited; `Extra` adds keys of errors that are not fields, such as the terms
 * box) and the form-level alert. The alert carries an attempt number for its `key`, so that the
 * same message is announced again on the next try (FormAlert).
 */
export function useAuthForm<F extends string, Extra extends object = object>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorKeys<F> & Partial<Extra>>({});
  const [alert, setAlert] = useState<{ message: string; attempt: number } | null>(null);
  const attempts = useRef(0);

  const change = (field: F) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Shows a message (or none) as this attempt's alert. */
  const showAlert = (message: string | null) => {
    attempts.current += 1;
    setAlert(message ? { message, attempt: attempts.current } : null);
  };

  return { values, errors, setErrors, change, alert, showAlert };
}
