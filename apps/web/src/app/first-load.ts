import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { BRANCHES_LOADED_APART } from '@/locales/texts';
import { routeHandle } from './layout/hide-layout';
import { createAppRoutes } from './router';

/**
 * What a first visit to each public page downloads before it runs (decision 077), read from the
 * route list: every route the server renders, its code and the texts it names. Used by the
 * budget test (first-load.test.ts) and by bench/web-first-load.mjs, both on a real build.
 */

/** The budget of issue 29: gzipped JavaScript before a public page runs. */
export const FIRST_LOAD_BUDGET = 150 * 1024;

/**
 * Pages over the budget, each held at its recorded size so that it can only shrink: none since
 * 2026-11-28 (decision 081). Add no page here: a page over the budget is to be made lighter.
 */
export const OVER_BUDGET: Readonly<Record<string, number>> = {};

/** What a page may weigh: the budget, or its recorded size for a page still over it. */
export const allowedFirstLoad = (path: string): number => OVER_BUDGET[path] ?? FIRST_LOAD_BUDGET;

export type PublicPage = {
  /** The route's path as declared (`produs/:slug`, `*` for the 404 page). */
  path: string;
  /** The route's module, as Vite's manifest names it (`src/app/routes/home.tsx`). */
  module: string;
  /** The Romanian texts its loader waits for, as the manifest names them. */
  texts: string[];
};

/** Vite's build manifest (`.vite/manifest.json`), the fields read here. */
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

// The route modules, for finding which one a route's `lazy` loaded: the same module instance
// exports the component the route got.
const routeModules = import.meta.glob<Record<string, unknown>>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * The manifest's name of an area's Romanian texts: a file, one branch of a file (`policies.terms`),
 * or a file without the branches its page's parts load apart (`product`).
 */
function textsModule(area: string): string {
  const [file, branch] = area.split('.') as [string, string | undefined];
  if (branch) return `virtual:text-part/ro/${file}/${branch}`;
  const apart: readonly string[] | undefined =
    BRANCHES_LOADED_APART[file as keyof typeof BRANCHES_LOADED_APART];
  return apart ? `virtual:text-without/ro/${file}/${apart.join('+')}` : `src/locales/ro/${file}.json`;
}

function serverRenderedLeaves(routes: readonly RouteObject[], parentPath = ''): [string, RouteObject][] {
  return routes.flatMap((route) => {
    const path = [parentPath, route.path ?? ''].filter(Boolean).join('/');
    if (route.children) return serverRenderedLeaves(route.children, path);
    return routeHandle(route.handle).serverRendered ? [[path, route] as [string, RouteObject]] : [];
  });
}

/** Every page the server renders (once, without the /ro and /en copies), with its code and texts. */
export async function publicPages(): Promise<PublicPage[]> {
  const routes = createAppRoutes(new QueryClient());
  const pages: PublicPage[] = [];
  for (const [path, route] of serverRenderedLeaves(routes)) {
    if (/^(ro|en)(\/|$)/.test(path)) continue;
    if (typeof route.lazy !== 'function') throw new Error(`The public route "${path}" has no lazy code`);
    const { Component } = await route.lazy();
    let module: string | undefined;
    for (const [file, load] of Object.entries(routeModules)) {
      if (Object.values(await load()).includes(Component)) module = file;
    }
    if (!module) throw new Error(`The code of the public route "${path}" is not a module of app/routes`);
    pages.push({
      path: path || '/',
      module: `src/app/routes/${module.slice('./routes/'.length)}`,
      texts: (routeHandle(route.handle).textAreas ?? []).map(textsModule),
    });
  }
  return pages;
}

/**
 * The chunks a first visit fetches before the page runs: the entry with its static imports, the
 * route's module with its static imports and its texts. Parts a page loads once it renders
 * (`lazyPart`, below the fold) are not counted.
 */
export function firstLoadChunks(manifest: Manifest, page: PublicPage): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  // A virtual module's key is its id made relative to the build's root from the process's working
  // directory ("../../virtual:…" when the build runs from the repository's root): found by its id.
  const keyOf = (id: string) =>
    id in manifest || !id.startsWith('virtual:')
      ? id
      : (Object.keys(manifest).find((key) => key.replace(/^(\.\.\/)+/, '') === id) ?? id);
  const walk = (id: string) => {
    const key = keyOf(id);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${id}`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) walk(next);
  };
  [entry ?? 'index.html', page.module, ...page.texts].forEach(walk);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
