import { CircleAlert } from 'lucide-react';
import { isValidElement, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Slot } from './slot';

type FormFieldProps = {
  label: ReactNode;
  /** Shown under the control while there is no error. */
  hint?: string | undefined;
  /** The field's error, already in the visitor's language; marks the control invalid. */
  error?: string | undefined;
  /** The control's id; one is generated otherwise. */
  id?: string;
  /** A control inside the field's right edge (the password toggle). */
  trailing?: ReactNode;
  /** Shown at the right edge under the control (a character counter). */
  counter?: string | undefined;
  /** `inline`: the control before its label on one row (a checkbox). */
  layout?: 'stacked' | 'inline';
  /** Layout only (width, margins, grid placement). */
  className?: string;
  /**
   * The one control (an input, select, textarea, checkbox). It gets the id, `aria-invalid` and
   * `aria-describedby` pointing at the hint and the error, so screen readers read them with it.
   */
  children: ReactNode;
};

/** The look every text control shares; its height is set per control. */
const controlClass = cn(
  'w-full rounded-lg border border-ink-muted/70 bg-surface px-3.5 text-base text-ink transition-colors duration-150',
  'placeholder:text-ink-muted hover:border-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
  'aria-invalid:border-danger',
);

export const inputClass = cn('h-12', controlClass);

export const checkboxClass =
  'mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-danger';

function ownsRightPadding(children: ReactNode): boolean {
  if (!isValidElement<{ className?: unknown }>(children)) return false;
  const className = children.props.className;
  return typeof className === 'string' && /(^|\s)pr-/.test(className);
}

/**
 * A label, one control, a hint and the error next to the control. Forms build each field with
 * it, whatever drives their state (react-hook-form's `register` spreads onto the control).
 */
export function FormField({
  label,
  hint,
  error,
  id,
  trailing,
  counter,
  layout = 'stacked',
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const control = (
    <Slot
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      // Room for the trailing control, unless the control sets its own (a wider button).
      className={trailing && !ownsRightPadding(children) ? 'pr-13' : undefined}
    >
      {children}
    </Slot>
  );
  const messages = (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
  const notes = counter ? (
    <div className="flex items-start justify-between gap-3">
      <div className="flex flex-col gap-1">{messages}</div>
      <p className="shrink-0 text-sm text-ink-muted tabular-nums">{counter}</p>
    </div>
  ) : (
    messages
  );

  if (layout === 'inline') {
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className="flex items-start gap-3">
          {control}
          <label htmlFor={controlId} className="text-base leading-snug">
            {label}
          </label>
        </div>
        {notes}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="font-semibold">
        {label}
      </label>
      {trailing ? (
        <div className="relative">
          {control}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        </div>
      ) : (
        control
      )}
      {notes}
    </div>
  );
}

/** A text input with the kit's look; pair it with FormField. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

/** A native select with the kit's look: the phone's own picker, searchable by typing on a desktop. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, 'cursor-pointer', className)} {...props} />;
}

/** A multi-line text control with the kit's look; pair it with FormField. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-24 py-3', className)} {...props} />;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * A checkbox with its label and a line that explains it (a permission, a role), the whole row a
 * touch target's height; the explanation is the checkbox's description for screen readers.
 */
export function CheckboxOption({
  label,
  help,
  ...props
}: { label: ReactNode; help: ReactNode } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-start gap-2.5 text-sm">
      <input id={id} type="checkbox" className={checkboxClass} aria-describedby={`${id}-help`} {...props} />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-help`} className="text-ink-muted">
          {help}
        </p>
      </div>
    </div>
  );
}
