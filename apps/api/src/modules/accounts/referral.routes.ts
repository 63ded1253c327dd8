import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { REFERRAL_PERCENT, referralSchema } from '@shop/shared/schemas/referral';
import type { ReferralsService } from './referrals.service';

/** The signed-in customer's referral code and what it brought (`/api/account/referral/`). */
export async function referralRoutes(
  app: FastifyInstance,
  options: {
    referrals: Pick<ReferralsService, 'summary'>;
    orders: { hasLiveOrder(customer: { userId: number | null; email: string }): Promise<boolean> };
  },
) {
  const { referrals, orders } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/account/referral/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's referral code, share link and friends",
        description: `A friend who signs up with the code (\`cod_recomandare\`, or the link's \`?ref=\`) gets ${REFERRAL_PERCENT}% off their first order, unless it carries a coupon; when it is delivered the referrer's wallet gets ${REFERRAL_PERCENT}% of the goods' value, once, taken back if the order is refunded. A first order to the referrer's own phone or street address is refused once (\`referral.own_referral\`) and the referral is void. \`reducere_disponibila\`: the caller's own first order still gets the discount. Friends are named by first name or a masked email.`,
        security: [{ token: [] }],
        response: { 200: referralSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return referrals.summary(user, () => orders.hasLiveOrder({ userId: user.id, email: user.email }));
    },
  );
}
