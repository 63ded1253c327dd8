import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listen } from '../lib/pg-listener';
import {
  acceptsGzip,
  COMPRESS_FROM_BYTES,
  etagOf,
  gzipOf,
  ownBytes,
  ResponseCache,
  type CachedResponse,
} from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers in memory (docs/decisions/017). */
    catalogCache: ResponseCache;
    /** The routes whose answers the catalogue cache keeps (`config.catalogCache`). */
    catalogCacheRoutes: readonly { method: string; url: string }[];
  }
  interface FastifyContextConfig {
    /** A public catalogue read: served from the catalogue cache, with an ETag (docs/decisions/017). */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when a cacheable read missed; its answer is kept only if still current. */
    catalogCacheGeneration?: number;
    servedFromCache?: boolean;
  }
}

/** The channel the catalogue tables' triggers NOTIFY at the commit of any change. */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changed';

/**
 * Browsers revalidate every time (a price just changed must show on the next visit), with the
 * ETag that makes it a 304; a CDN may serve an answer for a few seconds and a stale one while it
 * fetches the new (RFC 9213's CDN-Cache-Control).
 */
export const CATALOG_CACHE_CONTROL = 'public, no-cache';
export const CATALOG_CDN_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

function isCacheableRead(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.catalogCache === true &&
    (request.method === 'GET' || request.method === 'HEAD')
  );
}

/** RFC 9110 §13.1.2: `*`, or one of a comma-separated list (weak comparison for GET). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Adds a field name to the answer's Vary header unless it is there. */
function addVary(reply: FastifyReply, field: string): void {
  const present = String(reply.getHeader('vary') ?? '');
  const names = present.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes(field.toLowerCase()) || names.includes('*')) return;
  void reply.header('vary', present ? `${present}, ${field}` : field);
}

/**
 * A catalogue answer's body as this request takes it: gzipped (at zlib's fastest level, kept in
 * the cache entry once made) when it accepts gzip and the body is large enough, else as it is.
 * The plugin encodes its own answers: @fastify/compress would run brotli at quality 4 through a
 * stream on every answer, a hit as well as a miss (docs/decisions/076). It leaves an answer with
 * a Content-Encoding alone.
 */
function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  keep: (gzip: Buffer) => void,
): Buffer {
  if (entry.payload.byteLength < COMPRESS_FROM_BYTES) return entry.payload;
  addVary(reply, 'Accept-Encoding');
  if (request.headers['x-no-compression'] !== undefined || !acceptsGzip(request.headers['accept-encoding'])) {
    return entry.payload;
  }
  let gzip = entry.gzip;
  if (!gzip) {
    gzip = gzipOf(entry.payload);
    keep(gzip);
  }
  void reply.header('content-encoding', 'gzip');
  return gzip;
}

function setValidators(request: FastifyRequest, reply: FastifyReply, etag: string): void {
  void reply.header('etag', etag);
  // An answer to a request with a token stays out of shared caches (the cache-control plugin).
  if (request.headers.authorization !== undefined) return;
  void reply.header('cache-control', CATALOG_CACHE_CONTROL);
  void reply.header('cdn-cache-control', CATALOG_CDN_CACHE_CONTROL);
}

// Lists with every filter and page, product pages, categories: far more than a shop's hot set.
const MAX_ENTRIES = 10_000;
// A write waits this long at most for every process to acknowledge it (a process stuck longer
// answers late anyway); then its own cache is cleared and it answers.
const SYNC_TIMEOUT_MS = 1000;
const SYNC_PREFIX = 'sync:';
const ACK_PREFIX = 'ack:';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_PATH = /^\/api\//;

type CatalogCacheOptions = {
  /** 0 switches the cache off. */
  maxBytes: number;
  /** For the change listener (a connection of its own); without it the cache stays off. */
  databaseUrl: string | undefined;
};

/**
 * The public catalogue reads (routes with `config.catalogCache`) answered from memory: a hit
 * skips validation, the handler, SQL and serialization; a miss stores the serialized answer.
 * Every answer carries a strong ETag, and `If-None-Match` gets a 304. Registered before the
 * cache-control plugin, whose `no-store` still wins for requests that carry a token.
 *
 * The cache is on only while a listener hears the catalogue tables' triggers (any process's
 * change NOTIFYs at commit). A write request answers only after every listening process has
 * acknowledged a notification sent after the write committed, so no process serves an answer
 * from before the write once the writer has answered.
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance, options: CatalogCacheOptions) => {
  const cache = new ResponseCache({ maxEntries: MAX_ENTRIES, maxBytes: options.maxBytes });
  cache.setEnabled(false);
  app.decorate('catalogCache', cache);
  // Which routes are cached, for the checks that cover every one of them (statements per read).
  const cachedRoutes: { method: string; url: string }[] = [];
  app.decorate('catalogCacheRoutes', cachedRoutes);
  app.addHook('onRoute', (route) => {
    if (route.config?.catalogCache !== true) return;
    for (const method of [route.method].flat())
      if (method === 'GET') cachedRoutes.push({ method, url: route.url });
  });
  const sync =
    options.maxBytes > 0 && options.databaseUrl ? listenForChanges(app, cache, options.databaseUrl) : null;

  // Callback hooks, not async ones: a hit is answered in a few dozen microseconds, and a promise
  // per hook per request is a measurable part of it (bench/README.md, "Catalogue under load").
  // Answering from the hook means sending without calling `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCacheableRead(request)) return done();
    const entry = cache.get(request.url);
    if (!entry) {
      if (cache.enabled) request.catalogCacheGeneration = cache.generation;
      return done();
    }
    request.servedFromCache = true;
    setValidators(request, reply, entry.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
      void reply.code(304).send();
      return;
    }
    const generation = cache.generation;
    const body = encodedBody(request, reply, entry, (gzip) => {
      cache.set(request.url, { ...entry, gzip }, generation);
    });
    void reply.type(entry.contentType).send(body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) {
      if (sync && reply.statusCode < 400 && API_PATH.test(request.url)) {
        sync().then(() => done(null, payload), done);
        return;
      }
      return done(null, payload);
    }
    done(null, storeRead(request, reply, payload));
  });

  /** A cacheable read's answer: kept (when current), given its ETag, and encoded for this request. */
  function storeRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if (!isCacheableRead(request) || request.servedFromCache) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // Encoded once: the hash, the cache and the socket then share the bytes (a string would be
    // encoded again for each, and kept as UTF-16 since the texts are Romanian). An answer the
    // cache keeps gets memory of its own (ownBytes).
    const generation = request.catalogCacheGeneration;
    const body = generation !== undefined ? ownBytes(payload) : Buffer.from(payload);
    const etag = etagOf(body);
    setValidators(request, reply, etag);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry: CachedResponse = { payload: body, contentType, etag };
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      if (generation !== undefined) cache.set(request.url, entry, generation);
      void reply.code(304);
      return '';
    }
    const sent = encodedBody(request, reply, entry, (gzip) => {
      entry.gzip = gzip;
    });
    if (generation !== undefined) cache.set(request.url, entry, generation);
    return sent;
  }
});

/**
 * Starts the listener; returns the sync point a write waits for before it answers: it NOTIFYs a
 * token after the write committed and waits until every listening process acknowledged it. Each
 * process handles its notifications in commit order, so a process that acknowledges the token
 * has already cleared its cache for the write.
 */
function listenForChanges(
  app: FastifyInstance,
  cache: ResponseCache,
  databaseUrl: string,
): () => Promise<void> {
  const self = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const waiting = new Map<string, { acks: Set<string>; expected: number; done: () => void }>();
  let counter = 0;

  const listener = listen(databaseUrl, CATALOG_CHANGES_CHANNEL, {
    onNotify: (payload) => {
      if (payload.startsWith(SYNC_PREFIX)) {
        void listener.notify(`${ACK_PREFIX}${payload.slice(SYNC_PREFIX.length)} ${self}`);
      } else if (payload.startsWith(ACK_PREFIX)) {
        const [token, from] = payload.slice(ACK_PREFIX.length).split(' ');
        const wait = waiting.get(token ?? '');
        if (!wait || !from) return;
        wait.acks.add(from);
        if (wait.acks.size >= wait.expected) wait.done();
      } else {
        cache.clear();
      }
    },
    onListening: () => cache.setEnabled(true),
    onLost: (error) => {
      cache.setEnabled(false);
      for (const wait of waiting.values()) wait.done();
      app.log.warn(
        { err: error },
        'Catalogue change listener disconnected; catalogue cache off until it reconnects',
      );
    },
  });
  app.addHook('onClose', () => listener.close());

  return async () => {
    if (!cache.enabled) return;
    const expected = await listener.listeners();
    if (expected === null) return;
    counter += 1;
    const token = `${self}:${counter}`;
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<boolean>((resolve) => {
      waiting.set(token, { acks: new Set(), expected, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      const sent = await listener.notify(`${SYNC_PREFIX}${token}`);
      if (!sent || !(await acknowledged)) {
        cache.clear();
        app.log.warn({ token }, 'Not every process acknowledged a catalogue change in time');
      }
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
  };
}
