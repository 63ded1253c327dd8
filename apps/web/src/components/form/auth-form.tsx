import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';

type AuthFormProps = {
  /** While a request is in flight: a second submit (Enter pressed twice) does nothing. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** This attempt's form-level failure (use-auth-form.ts). */
  alert: { message: string; attempt: number } | null;
  children: ReactNode;
};

/** The frame of the sign-in and sign-up forms: browser validation off, one submit at a time. */
export function AuthForm({ busy, onSubmit, alert, children }: AuthFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void onSubmit(event);
      }}
      aria-busy={busy}
      className="flex flex-col gap-5"
    >
      {alert ? <FormAlert key={alert.attempt} message={alert.message} /> : null}
      {children}
    </form>
  );
}
