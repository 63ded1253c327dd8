import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abandonedCheckoutsReportSchema,
  bestSellersQuerySchema,
  bestSellersReportSchema,
  couponsReportSchema,
  REPORT_MAX_DAYS,
  REPORT_ROWS_SHOWN,
  reportRangeQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
  slowMoversReportSchema,
  stockValueReportSchema,
} from '@shop/shared/schemas/admin/reports';
import { errorSchema } from '@shop/shared/schemas/common';
import { primedStream } from '../../lib/primed-stream';
import type { ReportsService } from './reports.service';

const withFields = errorSchema.catchall(z.unknown());
const reads = { 400: withFields, 401: errorSchema, 403: errorSchema };
const csvBody = {
  description: 'The CSV file, streamed',
  content: { 'text/csv': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) } },
};
const CSV_SHAPE =
  'UTF-8 with a byte order mark, `;`-separated, CRLF line ends, amounts in lei with a decimal comma (as Excel set to Romanian opens it).';
const RANGE = `\`from\` and \`to\` are calendar days in Romania (both included, at most ${REPORT_MAX_DAYS} days; a reversed or longer range is a 400).`;
const REVENUE =
  'Sales (`revenue`) are the goods of the orders placed in the range and not cancelled, after their discounts, VAT included, shipping left out (docs/decisions/056).';

/** A report's CSV: its first statement is read before the headers, so a failure is an error answer. */
async function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  const body = await primedStream(lines);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

const rangeName = (query: { from: string; to: string }) => `${query.from}_${query.to}`;

/** The admin's reports (docs/decisions/056): each as JSON for the screen and as CSV. */
export async function reportsAdminRoutes(app: FastifyInstance, options: { reports: ReportsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = options;

  const salesDescription = `${RANGE} ${REVENUE} \`group\`: \`day\`, \`week\` (ISO weeks, from Monday) or \`month\`; every period of the range is present, the first and last clipped to it. \`refunds\`: the money paid back in the period by the refund's own day (whatever day its order was placed), store credit included. \`average_order\`: sales over orders, rounded to the ban.`;
  api.get(
    '/reports/sales/',
    {
      schema: {
        summary: 'Sales by day, week or month: orders, sales, average order, refunds',
        description: salesDescription,
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema, ...reads },
      },
    },
    async (request) => reports.sales(request.query),
  );
  api.get(
    '/reports/sales/export.csv',
    {
      schema: {
        summary: 'The sales report as CSV',
        description: `${salesDescription} ${CSV_SHAPE} One row per period and a last \`TOTAL\` row.`,
        querystring: salesReportQuerySchema,
        response: { 200: csvBody, ...reads },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `vanzari-${request.query.group}-${rangeName(request.query)}`,
        reports.salesCsv(request.query),
      ),
  );

  const bestSellersDescription = `${RANGE} ${REVENUE} Products by units sold (\`sort=units\`) or sales (\`sort=revenue\`), the first ${REPORT_ROWS_SHOWN} (\`count\`: how many sold); a deleted product's lines are grouped by their title. \`category\` keeps the products filed in that category now. \`categories\`: every category's units and sales in the range (a product filed in two counts in both).`;
  api.get(
    '/reports/best-sellers/',
    {
      schema: {
        summary: 'Best sellers by units or sales, and sales per category',
        description: bestSellersDescription,
        querystring: bestSellersQuerySchema,
        response: { 200: bestSellersReportSchema, ...reads },
      },
    },
    async (request) => reports.bestSellers(request.query),
  );
  api.get(
    '/reports/best-sellers/export.csv',
    {
      schema: {
        summary: 'Every product sold in the range as CSV',
        description: `${bestSellersDescription} ${CSV_SHAPE} Every product sold, not only the first ${REPORT_ROWS_SHOWN}.`,
        querystring: bestSellersQuerySchema,
        response: { 200: csvBody, ...reads },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `cele-mai-vandute-${rangeName(request.query)}`, reports.bestSellersCsv(request.query)),
  );

  const couponsDescription = `${RANGE} Each coupon code used by the range's orders (not cancelled), as the order kept it: its uses, the discount it gave and the orders' sales after it (VAT included, shipping left out).`;
  api.get(
    '/reports/coupons/',
    {
      schema: {
        summary: 'Coupon performance: uses, discount given, sales of the orders',
        description: couponsDescription,
        querystring: reportRangeQuerySchema,
        response: { 200: couponsReportSchema, ...reads },
      },
    },
    async (request) => reports.coupons(request.query),
  );
  api.get(
    '/reports/coupons/export.csv',
    {
      schema: {
        summary: 'The coupon report as CSV',
        description: `${couponsDescription} ${CSV_SHAPE}`,
        querystring: reportRangeQuerySchema,
        response: { 200: csvBody, ...reads },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `cupoane-${rangeName(request.query)}`, reports.couponsCsv(request.query)),
  );

  const stockValueDescription = `Today's stock, not a range: every product with stock (on sale or not), its units at today's selling price (the reduced one when there is one), VAT included, highest value first (the first ${REPORT_ROWS_SHOWN}; \`totals\` over all). The shop does not record cost prices yet, so this is the value at selling price, not at cost.`;
  api.get(
    '/reports/stock-value/',
    {
      schema: {
        summary: "The stock's value at today's selling prices",
        description: stockValueDescription,
        response: { 200: stockValueReportSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => reports.stockValue(),
  );
  api.get(
    '/reports/stock-value/export.csv',
    {
      schema: {
        summary: 'The stock value report as CSV',
        description: `${stockValueDescription} ${CSV_SHAPE} Every product with stock.`,
        response: { 200: csvBody, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, `valoare-stoc-${new Date().toISOString().slice(0, 10)}`, reports.stockValueCsv()),
  );

  const slowMoversDescription = `${RANGE} Products with stock that sold nothing in the range (no line of an order placed then and not cancelled), the most money held first (value at today's selling price, VAT included), with the Romanian day each last sold before the range (\`last_sold_on\`, null: never); the first ${REPORT_ROWS_SHOWN}, \`totals\` over all.`;
  api.get(
    '/reports/slow-movers/',
    {
      schema: {
        summary: 'Slow movers: products with stock and no sale in the range',
        description: slowMoversDescription,
        querystring: reportRangeQuerySchema,
        response: { 200: slowMoversReportSchema, ...reads },
      },
    },
    async (request) => reports.slowMovers(request.query),
  );
  api.get(
    '/reports/slow-movers/export.csv',
    {
      schema: {
        summary: 'The slow movers report as CSV',
        description: `${slowMoversDescription} ${CSV_SHAPE} Every such product.`,
        querystring: reportRangeQuerySchema,
        response: { 200: csvBody, ...reads },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `fara-vanzari-${rangeName(request.query)}`, reports.slowMoversCsv(request.query)),
  );

  const abandonedDescription = `${RANGE} Visits of the checkout page with a cart (recorded by the page, \`POST /api/checkout/sesiune/\`, nothing about the person), by the Romanian day they started: how many, how many placed their order, how many did not (\`abandoned\`; a visit of today may still) and their carts' value, VAT included. Visits are kept 90 days (docs/decisions/064).`;
  api.get(
    '/reports/abandoned-checkouts/',
    {
      schema: {
        summary: 'Abandoned checkout: visits, converted, abandoned and their value, per day',
        description: abandonedDescription,
        querystring: reportRangeQuerySchema,
        response: { 200: abandonedCheckoutsReportSchema, ...reads },
      },
    },
    async (request) => reports.abandonedCheckouts(request.query),
  );
  api.get(
    '/reports/abandoned-checkouts/export.csv',
    {
      schema: {
        summary: 'The abandoned checkout report as CSV',
        description: `${abandonedDescription} ${CSV_SHAPE} One row per day and a last \`TOTAL\` row.`,
        querystring: reportRangeQuerySchema,
        response: { 200: csvBody, ...reads },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `checkout-abandonat-${rangeName(request.query)}`,
        reports.abandonedCheckoutsCsv(request.query),
      ),
  );
}
