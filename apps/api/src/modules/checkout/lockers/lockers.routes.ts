import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lockerListQuerySchema,
  lockerPageSchema,
  lockerParamsSchema,
  lockerSchema,
} from '@shop/shared/schemas/checkout';
import { errorSchema } from '@shop/shared/schemas/common';
import { pageRequest, toPage } from '../../../lib/pagination';
import type { LockersService } from './lockers.service';

const LOCKER_PAGE_SIZE = 20;

export async function lockersRoutes(
  app: FastifyInstance,
  options: { lockers: LockersService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/lockers/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Pickup points (easybox lockers and partner shops) to pick an order up from',
        description:
          'Open points only: the courier\'s, synced daily when a courier is configured, else the demo list. `tip` is `locker` (an automatic parcel locker) or `ooh` (an out-of-home point, a partner shop); `program` the days it is open (`zi` 1 Monday … 7 Sunday, times "HH:MM" in Romania\'s time; a day not listed is closed; empty when the courier gives none). `q` matches the name, address, city, county or postal code, without diacritics and in any case; every word must match ("cluj manastur"). `judet` keeps one county (name, with or without diacritics, or code). Ordered by county, city and name; 20 per page (`per` up to 100).',
        querystring: lockerListQuerySchema,
        response: { 200: lockerPageSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, LOCKER_PAGE_SIZE);
      const { results, count } = await options.lockers.list(request.query, page);
      return toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url });
    },
  );

  api.get(
    '/lockers/:id/',
    {
      schema: {
        tags: ['checkout'],
        summary: 'One active parcel locker',
        params: lockerParamsSchema,
        response: { 200: lockerSchema, 404: errorSchema },
      },
    },
    async (request) => options.lockers.detail(request.params.id),
  );
}
