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
        summary:
          "Today's and this month's sales and money received, per day, orders awaiting action, low stock",
        description:
          "Days are Romania's calendar days. `sales`: the totals of the orders placed that day and not cancelled (`orders` counts them), paid or not. `received`: the money that came in that day: the orders paid that day (`paid_at`: card or Stripe confirmed, cash on delivery when delivered, the whole order from the wallet at placement), without the part paid from the wallet, less the refunds paid out that day (not those to the wallet).",
        response: { 200: dashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => options.dashboard.summary(),
  );
}
