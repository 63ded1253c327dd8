import type auth from '@/locales/ro/auth.json';

export type AuthErrorKey = `auth.errors.${keyof typeof auth.errors}`;

/** The rules of the shared schemas, by the zod issue code they fail with; `required` for an empty field. */
type Rule = 'required' | 'too_small' | 'too_big' | 'invalid_format';

export type FieldMessages<F extends string> = Record<
  F,
  { required: AuthErrorKey } & Partial<Record<Rule, AuthErrorKey>>
>;

export type FieldErrorKeys<F extends string> = Partial<Record<F, AuthErrorKey>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly code: string };

/**
 * The shared zod schemas validate the forms (the API runs the same ones); their messages are
 * Romanian, so each failure is shown through a locale key chosen by field and rule instead.
 * Only the first failure of a field is kept.
 */
export function fieldErrorKeys<F extends string>(
  issues: readonly Issue[],
  values: Record<F, string>,
  messages: FieldMessages<F>,
): FieldErrorKeys<F> {
  const errors: FieldErrorKeys<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in messages)) continue;
    const name = field as F;
    if (errors[name]) continue;
    const rule = messages[name];
    const empty = values[name].trim() === '';
    errors[name] = empty ? rule.required : (rule[issue.code as Rule] ?? rule.required);
  }
  return errors;
}

/** The first field with an error, in form order, to move focus there. */
export function firstInvalid<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, string | undefined>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** Moves the focus to a form's control by name, so the visitor lands on what needs fixing. */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
