import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { createAppRouter, createAppRoutes, loadMatchedRoutes } from '@/app/router';
import { readHydrationState, reviveCarriedErrors } from '@/lib/hydration-state';
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
import { makeZodJitless } from '@/lib/zod-jitless';
import type { Language } from '@shop/shared/constants';
import '@/styles.css';

makeZodJitless();

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
  // The native app's start-up (status bar, push, back button, links into the app). The build mode
  // is tested here rather than through isAppBuild: the bundler drops an import() only under a
  // condition it can fold in place, so the web build holds no native chunk at all.
  if (import.meta.env.MODE === 'app') {
    void import('@/native/start')
      .then(({ startNativeApp }) => startNativeApp(router))
      .catch((error: unknown) => console.error('[app] the native start-up failed', error));
  }
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** The language a reload asked the server for (see below), kept for the load that follows. */
const LANGUAGE_RELOAD_KEY = 'shop-language-reload';

function languageReloadedFor(): string | null {
  try {
    const language = sessionStorage.getItem(LANGUAGE_RELOAD_KEY);
    sessionStorage.removeItem(LANGUAGE_RELOAD_KEY);
    return language;
  } catch {
    return null;
  }
}

/** The app rendered by the browser alone: the first page's code and data start loading at once. */
function renderInBrowser(language: Language): void {
  const app = appWith(createAppRouter(queryClient));
  void initI18n(language).then(() => {
    createRoot(container!).render(app);
  });
}

const wantedLanguage = resolveLanguage(window.location.pathname, stored);
const reloadedFor = languageReloadedFor();
if (serverState && wantedLanguage !== serverState.language) {
  // The server rendered another language than the visitor's stored one (its cookie had expired or
  // was cleared; the cookie says the stored one again now). Taking the page over and then switching
  // language would change text React has not hydrated yet (parts below the page hydrate after it),
  // so the page loads again, in that language. If that did not help (cookies refused), the browser
  // renders the page itself in the visitor's language instead of taking the server's over.
  if (reloadedFor !== wantedLanguage) {
    try {
      sessionStorage.setItem(LANGUAGE_RELOAD_KEY, wantedLanguage);
      window.location.reload();
    } catch {
      renderInBrowser(wantedLanguage);
    }
  } else {
    hydrate(queryClient, serverState.queries);
    renderInBrowser(wantedLanguage);
  }
} else if (serverState) {
  // A page the server rendered, in the visitor's language: the browser takes it over with the
  // data it was rendered with.
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
    startTransition(() => {
      hydrateRoot(container, appWith(createAppRouter(queryClient, routes, serverState.loaderData)), {
        // A page that does not match what the server sent is rendered again by the browser; the
        // mismatch is a bug, and the end-to-end journeys fail on this message.
        onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack ?? ''),
      });
    });
  });
} else {
  renderInBrowser(wantedLanguage);
}
