import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountRecordParamsSchema,
  addressInputSchema,
  companyInputSchema,
  companyLookupQuerySchema,
  companyLookupSchema,
  MAX_SAVED_ADDRESSES,
  MAX_SAVED_COMPANIES,
  preferredLockerInputSchema,
  preferredLockerSchema,
  savedAddressSchema,
  savedCompanySchema,
} from '@shop/shared/schemas/account';
import { errorSchema } from '@shop/shared/schemas/common';
import type { AddressBookService } from './address-book.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const limited = errorSchema.extend({ retry_after: z.number() });

/**
 * The signed-in customer's address book (`/api/account/addresses/`, `/companies/`, `/locker/`):
 * their own records only; another customer's id is "not found".
 */
export async function addressBookRoutes(app: FastifyInstance, options: { book: AddressBookService }) {
  const { book } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'customer' } as const;
  const security = [{ token: [] }];
  const tags = ['account'];

  api.get(
    '/account/addresses/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Saved delivery addresses, the default first',
        security,
        response: { 200: z.array(savedAddressSchema), 401: errorSchema },
      },
    },
    async (request) => book.addresses(request.user!.id),
  );

  api.post(
    '/account/addresses/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Save a delivery address',
        description: `At most ${MAX_SAVED_ADDRESSES} (\`account.too_many\`). The first one, or one with \`implicita: true\`, becomes the default. County from the list of Romania's counties, postal code of six digits, phone normalized as at checkout.`,
        security,
        body: addressInputSchema,
        response: { 201: savedAddressSchema, 400: fieldErrors, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await book.addAddress(request.user!.id, request.body)),
  );

  api.put(
    '/account/addresses/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change a saved address',
        description: '`implicita: true` makes it the default; `false` leaves the default as it is.',
        security,
        params: accountRecordParamsSchema,
        body: addressInputSchema,
        response: { 200: savedAddressSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => book.updateAddress(request.user!.id, request.params.id, request.body),
  );

  api.post(
    '/account/addresses/:id/default/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Make a saved address the default',
        security,
        params: accountRecordParamsSchema,
        response: { 200: savedAddressSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => book.setDefaultAddress(request.user!.id, request.params.id),
  );

  api.delete(
    '/account/addresses/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a saved address',
        description: 'When it was the default, the newest remaining address becomes the default.',
        security,
        params: accountRecordParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await book.deleteAddress(request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/account/companies/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Saved companies (for invoices)',
        security,
        response: { 200: z.array(savedCompanySchema), 401: errorSchema },
      },
    },
    async (request) => book.companies(request.user!.id),
  );

  api.get(
    '/account/companies/lookup/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A company's name, trade register number and address from ANAF, by CUI",
        description:
          'The CUI is checked (its check digit) before ANAF is asked. 404 `account.company_lookup_not_found` when ANAF has no such company; 503 `account.company_lookup_unavailable` when ANAF does not answer. 20 lookups in 10 minutes per client.',
        security,
        querystring: companyLookupQuerySchema,
        response: {
          200: companyLookupSchema,
          400: fieldErrors,
          401: errorSchema,
          404: errorSchema,
          429: limited,
          503: errorSchema,
        },
      },
    },
    async (request) => book.lookupCompany(request.query.cui, request.ip),
  );

  api.post(
    '/account/companies/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Save a company',
        description: `At most ${MAX_SAVED_COMPANIES}; one per CUI (\`account.company_exists\`).`,
        security,
        body: companyInputSchema,
        response: { 201: savedCompanySchema, 400: fieldErrors, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await book.addCompany(request.user!.id, request.body)),
  );

  api.put(
    '/account/companies/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change a saved company',
        security,
        params: accountRecordParamsSchema,
        body: companyInputSchema,
        response: { 200: savedCompanySchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => book.updateCompany(request.user!.id, request.params.id, request.body),
  );

  api.delete(
    '/account/companies/:id/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a saved company',
        security,
        params: accountRecordParamsSchema,
        response: { 204: z.null(), 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await book.deleteCompany(request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/account/locker/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The preferred easybox',
        description: '`locker` is null when none is chosen or the chosen one has closed.',
        security,
        response: { 200: preferredLockerSchema, 401: errorSchema },
      },
    },
    async (request) => book.preferredLocker(request.user!.id),
  );

  api.put(
    '/account/locker/',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Choose the preferred easybox (null for none)',
        security,
        body: preferredLockerInputSchema,
        response: { 200: preferredLockerSchema, 400: fieldErrors, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => book.setPreferredLocker(request.user!.id, request.body.locker_id),
  );
}
