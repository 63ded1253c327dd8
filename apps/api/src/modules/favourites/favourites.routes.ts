import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, positiveIntParam } from '@shop/shared/schemas/common';
import {
  favouriteCreateSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  favouriteSchema,
} from '@shop/shared/schemas/favourites';
import { pageRequest, toPage } from '../../lib/pagination';
import type { FavouritesService } from './favourites.service';

const FAVOURITE_PAGE_SIZE = 24;

export async function favouritesRoutes(
  app: FastifyInstance,
  options: { favourites: FavouritesService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fieldErrors = errorSchema.catchall(z.unknown());

  api.get(
    '/favorite/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['favourites'],
        summary: "The signed-in customer's favourite products, newest first",
        description:
          '`produs` (a product id) answers only the favourite of that product, if any: the web app looks a favourite up by product before deleting it.',
        security: [{ token: [] }],
        querystring: favouriteListQuerySchema,
        response: { 200: favouritePageSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, FAVOURITE_PAGE_SIZE);
      const { results, count } = await options.favourites.list(
        request.user!.id,
        { productId: request.query.produs },
        page,
      );
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.post(
    '/favorite/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['favourites'],
        summary: 'Add a product to the favourites',
        description:
          'Answers 201 with the new favourite, or 200 with the existing one when the product is already a favourite. An unknown or withdrawn product is a 400 on `produs`.',
        security: [{ token: [] }],
        body: favouriteCreateSchema,
        response: { 200: favouriteSchema, 201: favouriteSchema, 400: fieldErrors, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await options.favourites.add(request.user!.id, request.body.produs);
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  api.delete(
    '/favorite/:id/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['favourites'],
        summary: 'Remove a favourite by its own id',
        security: [{ token: [] }],
        params: z.object({ id: positiveIntParam }),
        response: { 204: z.null(), 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await options.favourites.remove(request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
