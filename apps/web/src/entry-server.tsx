import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { jsonForScript } from '@shop/shared/html';
import type { PageRequest, RenderedHead, RenderedPage, ServerRenderer } from '@shop/shared/server-render';
import { AppProviders } from '@/app/providers';
import { routeHandle } from '@/app/layout/hide-layout';
import { createAppRoutes } from '@/app/router';
import { setApiTransport } from '@/lib/api-client';
import { shouldCarryQuery, type HydrationState } from '@/lib/hydration-state';
import { setMediaBase } from '@/lib/media';
import {
  isAdminPath,
  isLanguage,
  LANGUAGE_COOKIE,
  loadTexts,
  resolveLanguage,
  setRenderingLanguageSource,
  type TextArea,
} from '@/lib/i18n';
import { RenderedPartsContext } from '@/lib/lazy-part';
import { RenderedHeadContext } from '@/lib/use-document-title';
import { createQueryClient } from '@/lib/react-query';
import { textAreaLoaders } from '@/locales/texts';

/** Any origin does: loaders read only the path and query of their request. */
const ORIGIN = 'http://shop.internal';

// Pages in both languages render at the same time; each render reads its own language.
const renderLanguage = new AsyncLocalStorage<Language>();
setRenderingLanguageSource(() => renderLanguage.getStore());

function cookieLanguage(cookie: string | undefined): string | null {
  for (const part of cookie?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value ?? null;
  }
  return null;
}

/** The finished markup: waits for every part (the lazily loaded footer too), so crawlers and readers without JavaScript get the whole page. */
function renderToStream(app: React.ReactNode): Promise<PassThrough> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(app, {
      // Every part inline, in place: a large part (the footer) would otherwise come after the rest
      // with an inline script to move it, which the Content Security Policy does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return;
        const body = new PassThrough();
        pipe(body);
        resolve(body);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A part that failed (not the shell) would be left to the browser, whose hydration would not
        // match: the page is served to the browser to render instead.
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
        abort();
      },
    });
  });
}

async function render({ url, cookie }: PageRequest): Promise<RenderedPage> {
  const location = new URL(url, ORIGIN);
  if (isAdminPath(location.pathname)) return { kind: 'client' };

  const queryClient = createQueryClient({ logErrors: false });
  const routes = createAppRoutes(queryClient, { awaitData: true });
  const matches = matchRoutes(routes, location.pathname);
  const leaf = routeHandle(matches?.at(-1)?.route.handle);
  if (!leaf.serverRendered) return { kind: 'client' };

  const stored = cookieLanguage(cookie);
  const language = resolveLanguage(location.pathname, isLanguage(stored) ? stored : null);

  return renderLanguage.run(language, async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(location));
    if (context instanceof Response) {
      const target = context.headers.get('location');
      if (target && context.status >= 300 && context.status < 400) {
        return { kind: 'redirect', status: context.status, location: target };
      }
      return { kind: 'client' };
    }
    // A loader failed (its texts could not load): the browser loads the page and shows the error.
    if (context.errors) return { kind: 'client' };

    const router = createStaticRouter(handler.dataRoutes, context);
    const parts = new Set<string>();
    // The page notes its own head while it renders (useDocumentHead); read once all of it has.
    let declaredHead: RenderedHead | undefined;
    const noteHead = (head: RenderedHead) => {
      declaredHead = head;
    };
    const body = await renderToStream(
      <StrictMode>
        <RenderedPartsContext.Provider value={parts}>
          <RenderedHeadContext.Provider value={noteHead}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </RenderedHeadContext.Provider>
        </RenderedPartsContext.Provider>
      </StrictMode>,
    );
    const state: HydrationState = {
      language,
      loaderData: context.loaderData,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: shouldCarryQuery }),
      parts: [...parts],
    };
    queryClient.clear();
    return {
      kind: 'page',
      status: leaf.notFound ? 404 : 200,
      language,
      body,
      state: jsonForScript(state),
      ...(declaredHead ? { head: declaredHead } : {}),
    };
  });
}

export const serverRenderer: ServerRenderer = {
  async prepare({ transport, mediaBase }) {
    setApiTransport(transport);
    setMediaBase(mediaBase ?? null);
    const areas = Object.keys(textAreaLoaders) as TextArea[];
    await Promise.all(LANGUAGES.map((language) => loadTexts(language, areas)));
  },
  render,
};
