import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import {
  cartPriceRequestSchema,
  cartPriceSchema,
  productDiscountsQuerySchema,
  productDiscountsSchema,
} from '@shop/shared/schemas/discounts';
import type { DiscountsService } from './discounts.service';

/** The shop's prices with its discounts (decision 062): the server's figures for cart and checkout. */
export async function discountsRoutes(app: FastifyInstance, options: { discounts: DiscountsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/cos/pret/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Price a cart: each line, its discounts, the totals and shipping',
        description:
          'The same rules order placement applies (decision 062): the automatic discount worth most on each line, then the coupon on what the eligible lines cost after it, shipping on the subtotal after every discount (0 with a free-shipping coupon). A coupon that does not count says why (`cupon.motiv`: `invalid`, `min_subtotal`, `min_quantity`, `not_eligible`); unknown codes count towards the coupon limit (429). Products not sold are left out and listed in `indisponibile`. `pret_minim_30_zile` is the Omnibus reference of a line an automatic discount reduced. Amounts in lei. No sign-in needed.',
        body: cartPriceRequestSchema,
        response: {
          200: cartPriceSchema,
          400: errorSchema.catchall(z.unknown()),
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request) =>
      options.discounts.priceCart(
        { lines: request.body.produse, coupon: request.body.cupon },
        { clientAddress: request.ip, userId: request.user?.id ?? null },
      ),
  );

  api.get(
    '/reduceri/produse/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The automatic discounts running on some products',
        description:
          '`produse`: comma-separated product ids (at most 100). For each one a running automatic discount covers: the discount, one unit after it (`percent` only) and the Omnibus reference (`pret_minim_30_zile`, the lowest price of the 30 days before the discount began).',
        querystring: productDiscountsQuerySchema,
        response: { 200: productDiscountsSchema, 400: errorSchema.catchall(z.unknown()) },
      },
    },
    async (request) => ({ results: await options.discounts.productDiscounts(request.query.produse) }),
  );
}
