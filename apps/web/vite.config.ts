import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { SPLASH_COVER_SCRIPT } from '../../packages/shared/src/splash-gate';

// The one place the web build reads the environment: where the dev server forwards API and media
// requests, so the SPA keeps calling its own origin as it does behind the API process in production;
// and, for the native app's bundle only (`--mode app`), the shop the app talks to (decision 043).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/media': { target: apiTarget },
};

// What every page runs before its first render. Rolldown splits the ones that lazy chunks import
// too into several small chunks, each compressed apart; kept as one chunk, a first visit
// downloads about 3 KB (gzip) less (bench/web-first-load.mjs). Only the modules the entry
// imports statically (`$initial`): the parts of these libraries that only later pages use
// (several queries at once, endless lists) stay with those pages (decision 077).
const laterQueryModules =
  /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](infiniteQueryObserver|queriesObserver|streamedQuery|HydrationBoundary|infiniteQueryOptions|mutationOptions|useInfiniteQuery|useIsFetching|useMutationState|usePrefetch\w*|useQueries|useSuspense\w*)\.js$/;
const shellModules = [
  /node_modules[\\/](@tanstack[\\/](query-core|react-query)|zustand|clsx)[\\/]/,
  /src[\\/]lib[\\/](api-client|i18n|react-query|storage|toasts|cn|fetch-all-pages|use-localized-path)\.tsx?$/,
  /src[\\/]stores[\\/](auth|cart|favourites)-store\.ts$/,
  /src[\\/]locales[\\/](texts\.ts|ro[\\/]shell)/,
  /src[\\/]components[\\/]ui[\\/](button|slot)\.tsx$/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|shared[\\/]|context|icons[\\/](circle-alert|circle-exclamation-point|rotate-cw|chevron-right))/,
  /src[\\/]lib[\\/](use-document-title|formatters)\.ts$/,
  /packages[\\/]shared[\\/]src[\\/](constants|money|pricing|error-codes|language-path)\.ts$/,
];

// A phone's first visit is covered before its first paint, until the splash is drawn (decision
// 034): an inline script, so nobody's first paint waits for a request. The API allows it by hash.
const splashCover: Plugin = {
  name: 'splash-cover',
  transformIndexHtml: () => [{ tag: 'script', children: SPLASH_COVER_SCRIPT, injectTo: 'head' }],
};

// React Router defines its components as `X = forwardRef(…)` followed by `X.displayName = …`: the
// bundler keeps both as side effects, so every page carried `<Form>` and its submission code,
// `<ScrollRestoration>` and the history router, which the shop never uses. Marking the calls pure
// and dropping the names (only React's development tools show them) lets them go when unused.
const unusedRouterParts: Plugin = {
  name: 'react-router-unused-parts',
  apply: 'build',
  transform: {
    filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
    handler(code) {
      const next = code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^(\w+)\.displayName = "[^"]*";$/gm, (line, name: string) =>
          /Context$/.test(name) ? line : '',
        );
      return next === code ? null : { code: next, map: null };
    },
  },
};

// One branch of a language's text file as its own module (`virtual:text-part/ro/policies/terms`):
// an information page downloads its own policy text, not the 36 KB of all seven (decision 077).
// And a file without the branches its page's parts load themselves
// (`virtual:text-without/ro/product/reviews+testimonials`, decision 081).
const TEXT_PART = /^virtual:text-(part|without)\/(ro|en)\/([a-z_-]+)\/([a-z_+]+)$/;
const textParts: Plugin = {
  name: 'text-parts',
  enforce: 'pre',
  resolveId: (id) => (TEXT_PART.test(id) ? `\0${id}` : null),
  load(id) {
    const match = TEXT_PART.exec(id.replace(/^\0/, ''));
    if (!match) return null;
    const [, kind, language, file, branchList] = match;
    const source = fileURLToPath(new URL(`./src/locales/${language}/${file}.json`, import.meta.url));
    this.addWatchFile(source);
    const texts = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    const branches = branchList!.split('+');
    for (const branch of branches) {
      if (typeof texts[branch] !== 'object')
        throw new Error(`${file}.json (${language}) has no branch "${branch}"`);
    }
    const part =
      kind === 'part'
        ? texts[branches[0]!]
        : Object.fromEntries(Object.entries(texts).filter(([key]) => !branches.includes(key)));
    return `export default ${JSON.stringify(part)};`;
  },
};

/** The mode of the native app's bundle (`vite build --mode app`, `npm run app:build`). */
export const APP_MODE = 'app';
/** Where the app's bundle goes: the `webDir` of apps/mobile's Capacitor configuration. */
export const APP_OUT_DIR = 'dist-app';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The app's shop origin from APP_API_ORIGIN: required, an origin alone (no path), HTTPS except on
 * loopback for development. The app's pages live at `https://localhost` or `capacitor://localhost`,
 * so every API call and image is cross-origin and absolute; a plain-HTTP shop would send the
 * customer's token in clear (and Android's web view refuses mixed content).
 */
export function appApiOrigin(value: string | undefined): string {
  const hint = 'e.g. APP_API_ORIGIN=https://shop.example.ro npm run app:build';
  if (!value?.trim()) throw new Error(`The app build needs APP_API_ORIGIN, the shop it talks to (${hint})`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`APP_API_ORIGIN is not a URL: ${JSON.stringify(value)} (${hint})`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `APP_API_ORIGIN must be an origin alone, without path or query: ${JSON.stringify(value)}`,
    );
  }
  const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopback) {
    throw new Error(
      `APP_API_ORIGIN must be https:// (http:// only for 127.0.0.1 or localhost): ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

/**
 * The app's Content-Security-Policy, as a `<meta>` in its index.html (no server sends its pages):
 * the web's policy (the API's `securityHeaders`) with the shop's origin added where the app reaches
 * it (calls, images). `frame-ancestors` and `upgrade-insecure-requests` are left out: a `<meta>`
 * policy ignores the first, and the second would turn a loopback development origin into https.
 */
export function appContentSecurityPolicy(apiOrigin: string): string {
  const splashHash = `'sha256-${createHash('sha256').update(SPLASH_COVER_SCRIPT, 'utf8').digest('base64')}'`;
  return [
    "default-src 'self'",
    `script-src 'self' ${splashHash}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const appContentSecurity = (apiOrigin: string): Plugin => ({
  name: 'app-content-security-policy',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: appContentSecurityPolicy(apiOrigin) },
      injectTo: 'head-prepend',
    },
  ],
});

export default defineConfig(({ isSsrBuild, mode }) => {
  const appBuild = mode === APP_MODE;
  // Read only for the app's bundle: the web build stays relative whatever the environment holds.
  const apiOrigin = appBuild ? appApiOrigin(process.env.APP_API_ORIGIN) : '';
  return {
    plugins: [
      react(),
      tailwindcss(),
      splashCover,
      unusedRouterParts,
      textParts,
      ...(appBuild ? [appContentSecurity(apiOrigin)] : []),
    ],
    define: {
      // `API_ORIGIN` in src/lib/env.ts: '' on the web (same origin), the shop's origin in the app.
      'import.meta.env.APP_API_ORIGIN': JSON.stringify(apiOrigin),
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { proxy },
    preview: { proxy },
    // The server renderer (src/entry-server.tsx, loaded by the API process) has its own folder, never
    // served to browsers. Its dependencies are bundled, production builds only: the API process
    // then loads one file at start instead of resolving React, the router and the icons module by
    // module (about 0.2 s of a cold start).
    ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
    build: isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          // The API process keeps the renderer's source in memory for as long as it runs (V8
          // compiles functions from it lazily): minified and ASCII-only (one byte a character
          // instead of two for a text with one 'ă'), it holds a third of the memory. Names stay
          // for stack traces; the source maps beside the chunks map them back.
          minify: true,
          sourcemap: true,
          rolldownOptions: {
            output: {
              charset: 'ascii',
              minify: { compress: true, mangle: { keepNames: true }, codegen: true },
            },
          },
        }
      : {
          // The app's bundle is rendered by the web view alone: no server render, no hydration state.
          outDir: appBuild ? APP_OUT_DIR : 'dist',
          emptyOutDir: true,
          // The entry's stylesheet is written into every page by the server; a lazy route asking
          // for it again would download it a second time.
          modulePreload: {
            resolveDependencies: (_file, dependencies) =>
              dependencies.filter(
                (dependency) => /\.css$/.test(dependency) && !/(^|\/)index-[^/]+\.css$/.test(dependency),
              ),
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Changes far less often than app code, so it stays cached across deploys, and
                    // route chunks do not each pull in their own copy of the router.
                    name: 'react',
                    priority: 20,
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  },
                  {
                    name: 'shell',
                    priority: 10,
                    test: (id) =>
                      !laterQueryModules.test(id) && shellModules.some((pattern) => pattern.test(id)),
                  },
                  {
                    name: 'shop-listing',
                    priority: 4,
                    includeDependenciesRecursively: false,
                    test: /(src[\\/]features[\\/]catalog[\\/](components[\\/]shop-listing|hooks[\\/]use-listing-filters|lib[\\/](listing-filters|categories)|api[\\/](get-tags|get-products|get-category))\.tsx?)$/,
                  },
                  {
                    name: 'catalog-common',
                    priority: 4,
                    includeDependenciesRecursively: false,
                    test: /src[\\/](features[\\/]catalog[\\/](api[\\/]query-keys|lib[\\/]scroll)|app[\\/]routes[\\/]lazy-not-found|components[\\/]ui[\\/]breadcrumbs)\.tsx?$/,
                  },
                  {
                    name: 'product-page',
                    priority: 4,
                    includeDependenciesRecursively: false,
                    test: /src[\\/]features[\\/]catalog[\\/](components[\\/]product[\\/]product-page|hooks[\\/]use-product-meta|lib[\\/]product-variants|api[\\/]get-product)\.tsx?$/,
                  },
                  {
                    // The product card and what it draws (price, notes, rating, favourite), which
                    // the home, listings, search, the product page and blog posts all show: one
                    // chunk instead of eight small ones, each compressed apart (decision 077).
                    // Only modules no other page needs; captured alone, not with their imports.
                    name: 'product-card',
                    priority: 5,
                    includeDependenciesRecursively: false,
                    test: /src[\\/](features[\\/]catalog[\\/](components[\\/](product-card|product-rating|product-price|favourite-button|product-image)|lib[\\/]product-helpers)|components[\\/]ui[\\/](automatic-discount-note|price-notes)|hooks[\\/]use-product-discount)\.tsx?$/,
                  },
                ],
              },
            },
          },
        },
  };
});
