import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idempotencyHeadersSchema } from '@shop/shared/schemas/common';
import {
  adminNotificationSchema,
  deviceRegisteredSchema,
  deviceRegistrationSchema,
  notificationSentSchema,
  notificationStatusSchema,
} from '@shop/shared/schemas/push';
import { actorOf } from '../admin/admin-scope';
import type { AdminIdempotencyService } from '../system/admin-idempotency.service';
import type { PushService } from './push.service';

const fieldErrors = errorSchema.catchall(z.unknown());

/** The app's registration of its push token (`POST /api/devices/`). */
export async function pushRoutes(app: FastifyInstance, options: { push: PushService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/devices/',
    {
      schema: {
        tags: ['push'],
        summary: "Register the app's push token",
        description:
          'Sent by the native app at start-up, on sign-in and on sign-out. Upserts by `token`: the device belongs to the customer of the `Authorization: Token` header, or to nobody without one (so the re-send at sign-out detaches it). CSRF as every unsafe call (the app sends `X-CSRFToken`). 120 registrations per client address in 10 minutes (429 with Retry-After).',
        body: deviceRegistrationSchema,
        response: { 200: deviceRegisteredSchema, 400: fieldErrors, 403: errorSchema, 429: fieldErrors },
      },
    },
    async (request) =>
      options.push.registerDevice(request.body, {
        customerId: request.user?.id ?? null,
        clientAddress: request.ip,
      }),
  );
}

/** Push notifications for staff (`/api/admin/notifications/`): whether they can be sent, and a send. */
export async function pushAdminRoutes(
  app: FastifyInstance,
  options: { push: PushService; idempotency: AdminIdempotencyService },
) {
  const { push, idempotency } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications/',
    {
      schema: {
        summary: 'Whether push notifications can be sent (a Firebase service account is configured)',
        response: { 200: notificationStatusSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => push.status(),
  );

  api.post(
    '/notifications/',
    {
      schema: {
        summary: 'Send a push notification to the app',
        description:
          'A `title` (at most 65 characters), a `body` (at most 240) and a shop path `url` the app opens on a tap (one leading `/`, no `//`, no scheme), to `audience` `all` (every device), `customer` (the devices of `customer_id`) or `offers` (customers who confirmed a newsletter subscription of their address). Answers how many devices it was queued for; the worker delivers them. Audited; 20 sends an hour per staff member (429). 503 `push.not_configured` without `FCM_SERVICE_ACCOUNT`. With `Idempotency-Key`, a retry answers the first send instead of sending again.',
        headers: idempotencyHeadersSchema,
        body: adminNotificationSchema,
        response: {
          200: notificationSentSchema,
          400: fieldErrors,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: fieldErrors,
          429: fieldErrors,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const sent = await idempotency.reply(request, reply, actor.id, async (executor) => ({
        status: 200,
        body: await push.send(actor, request.body, executor),
      }));
      push.notifyQueued();
      return sent;
    },
  );
}
