import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './form-field';

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
 * react-hook-form's `register(name)` props, ref included, spread onto it like onto any input.
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
  /** The group's error, already in the visitor's language. */
  error?: string | undefined;
  children: ReactNode;
  className?: string;
};

/**
 * The radio-group counterpart of FormField: a fieldset of choice cards whose legend names the
 * question, with the error read with the group.
 */
export function ChoiceGroup({ legend, error, children, className }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
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
