import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffCreateSchema,
  staffInvitationAcceptSchema,
  staffListSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@shop/shared/schemas/admin/staff';
import { errorSchema, positiveIntParam } from '@shop/shared/schemas/common';
import { actorOf } from '../admin/admin-scope';
import type { StaffService } from './staff.service';

const fieldErrorSchema = errorSchema.catchall(z.unknown());

/** Staff accounts, for holders of the `staff` permission (the central route map, ADR 055). */
export async function staffAdminRoutes(app: FastifyInstance, options: { staff: StaffService }) {
  const { staff } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/',
    {
      schema: {
        summary: 'Staff accounts with their last sign-in',
        response: { 200: staffListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ results: await staff.list() }),
  );

  api.post(
    '/staff/',
    {
      schema: {
        summary: 'Add a staff member: invite by mail, create with a password, or promote a customer',
        description:
          "'invite' mails a single-use link (72 hours) to `/admin/invitatie`; 'create' needs `password` (at least 12 characters); 'promote' makes the existing account with that email staff.",
        body: staffCreateSchema,
        response: {
          201: staffMemberSchema,
          400: fieldErrorSchema,
          401: errorSchema,
          403: errorSchema,
          409: fieldErrorSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await staff.create(actorOf(request), request.body)),
  );

  api.patch(
    '/staff/:id/',
    {
      schema: {
        summary: 'Remove staff rights (signs the account out everywhere)',
        description:
          'Nobody can remove their own rights or those of the last superuser; only a superuser those of another superuser.',
        params: z.object({ id: positiveIntParam }),
        body: staffUpdateSchema,
        response: {
          200: staffMemberSchema,
          400: fieldErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      staff.revoke({ ...actorOf(request), isSuperuser: request.user!.isSuperuser }, request.params.id),
  );
}

/** The public end of an invitation: the invited person chooses a password with the mailed token. */
export async function staffInvitationRoutes(app: FastifyInstance, options: { staff: StaffService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/staff-invitations/accept/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the password of an invited staff account (the link works once)',
        body: staffInvitationAcceptSchema,
        response: {
          204: z.null(),
          400: fieldErrorSchema,
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request, reply) => {
      await options.staff.acceptInvitation(request.body.token, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );
}
