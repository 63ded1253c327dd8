import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { SPLASH_COVER_SCRIPT } from '../../packages/shared/src/splash-gate';

// The one place the web build reads the environment: where the dev server forwards API and media
// requests, so the SPA keeps calling its own origin as it does behind the API process in production.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/media': { target: apiTarget },
};

// What every page runs before its first render. Rolldown splits the ones that lazy chunks import
// too into several small chunks, each compressed apart; kept as one chunk, a first visit
// downloads about 3 KB (gzip) less (bench/web-first-load.mjs).
const shellModules = [
  /node_modules[\\/](@tanstack[\\/](query-core|react-query)|zustand|clsx)[\\/]/,
  /src[\\/]lib[\\/](api-client|i18n|react-query|storage|toasts|cn|fetch-all-pages|use-localized-path)\.tsx?$/,
  /src[\\/]stores[\\/](auth|cart|favourites)-store\.ts$/,
  /src[\\/]locales[\\/](texts\.ts|ro[\\/]shell)/,
  /packages[\\/]shared[\\/]src[\\/](constants|money|pricing|error-codes|language-path|text)\.ts$/,
];

// A phone's first visit is covered before its first paint, until the splash is drawn (decision
// 034): an inline script, so nobody's first paint waits for a request. The API allows it by hash.
const splashCover: Plugin = {
  name: 'splash-cover',
  transformIndexHtml: () => [{ tag: 'script', children: SPLASH_COVER_SCRIPT, injectTo: 'head' }],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), splashCover],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  // The server renderer (src/entry-server.tsx, loaded by the API process) has its own folder, never
  // served to browsers. Its dependencies are bundled, production builds only: the API process
  // then loads one file at start instead of resolving React, the router and the icons module by
  // module (about 0.2 s of a cold start).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The entry's stylesheet is written into every page by the server; a lazy route asking
        // for it again would download it a second time.
        modulePreload: {
          resolveDependencies: (_file, dependencies) =>
            dependencies.filter((dependency) => !/(^|\/)index-[^/]+\.css$/.test(dependency)),
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
                  test: (id) => shellModules.some((pattern) => pattern.test(id)),
                },
              ],
            },
          },
        },
      },
}));
