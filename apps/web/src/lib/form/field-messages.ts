import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { CHECKOUT_MESSAGES } from '@shop/shared/schemas/checkout';

export type CheckoutMessage = keyof typeof CHECKOUT_MESSAGES;
/** A locale key of `checkout.errors`: the shared catalogue's messages, plus a generic one. */
export type CheckoutErrorKey = `checkout.errors.${CheckoutMessage | 'invalid'}`;

const BY_TEXT = new Map<string, CheckoutMessage>(
  (Object.entries(CHECKOUT_MESSAGES) as [CheckoutMessage, string][]).map(([key, text]) => [text, key]),
);

/**
 * The shared schemas (and so the API) speak Romanian, from one catalogue (`CHECKOUT_MESSAGES`).
 * Each of its messages has a locale key of the same name, so a message from the client-side
 * check or from the server is shown in the visitor's language. Unknown texts get null.
 */
export function messageKey(message: string): CheckoutErrorKey | null {
  const key = BY_TEXT.get(message.trim());
  return key ? `checkout.errors.${key}` : null;
}

/** The messages that mean "this field is empty": together they make the contract's "Completează toate câmpurile!". */
export const REQUIRED_MESSAGES: ReadonlySet<CheckoutMessage> = new Set<CheckoutMessage>([
  'emailRequired',
  'phoneRequired',
  'lastNameRequired',
  'firstNameRequired',
  'countyRequired',
  'cityRequired',
  'addressRequired',
  'postalCodeRequired',
  'lockerRequired',
  'cuiRequired',
  'tradeRegisterRequired',
  'companyNameRequired',
  'paymentMethod',
  'deliveryMethod',
  'billingType',
]);

/**
 * react-hook-form's zod resolver for a form checked by the shared schemas (addresses, phones,
 * names, CUI): each failure's Romanian message becomes its `checkout.errors.*` key, which the
 * form translates when it renders.
 */
export function fieldMessagesResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') {
        error.message = messageKey(error.message) ?? 'checkout.errors.invalid';
      }
    }
    return result;
  };
}
