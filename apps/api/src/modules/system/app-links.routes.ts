import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { APP_ID } from '../../lib/app-links';
import { notFound } from '../../lib/errors';

/** The phones re-read these now and then; an hour keeps a changed certificate from waiting long. */
const ASSOCIATION_CACHE = 'public, max-age=3600';
/** The shop's paths that open in the native app when it is installed: `/app/<shop path>`. */
const APP_PATHS = '/app/*';

const assetLinksSchema = z.array(
  z.object({
    relation: z.array(z.string()),
    target: z.object({
      namespace: z.literal('android_app'),
      package_name: z.string(),
      sha256_cert_fingerprints: z.array(z.string()),
    }),
  }),
);

const appSiteAssociationSchema = z.object({
  applinks: z.object({
    details: z.array(
      z.object({
        appIDs: z.array(z.string()),
        components: z.array(z.object({ '/': z.string() })),
        appID: z.string(),
        paths: z.array(z.string()),
      }),
    ),
  }),
});

/**
 * The path and query that a `/app/…` link stands for on the web; `/` for anything that would
 * leave the shop (`/app//other.host` must not become the protocol-relative `//other.host`).
 */
export function webPathOfAppLink(url: string): string {
  const rest = url.slice('/app'.length);
  const target = rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
  return /^\/(?![/\\])[^\\\s]*$/.test(target) ? target : '/';
}

/**
 * App Links (Android) and Universal Links (iOS): the files by which the phone checks that the
 * shop's host lets the app open its `/app/…` links, and, for a phone without the app, the same
 * links redirected to the shop's own page (docs/decisions/041).
 */
export async function appLinksRoutes(
  app: FastifyInstance,
  options: { androidFingerprints: readonly string[]; iosTeamId: string | null },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['app'];
  const notConfigured = () => notFound('not_found', 'Aplicația nu este configurată pentru acest magazin.');

  api.get(
    '/.well-known/assetlinks.json',
    {
      schema: {
        tags,
        summary: 'Android App Links: the app allowed to open the shop’s /app/… links',
        description:
          'The Digital Asset Links statement for the app `ro.salvia.shop` with the SHA-256 fingerprints of `ANDROID_APP_SHA256_FINGERPRINTS`; 404 when none is configured.',
        response: { 200: assetLinksSchema, 404: errorSchema },
      },
    },
    async (_request, reply) => {
      if (options.androidFingerprints.length === 0) throw notConfigured();
      return reply.header('cache-control', ASSOCIATION_CACHE).send([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app' as const,
            package_name: APP_ID,
            sha256_cert_fingerprints: [...options.androidFingerprints],
          },
        },
      ]);
    },
  );

  api.get(
    '/.well-known/apple-app-site-association',
    {
      schema: {
        tags,
        summary: 'iOS Universal Links: the app allowed to open the shop’s /app/… links',
        description:
          'JSON (`application/json`, no `.json` suffix, no redirect, as Apple requires) naming `<IOS_APP_TEAM_ID>.ro.salvia.shop` for the paths `/app/*`, in the current (`appIDs`, `components`) and the older (`appID`, `paths`) form; 404 when `IOS_APP_TEAM_ID` is not set.',
        response: { 200: appSiteAssociationSchema, 404: errorSchema },
      },
    },
    async (_request, reply) => {
      if (!options.iosTeamId) throw notConfigured();
      const appId = `${options.iosTeamId}.${APP_ID}`;
      return reply
        .header('cache-control', ASSOCIATION_CACHE)
        .type('application/json')
        .send({
          applinks: {
            details: [
              { appIDs: [appId], components: [{ '/': APP_PATHS }], appID: appId, paths: [APP_PATHS] },
            ],
          },
        });
    },
  );

  for (const url of ['/app', '/app/*']) {
    api.get(
      url,
      {
        schema: {
          tags,
          summary: 'An app link opened without the app: 302 to the same page of the shop',
          description:
            '`/app/<path>?<query>` is the link the app opens when it is installed (App Links, Universal Links); in a browser it redirects to `/<path>?<query>`.',
          response: { 302: z.null() },
        },
      },
      async (request, reply) => reply.redirect(webPathOfAppLink(request.url), 302),
    );
  }
}
