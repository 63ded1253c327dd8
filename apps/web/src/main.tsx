import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { z } from 'zod';
import { AppProviders } from '@/app/providers';
import { createAppRouter, createAppRoutes, loadMatchedRoutes } from '@/app/router';
import { HYDRATED_EVENT, readHydrationState, reviveCarriedErrors } from '@/lib/hydration-state';
import { preloadParts } from '@/lib/lazy-part';
import {
  followLanguage,
  initI18n,
  isLanguage,
  readStoredLanguage,
  rememberLanguageForServer,
  resolveLanguage,
  watchStoredLanguage,
} from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import '@/styles.css';

// Zod probes whether it may compile validators with `new Function`; the shop's Content Security
// Policy says no, and the browser reports the refused probe as a policy violation on every page.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const serverState = readHydrationState(document);
const stored = readStoredLanguage();
// A choice stored before the server could read it (the cookie came later) reaches the server from now on.
if (isLanguage(stored)) rememberLanguageForServer(stored);

/** The app around a router that follows the language of the URL and of other tabs. */
function appWith(router: ReturnType<typeof createAppRouter>) {
  router.subscribe((state) => followLanguage(state.location.pathname));
  watchStoredLanguage();
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Set while the page reloads once so the server renders the stored language (see below). */
const LANGUAGE_RELOAD_KEY = 'shop-language-reload';

function reloadedForLanguage(): boolean {
  try {
    const done = sessionStorage.getItem(LANGUAGE_RELOAD_KEY) !== null;
    sessionStorage.removeItem(LANGUAGE_RELOAD_KEY);
    return done;
  } catch {
    return true;
  }
}

const wantedLanguage = resolveLanguage(window.location.pathname, stored);
const justReloaded = reloadedForLanguage();
if (serverState && wantedLanguage !== serverState.language && !justReloaded) {
  // The server rendered another language than the visitor's stored one (its cookie had expired or
  // was cleared): the cookie now says the stored one, and the page loads again in it, rather than
  // switching language while React takes the page over, which would make text differ from the
  // server's. Once per load: without cookies the page hydrates as rendered and follows below.
  sessionStorage.setItem(LANGUAGE_RELOAD_KEY, '1');
  window.location.reload();
} else if (serverState) {
  // A page the server rendered: the browser takes it over in the language and with the data it
  // was rendered with, then follows the visitor's own language if that differs.
  hydrate(queryClient, serverState.queries);
  reviveCarriedErrors(queryClient);
  const routes = createAppRoutes(queryClient);
  void Promise.all([
    initI18n(serverState.language),
    // The route's module declares the parts inside it, so those load after it.
    loadMatchedRoutes(routes, window.location.pathname, serverState.language).then(() =>
      preloadParts(serverState.parts),
    ),
  ]).then(() => {
    // In a transition, React hydrates in slices and lets the browser handle input in between,
    // instead of one long task on a slow phone.
    // The visitor's own language (another tab's choice, a cookie that expired) is followed once
    // the page is taken over: a switch during hydration would make text differ from the server's.
    window.addEventListener(HYDRATED_EVENT, () => followLanguage(window.location.pathname), { once: true });
    startTransition(() => {
      hydrateRoot(container, appWith(createAppRouter(queryClient, routes, serverState.loaderData)), {
        // A page that does not match what the server sent is rendered again by the browser; the
        // mismatch is a bug, and the end-to-end journeys fail on this message.
        onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack ?? ''),
      });
    });
  });
} else {
  // Created before the texts are ready, so the first page's code and data start loading at once.
  const app = appWith(createAppRouter(queryClient));
  void initI18n(resolveLanguage(window.location.pathname, stored)).then(() => {
    createRoot(container).render(app);
  });
}
