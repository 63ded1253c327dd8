// Kept apart from the settings' schemas, which import Zod: the information pages quote the shop's
// phone and would otherwise download Zod and every schema with it (decision 077).

const PHONE_SEPARATORS = /[\s.\-()/]/g;

/**
 * A Romanian phone number a shop publishes: geographic (02x, 03x), mobile (07x) or toll-free
 * (0800), in the national form or after +40/0040. Answers the E.164 form a `tel:` link dials
 * ("+40213104567"), or null.
 */
export function dialablePhone(input: string): string | null {
  const match = /^(?:\+40|0040|0)([237]\d{8}|800\d{6})$/.exec(input.trim().replace(PHONE_SEPARATORS, ''));
  return match ? `+40${match[1]}` : null;
}
