import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMeSchema,
  roleIdParamsSchema,
  roleInputSchema,
  roleListSchema,
  roleSchema,
  staffRolesInputSchema,
} from '@shop/shared/schemas/admin/roles';
import { staffMemberSchema } from '@shop/shared/schemas/admin/staff';
import { errorSchema } from '@shop/shared/schemas/common';
import { actorOf } from '../admin/admin-scope';
import type { RolesService } from './roles.service';

const fieldErrorSchema = errorSchema.catchall(z.unknown());

/** The actor, with whether they are a superuser (only one may change another superuser). */
function privilegedActor(request: FastifyRequest) {
  return { ...actorOf(request), isSuperuser: request.user!.isSuperuser };
}

/**
 * The signed-in staff member's own rights (any staff), and the roles themselves with their
 * assignment (the `staff` permission, from the central route map).
 */
export async function rolesAdminRoutes(app: FastifyInstance, options: { roles: RolesService }) {
  const { roles } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/me/',
    {
      schema: {
        summary: "The signed-in staff member's roles and permissions, for the admin's menu and screens",
        response: { 200: adminMeSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => roles.me(request.user!),
  );

  api.get(
    '/roles/',
    {
      schema: {
        summary: 'Roles with their permissions and how many staff accounts hold each',
        response: { 200: roleListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ results: await roles.list() }),
  );

  api.post(
    '/roles/',
    {
      schema: {
        summary: 'Create a role',
        body: roleInputSchema,
        response: {
          201: roleSchema,
          400: fieldErrorSchema,
          401: errorSchema,
          403: errorSchema,
          409: fieldErrorSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await roles.create(actorOf(request), request.body)),
  );

  api.put(
    '/roles/:id/',
    {
      schema: {
        summary: "Change a role's name and permissions (the whole record)",
        description: 'Every staff account holding it gets the new permissions with its next request.',
        params: roleIdParamsSchema,
        body: roleInputSchema,
        response: {
          200: roleSchema,
          400: fieldErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: fieldErrorSchema,
        },
      },
    },
    async (request) => roles.update(actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/roles/:id/',
    {
      schema: {
        summary: 'Delete a role nobody holds',
        description:
          "A seed role ('role.seed') and a role some staff account holds ('role.in_use') stay: 409.",
        params: roleIdParamsSchema,
        response: {
          204: z.null(),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema.extend({ staff_count: z.number().int().optional() }),
        },
      },
    },
    async (request, reply) => {
      await roles.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/staff/:id/roles/',
    {
      schema: {
        summary: "Replace a staff account's roles",
        description:
          "Their permissions add up. A superuser has every right whatever its roles; only a superuser may change another superuser's account.",
        params: roleIdParamsSchema,
        body: staffRolesInputSchema,
        response: {
          200: staffMemberSchema,
          400: fieldErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => roles.assign(privilegedActor(request), request.params.id, request.body.role_ids),
  );
}
