import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountProfileSchema,
  detailSchema,
  emailChangeCancelledSchema,
  emailChangeSchema,
  emailConfirmedSchema,
  linkTokenBodySchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from '@shop/shared/schemas/account';
import { errorSchema } from '@shop/shared/schemas/common';
import { type AccountSecurityService, RESET_REQUESTED } from './account-security.service';

const fieldErrors = errorSchema.catchall(z.unknown());
const limited = errorSchema.extend({ retry_after: z.number() });

/**
 * The customer's own account (`/api/account/…`): profile, the mailed links, password and address
 * changes, signing out everywhere. Every signed-in route acts on the caller's account only: no
 * route takes an account id.
 */
export async function accountRoutes(app: FastifyInstance, options: { security: AccountSecurityService }) {
  const { security } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'customer' } as const;
  const token = [{ token: [] }];

  api.get(
    '/account/profile/',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's profile",
        security: token,
        response: { 200: accountProfileSchema, 401: errorSchema },
      },
    },
    async (request) => security.profile(request.user!),
  );

  api.patch(
    '/account/profile/',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change the name and the phone number',
        security: token,
        body: profileUpdateSchema,
        response: { 200: accountProfileSchema, 400: fieldErrors, 401: errorSchema },
      },
    },
    async (request) => security.updateProfile(request.user!, request.body),
  );

  api.post(
    '/account/email-verification/',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Mail a new verification link to the account address',
        description: 'At most 3 an hour. 400 `account.link_invalid` when the address is already verified.',
        security: token,
        response: { 202: detailSchema, 400: errorSchema, 401: errorSchema, 429: limited },
      },
    },
    async (request, reply) => {
      await security.resendVerification(request.user!);
      return reply.status(202).send({ detail: 'Ți-am trimis un link nou de confirmare.' });
    },
  );

  api.post(
    '/account/email-confirmation/',
    {
      schema: {
        tags: ['account'],
        summary: 'Open a verification link (sign-up, or a new address)',
        description:
          'The token of `/verificare?token=…`. 400 with `account.link_invalid` (unknown or used) or `account.link_expired`; a new address that another account took meanwhile is `account.email_taken`.',
        body: linkTokenBodySchema,
        response: { 200: emailConfirmedSchema, 400: fieldErrors, 429: limited },
      },
    },
    async (request) => security.confirmEmail(request.body.token, request.ip),
  );

  api.post(
    '/account/email-change/cancellation/',
    {
      schema: {
        tags: ['account'],
        summary: 'Stop a change of address, by the link mailed to the old address',
        description:
          'The token of `/anulare-schimbare-email?token=…`, mailed to the current address when a change was asked for. The pending change ends and every device of the account is signed out; the answer says which address the account keeps. Works once and only until the new address is confirmed: then 400 `account.link_invalid` (also unknown), or `account.link_expired`. Limited per client.',
        body: linkTokenBodySchema,
        response: { 200: emailChangeCancelledSchema, 400: fieldErrors, 429: limited },
      },
    },
    async (request) => security.cancelEmailChange(request.body.token, request.ip),
  );

  api.post(
    '/account/password-reset/',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link',
        description:
          'Answers 202 whether or not the address has an account. The link works once, for one hour. Limited per client and per address.',
        body: passwordResetRequestSchema,
        response: { 202: detailSchema, 400: fieldErrors, 429: limited },
      },
    },
    async (request, reply) => {
      await security.requestPasswordReset(request.body.email, request.ip);
      return reply.status(202).send({ detail: RESET_REQUESTED });
    },
  );

  api.post(
    '/account/password-reset/confirm/',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset link',
        description:
          'Every other reset link of the account ends and every device is signed out. 400 with `account.link_invalid` or `account.link_expired`.',
        body: passwordResetConfirmSchema,
        response: { 200: detailSchema, 400: fieldErrors, 429: limited },
      },
    },
    async (request) => {
      await security.confirmPasswordReset(request.body.token, request.body.password, request.ip);
      return { detail: 'Parola a fost schimbată. Te poți autentifica cu parola nouă.' };
    },
  );

  api.post(
    '/account/password/',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change the password',
        description:
          'Needs the current password (`account.wrong_password`; 5 wrong ones in 15 minutes are 429). Other devices are signed out; this token stays valid.',
        security: token,
        body: passwordChangeSchema,
        response: { 200: detailSchema, 400: fieldErrors, 401: errorSchema, 429: limited },
      },
    },
    async (request) => {
      await security.changePassword(
        request.user!,
        request.authToken!,
        request.body.current_password,
        request.body.new_password,
      );
      return { detail: 'Parola a fost schimbată.' };
    },
  );

  api.post(
    '/account/email/',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change the email address',
        description:
          'Needs the password. Mails a confirmation link to the new address (24 hours); the account keeps its address until the link is opened. The profile shows it as `pending_email`. The current address is told, with a link that stops the change (`/api/account/email-change/cancellation/`), and told again once the change is done.',
        security: token,
        body: emailChangeSchema,
        response: { 202: accountProfileSchema, 400: fieldErrors, 401: errorSchema, 429: limited },
      },
    },
    async (request, reply) => {
      const profile = await security.requestEmailChange(
        request.user!,
        request.body.password,
        request.body.email,
      );
      return reply.status(202).send(profile);
    },
  );

  api.delete(
    '/account/sessions/',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Sign out on every device',
        description: "Every token of the account ends, this request's included.",
        security: token,
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      await security.signOutEverywhere(request.user!);
      return reply.status(204).send(null);
    },
  );
}
