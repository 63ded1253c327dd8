import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import type { TextKey } from '@/lib/i18n';

/**
 * The shared schema validates an admin form as the API will; its Romanian messages become the
 * area's locale keys, by field, so they follow the language switch.
 */
export function keyedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  keys: Partial<Record<Extract<keyof Input, string>, TextKey>>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const key = keys[name as Extract<keyof Input, string>];
      if (key && error) error.message = key;
    }
    return result;
  };
}

/** The server's words for a field, else the form's failure: set on the fields that were refused. */
export function applyServerErrors(
  error: unknown,
  fields: readonly string[],
  setError: (name: never, value: { type: 'server'; message: string }) => void,
): string | null {
  if (!isApiError(error)) return null;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setError(field as never, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : refusalDetail(error);
}

/** A locale key ("admin_orders.amount_invalid"), as a resolver sets them; a sentence never is one. */
const LOCALE_KEY = /^[a-z_]+(?:\.[a-z_]+)+$/;

/** A form error: a locale key set by the resolver, or the server's own words. */
export function translatedError(t: (key: TextKey) => string, text: string | undefined): string | undefined {
  if (!text) return undefined;
  return LOCALE_KEY.test(text) ? t(text as TextKey) : text;
}
