import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import {
  adminShopSettingsInputSchema,
  adminShopSettingsSchema,
  shopSettingsSchema,
} from '@shop/shared/schemas/shop-settings';
import { actorOf } from '../admin/admin-scope';
import type { ShopSettingsService } from './settings.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** `GET /api/shop/`: what every page states about the shop (footer, contact, policies, cart). */
export async function shopSettingsRoutes(app: FastifyInstance, options: { settings: ShopSettingsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/shop/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['shop'],
        summary: "The shop's identity and the figures its pages and pricing use",
        description:
          'Company, CUI, trade register number, registered address, phone, emails, bank account, opening hours; shipping cost and free-shipping threshold (lei), delivery days, return and refund days, legal warranty (months). Kept in memory with an ETag like the catalogue; a change in the admin shows in the next answer.',
        response: { 200: shopSettingsSchema },
      },
    },
    async () => options.settings.current(),
  );
}

const errors = { 400: fieldErrors, 401: errorSchema, 403: errorSchema };

/** `/api/admin/settings/`: read and changed (audited) with the `settings` permission (ADR 055). */
export async function shopSettingsAdminRoutes(
  app: FastifyInstance,
  options: { settings: ShopSettingsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/settings/',
    {
      schema: {
        summary: "The shop's settings, with when and by whom they were last changed",
        response: { 200: adminShopSettingsSchema, ...errors },
      },
    },
    async () => options.settings.adminView(),
  );

  api.put(
    '/settings/',
    {
      schema: {
        summary: "Change the shop's settings (audited)",
        description:
          'Every field at once. The law sets the bounds: a return right of at least 14 days, money back within 14 days, a legal warranty of at least 24 months. The CUI, the trade register number and the IBAN are checked (control digits) and stored in their canonical form. New orders are priced by the new shipping figures at once; an order keeps the return window it was placed with. `order_notifications` (not published by `GET /api/shop/`) turns the mails to the shop about new orders and return requests on or off.',
        body: adminShopSettingsInputSchema,
        response: { 200: adminShopSettingsSchema, ...errors },
      },
    },
    async (request) => options.settings.update(actorOf(request), request.body),
  );
}
