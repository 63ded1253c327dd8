import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import type auth from '@/locales/ro/auth.json';

export type AuthErrorKey =
  | `auth.errors.${keyof typeof auth.errors}`
  | `auth.register.${keyof typeof auth.register & `${string}_required`}`;

/** The rules of the shared schemas, by the zod issue code they fail with; `required` for an empty field. */
type Rule = 'required' | 'too_small' | 'too_big' | 'invalid_format' | 'invalid_value' | 'custom';

export type FieldMessages<F extends string> = Record<
  F,
  { required: AuthErrorKey } & Partial<Record<Rule, AuthErrorKey>>
>;

export type FieldErrorKeys<F extends string> = Partial<Record<F, AuthErrorKey>>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === false || String(value).trim() === '';
}

/**
 * The shared zod schemas validate the forms (the API runs the same ones) through react-hook-form's
 * zod resolver. Their messages are Romanian, so each failure's message becomes a locale key chosen
 * by field and rule instead, which the form translates when it renders. Only the first failure of
 * a field is kept (the resolver's default).
 */
export function keyedZodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  messages: FieldMessages<Extract<keyof Input, string>>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const rule = messages[name as Extract<keyof Input, string>];
      if (!rule || !error) continue;
      const type = String(error.type) as Rule;
      error.message = isEmpty(values[name]) ? rule.required : (rule[type] ?? rule.required);
    }
    return result;
  };
}
