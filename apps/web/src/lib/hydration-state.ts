import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@shop/shared/constants';
import { HYDRATION_STATE_ID } from '@shop/shared/server-render';

/**
 * What a server-rendered page carries for the browser to hydrate with: the language it was
 * rendered in, the routes' loader data and the answers of the API calls the page made. It travels
 * as JSON in a non-executable `<script type="application/json">`, which the Content Security
 * Policy (scripts from the shop's origin only) allows.
 */
export type HydrationState = {
  language: Language;
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
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
