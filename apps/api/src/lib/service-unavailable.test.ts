import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { freePort } from '../db/embedded';
import { orderBody } from '../test/checkout';
import { checkResponsesAgainstDocument } from '../test/openapi-conformance';
import { RETRY_AFTER_SECONDS, unavailableCause } from './service-unavailable';

function databaseError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('unavailableCause', () => {
  it('recognises a refused connection, as pg reports it', async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://nobody:x@127.0.0.1:${port}/none` });
    const error = await client.connect().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(unavailableCause(error)).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it.each([
    [
      'the server shutting down (57P01)',
      databaseError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash shutdown (57P02)', databaseError('57P02', 'terminating connection because of crash')],
    ['a server still starting (57P03)', databaseError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', databaseError('08006', 'connection failure')],
    ['too many connections (53300)', databaseError('53300', 'sorry, too many clients already')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long for a client', new Error('timeout exceeded when trying to connect')],
    [
      'a connect time-out',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'every address of a host refusing',
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect'),
    ],
  ])('recognises %s', (_name, error) => {
    expect(unavailableCause(error)).not.toBeNull();
    // Drizzle wraps what the driver throws; the wrapper carries the SQL and is not what counts.
    expect(unavailableCause(new DrizzleQueryError('select 1', [], error))).not.toBeNull();
  });

  it.each([
    ['a syntax error (42601)', databaseError('42601', 'syntax error at or near "x"')],
    ['a unique violation (23505)', databaseError('23505', 'duplicate key value')],
    ['a serialization failure (40001)', databaseError('40001', 'could not serialize access')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'an upload the client aborted',
      Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 }),
    ],
    ['nothing at all', undefined],
  ])('leaves alone %s', (_name, error) => {
    expect(unavailableCause(error)).toBeNull();
    expect(unavailableCause(new DrizzleQueryError('select 1', [], error as Error))).toBeNull();
  });

  it('stops at a cause that points back at itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(unavailableCause(error)).toBeNull();
  });
});

describe('with the database unreachable', () => {
  let app: FastifyInstance;
  let dead: DatabaseHandle;
  let webDist: string;

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Salvia</title></head><body><div id="root"></div></body></html>',
    );
    // A port nobody listens on: every connection is refused at once, as with PostgreSQL stopped.
    dead = connectDatabase(`postgres://nobody:x@127.0.0.1:${await freePort()}/none`, { max: 2 });
    const config = loadConfig({ DATA_DIR: webDist, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test' });
    app = await buildApp({ config, db: dead.db, webDist });
    await app.ready();
    // The outage answers too must be the ones the document gives.
    await checkResponsesAgainstDocument(app);
  });
  afterAll(async () => {
    await app?.close();
    await dead?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const expectUnavailable = (response: LightMyRequestResponse, what: string) => {
    expect(response.statusCode, what).toBe(503);
    expect(response.headers['retry-after'], what).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json(), what).toEqual({
      detail: expect.stringMatching(/indisponibil/),
      code: 'service_unavailable',
    });
  };

  it('answers every database-backed call 503 with Retry-After', async () => {
    const token = { authorization: `Token ${'a'.repeat(40)}` };
    const calls: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/api/produse/' },
      { method: 'GET', url: '/api/produse/crema-hidratanta/' },
      { method: 'GET', url: '/api/categorii/' },
      { method: 'GET', url: '/api/tags/' },
      { method: 'GET', url: '/api/recenzii/?produs_id=1' },
      { method: 'GET', url: '/api/blog/posts/' },
      { method: 'GET', url: '/api/lockers/?q=cluj' },
      { method: 'GET', url: '/api/comenzi/1/?key=abcdefabcdefabcdefabcdef' },
      { method: 'GET', url: '/api/user/', headers: token },
      { method: 'GET', url: '/api/favorite/', headers: token },
      { method: 'GET', url: '/api/csrf/', headers: token },
      { method: 'POST', url: '/api/login/', payload: { username: 'ana', password: 'parola-sigura-1' } },
      {
        method: 'POST',
        url: '/api/register/',
        payload: { username: 'ana123', email: 'ana123@example.ro', password: 'parola-sigura-1' },
      },
      { method: 'POST', url: '/api/coupons/validate/', payload: { code: 'VARA10' } },
      { method: 'POST', url: '/api/comenzi/', payload: orderBody([{ produs: 1, cantitate: 1 }]) },
      { method: 'GET', url: '/sitemap.xml' },
    ];
    for (const call of calls) expectUnavailable(await app.inject(call), `${call.method} ${call.url}`);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('answers no operation of the API with a 500', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), route })),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const { method, route } of operations) {
      const url = route.replace(/\{[^}]+\}/g, '1');
      const response = await app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const what = `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, what).not.toBe(500);
      // Liveness and readiness answer in their own shape for load balancers (docs/operations).
      if (response.statusCode === 503 && route !== '/api/health' && route !== '/api/ready') {
        expectUnavailable(response, what);
      }
    }
  });

  it('tells a visitor of a page that needs the database to come back in a moment, in their language', async () => {
    for (const [url, lang, text] of [
      ['/produs/crema-hidratanta', 'ro', 'Încercați din nou'],
      ['/en/produs/crema-hidratanta', 'en', 'Try again'],
      ['/produse/ingrijire-ten', 'ro', 'indisponibil'],
      ['/en/blog/un-articol', 'en', 'unavailable'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).toContain(`<html lang="${lang}">`);
      expect(response.body, url).toContain(text);
      expect(response.body, url).not.toContain('<script');
    }
  });

  it('still serves the web app for pages that need no data from the server', async () => {
    for (const url of ['/', '/en', '/cart', '/checkout']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});
