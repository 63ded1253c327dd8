import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponSchema, couponValidateSchema } from '@shop/shared/schemas/checkout';
import { errorSchema } from '@shop/shared/schemas/common';
import type { CouponsService } from './coupons.service';

export async function couponsRoutes(app: FastifyInstance, options: { coupons: CouponsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/coupons/validate/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Check a coupon code (contract §7)',
        description:
          'Answers the coupon when it is active, inside its window and not used up: `discount_type` `percent` (value = the percent, "10.00") or `fixed` (value = lei, "25.00"), `min_subtotal` in lei and `first_order_only`. Those two and the per-customer limit are checked again when the order is placed. Any unusable code answers 400 "Cod invalid sau expirat" (`coupon.invalid`); 30 wrong codes in 10 minutes from one address answer 429. No sign-in needed, but a personal voucher answers only to its owner, signed in (to anyone else it is an invalid code).',
        body: couponValidateSchema,
        response: {
          200: couponSchema,
          400: errorSchema.catchall(z.unknown()),
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request) => options.coupons.validate(request.body.code, request.ip, request.user?.id ?? null),
  );
}
