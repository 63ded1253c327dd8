import type { JSX } from 'react';
import { Textarea } from '@/components/ui/form-field';

/** HTML edited as text; the server cleans it with its allowlist on every save. */
export function RichTextEditor(props: {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  label: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}): JSX.Element {
  return (
    <Textarea
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-label={props.id ? undefined : props.label}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props.invalid || undefined}
      className="min-h-64 font-mono text-sm"
      spellCheck
    />
  );
}
