import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/shared/constants';
import { HYDRATION_STATE_ID } from '@shop/shared/server-render';
import { ApiError, isApiError } from '@/lib/api-client';

/**
 * What a server-rendered page carries for the browser to hydrate with: the language it was
 * rendered in, the routes' loader data, the answers of the API calls the page made and the
 * separately loaded parts it rendered. It travels as JSON in a non-executable
 * `<script type="application/json">`, which the Content Security Policy (scripts from the shop's
 * origin only) allows.
 */
export type HydrationState = {
  language: Language;
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
  /** The lazily loaded parts the page used (lib/lazy-part.tsx), loaded before hydrating. */
  parts: string[];
};

/** The state of a server-rendered page, or null for a page the browser renders on its own. */
export function readHydrationState(document: Document): HydrationState | null {
  const element = document.getElementById(HYDRATION_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch (error) {
    console.error('[hydration] unreadable page state', error);
    return null;
  }
}

/**
 * Which answers the page's state carries: the successful ones, and a 404 (an unknown product), so
 * the browser shows the not-found page the server rendered instead of asking again.
 */
export function shouldCarryQuery(query: Query): boolean {
  return (
    query.state.status === 'success' || (isApiError(query.state.error) && query.state.error.status === 404)
  );
}

/** A 404 travels as plain JSON; the app recognises API errors by their class, so they are made ApiErrors again. */
export function reviveCarriedErrors(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const error: unknown = query.state.error;
    if (query.state.status !== 'error' || isApiError(error) || typeof error !== 'object' || error === null)
      continue;
    const carried = error as { status?: unknown; detail?: unknown; code?: unknown };
    if (typeof carried.status !== 'number') continue;
    query.setState({
      error: new ApiError({
        status: carried.status,
        detail: typeof carried.detail === 'string' ? carried.detail : '',
        code: typeof carried.code === 'string' ? (carried.code as ApiError['code']) : undefined,
      }),
    });
  }
}
