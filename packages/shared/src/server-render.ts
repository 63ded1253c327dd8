/**
 * What the web app's server entry offers the API process, which serves the pages: the public
 * catalogue and information pages rendered to HTML with their data, everything else left to the
 * browser.
 */

/** The parts of a fetch `Response` the web app's API client reads. */
export type TransportResponse = {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** The body as bytes (the browser's fetch has it; a download asks for it). */
  blob?(): Promise<unknown>;
};

/** Answers the app's API calls: `fetch` in the browser, the API's own routes inside the API process. */
export type ApiTransport = (
  url: string,
  init: { method?: string; headers?: unknown; body?: unknown; signal?: unknown; credentials?: unknown },
) => Promise<TransportResponse>;

export type PageRequest = {
  /** The path and query, e.g. `/produse?page=2`. */
  url: string;
  /** The request's Cookie header: the stored language (`lang`) picks the language of unprefixed paths. */
  cookie: string | undefined;
};

/**
 * The head a rendered page declared for itself (its title, description and structured data), for
 * pages whose head the server does not build from the catalogue: the information pages, the
 * listing, search. The API adds the canonical address and the language alternates.
 */
export type RenderedHead = {
  /** The whole `<title>`, brand included. */
  title: string;
  /** The title for link previews, without the brand. */
  socialTitle: string;
  description: string;
  /** Structured data (schema.org) about the page, e.g. an FAQPage. */
  jsonLd?: object[];
  /** A page crawlers should not index (search results, a newsletter status). */
  noindex?: boolean;
};

export type RenderedPage =
  /** The route renders in the browser (cart, checkout, account, admin): serve the app's shell. */
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 404 for the not-found page, else 200. */
      status: number;
      language: 'ro' | 'en';
      /** The markup inside the app's root element. */
      body: AsyncIterable<string | Uint8Array>;
      /** The data the browser hydrates with, as JSON safe to place inside a `<script>` element. */
      state: string;
      /** The page's own head, when it declared one (useDocumentHead). */
      head?: RenderedHead;
    };

export type ServerRenderer = {
  /**
   * Loads the texts and routes' code once, and sets how API calls are answered and where a CDN
   * serves the media (MEDIA_PUBLIC_URL; null: the shop's own /media).
   */
  prepare(options: { transport: ApiTransport; mediaBase?: string | null }): Promise<void>;
  render(request: PageRequest): Promise<RenderedPage>;
};

/** The id of the `<script type="application/json">` element that carries the hydration state. */
export const HYDRATION_STATE_ID = 'app-state';
