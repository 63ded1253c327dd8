import { decimalToBani } from '@shop/shared/money';
import type { CheckoutSessionBody } from '@shop/shared/schemas/checkout';
import type { Executor } from '../../../db/client';
import { tooManyRequests } from '../../../lib/errors';
import type { RateLimitRule, RateLimitService } from '../../system/rate-limit.service';
import { createCheckoutSessionsRepository } from './checkout-sessions.repository';

export type { CheckoutSessionDayRow } from './checkout-sessions.repository';

/**
 * Visits recorded per client address in 10 minutes (`CHECKOUT_VISIT_RATE_LIMIT`, 60 by default): a
 * page sends one when it opens and one per change of its cart, so a person checking out sends a
 * handful; a script is stopped before it fills the table.
 */
export const checkoutVisitRule = (limit: number): RateLimitRule => ({ limit, windowSeconds: 600 });

/** The checkout page's visits (abandoned checkout, docs/decisions/064); checkout owns them. */
export function createCheckoutSessionsService(deps: {
  db: Executor;
  rateLimits: Pick<RateLimitService, 'take'>;
  /** Calls per client address per 10 minutes. */
  rateLimit: number;
}) {
  const sessions = createCheckoutSessionsRepository(deps.db);
  return {
    /** Records what the checkout page says of its visit; 429 past the address's limit. */
    async record(body: CheckoutSessionBody, clientAddress: string): Promise<void> {
      const taken = await deps.rateLimits.take(
        `checkout-session:${clientAddress}`,
        checkoutVisitRule(deps.rateLimit),
      );
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      await sessions.record(body.id.toLowerCase(), decimalToBani(body.valoare)!, body.linii);
    },
    daily: sessions.daily,
    purgeExpired: sessions.purgeExpired,
  };
}

export type CheckoutSessionsService = ReturnType<typeof createCheckoutSessionsService>;
