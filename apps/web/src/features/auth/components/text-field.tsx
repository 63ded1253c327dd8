import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string | undefined;
  error?: string | undefined;
  /** A control inside the field's right edge (the password toggle). */
  trailing?: ReactNode;
};

/** A labelled input whose hint and error are tied to it, so screen readers read them with it. */
export function TextField({ id, label, hint, error, trailing, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'h-12 w-full rounded-lg border border-ink-muted/70 bg-surface px-3.5 text-base text-ink transition-colors duration-150',
            'placeholder:text-ink-muted hover:border-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
            'aria-invalid:border-danger',
            trailing ? 'pr-13' : null,
          )}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
