import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@shop/shared/schemas/admin/dashboard';
import { errorSchema } from '@shop/shared/schemas/common';
import type { DashboardService } from './dashboard.service';

export async function dashboardAdminRoutes(app: FastifyInstance, options: { dashboard: DashboardService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/dashboard/',
    {
      schema: {
        summary: "Today's and this month's revenue, daily revenue, orders awaiting action, low stock",
        description:
          "Days are Romania's calendar days. Revenue: orders placed that day that are paid or cash on delivery and not cancelled, minus their refunds.",
        response: { 200: dashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => options.dashboard.summary(),
  );
}
