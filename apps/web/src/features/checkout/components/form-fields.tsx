import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { FieldMessage } from '../lib/checkout-form';

/** The text of a field error in the visitor's language. */
export function useMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    return t(message.key, message.params ?? {});
  };
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

const controlClass = cn(
  'w-full rounded-lg border border-ink-muted/70 bg-surface px-3.5 text-base text-ink transition-colors duration-150',
  'placeholder:text-ink-muted hover:border-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
  'aria-invalid:border-danger aria-invalid:bg-danger-soft/40',
);

type Described = { label: string; hint?: string | undefined; error?: string | undefined; optional?: boolean };

function useDescribed(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {label}
      {optional ? <span className="font-normal text-ink-muted"> ({t('checkout.optional')})</span> : null}
    </label>
  );
}

function HintAndError({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: string | undefined;
  errorId: string;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & Described;

/** A labelled input with its hint and error tied to it, so screen readers read them together. */
export function TextField({ id, label, hint, error, optional, className, ...input }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} label={label} optional={optional} />
      <input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClass, 'h-12')}
        {...input}
      />
      <HintAndError hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> &
  Described & { placeholder: string; options: readonly { value: string; label: string }[] };

/** A native select: the phone's own picker, searchable by typing on a desktop. */
export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} label={label} optional={optional} />
      <select
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClass, 'h-12 cursor-pointer pr-10')}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndError hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & Described & { counter?: string };

export function TextAreaField({
  id,
  label,
  hint,
  error,
  optional,
  counter,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} label={label} optional={optional} />
      <textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClass, 'min-h-24 py-3')}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <HintAndError hintId={hintId} hint={hint} errorId={errorId} error={error} />
        </div>
        {counter ? <p className="shrink-0 text-sm text-ink-muted tabular-nums">{counter}</p> : null}
      </div>
    </div>
  );
}

type ChoiceCardProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  title: string;
  description?: string;
  /** Shown at the right edge: a price, a logo. */
  aside?: ReactNode;
  icon?: ReactNode;
};

/**
 * A radio button drawn as a card: the whole card is its label, the native input keeps the
 * keyboard behaviour (arrows move within the group) and the checked state for screen readers.
 */
export function ChoiceCard({ title, description, aside, icon, className, id, ...input }: ChoiceCardProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const titleId = `${inputId}-title`;
  const descriptionId = `${inputId}-description`;
  return (
    <label
      htmlFor={inputId}
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-card border border-line-strong bg-surface p-4 transition-colors duration-150',
        'hover:border-brand has-checked:border-brand has-checked:bg-sage-50 has-checked:ring-1 has-checked:ring-brand',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
        className,
      )}
    >
      <input
        id={inputId}
        type="radio"
        // Named by the title alone; the explanation is its description.
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-1 size-5 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
        {...input}
      />
      {icon ? (
        <span aria-hidden="true" className="mt-0.5 shrink-0 text-brand">
          {icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={titleId} className="font-semibold">
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </span>
        ) : null}
      </span>
      {aside ? <span className="shrink-0 text-sm font-semibold">{aside}</span> : null}
    </label>
  );
}

type ChoiceGroupProps = {
  legend: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
  className?: string;
};

/** A fieldset of choice cards whose legend names the question; the error is read with the group. */
export function ChoiceGroup({ legend, error, errorId, children, className }: ChoiceGroupProps) {
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <legend className="mb-3 font-semibold">{legend}</legend>
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

type SectionProps = { step: number; title: string; children: ReactNode; id?: string };

/** A numbered part of the one-page checkout. */
export function Section({ step, title, children, id }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="mb-5 flex items-center gap-3 text-xl font-bold">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-base text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
