import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNANSWERED_GRACE_MS } from './db/client';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE, unavailableCause } from './lib/service-unavailable';
import { waitFor } from './test/server-process';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * A database that hangs instead of refusing: every statement of a request has a bound
 * (DATABASE_STATEMENT_TIMEOUT_MS), past which the request answers 503 with Retry-After instead of
 * waiting as long as the database does. Two hangs: the network to PostgreSQL stops carrying
 * anything (a partition: a TCP stand-in in front of the server stops forwarding, for the open
 * connections and the new ones alike), and a statement that does not finish (a lock held elsewhere).
 */

const BOUND_MS = 400;
/** What a request may take at most: the bound, the driver's grace, and room for a busy machine. */
const ANSWER_WITHIN_MS = BOUND_MS + UNANSWERED_GRACE_MS + 2_000;

/** A TCP relay in front of PostgreSQL that can go silent: it keeps accepting, and forwards nothing. */
function startFreezableRelay() {
  let upstream: { host: string; port: number } | null = null;
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const target = net.connect(upstream!.port, upstream!.host);
    for (const [from, to] of [
      [client, target],
      [target, client],
    ] as const) {
      sockets.add(from);
      // Dropped, never delivered, while frozen: what a partition does to the packets.
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  return {
    async listen(): Promise<void> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    },
    /** The address of the relay for a database URL, which becomes the relay's target. */
    through(databaseUrl: string): string {
      const url = new URL(databaseUrl);
      upstream = { host: url.hostname, port: Number(url.port) };
      url.hostname = '127.0.0.1';
      url.port = String((server.address() as net.AddressInfo).port);
      return url.toString();
    },
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Timed = { status: number | 'no answer'; retryAfter: string | undefined; body: string; ms: number };

/** A request through the app, with a deadline of its own: without a bound it would wait for ever. */
async function timed(t: TestApp, options: InjectOptions): Promise<Timed> {
  const started = performance.now();
  const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_WITHIN_MS * 3));
  const response = await Promise.race([t.app.inject(options), deadline]);
  const ms = performance.now() - started;
  if (!response) return { status: 'no answer', retryAfter: undefined, body: '', ms };
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, retryAfter: retryAfter?.toString(), body: response.body, ms };
}

function expectUnavailableInTime(answers: Timed[], label: string) {
  for (const [index, answer] of answers.entries()) {
    const name = `${label} #${index}: ${answer.body}`;
    expect(answer.status, name).toBe(503);
    expect(answer.retryAfter, name).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.parse(answer.body), name).toEqual(SERVICE_UNAVAILABLE);
    expect(answer.ms, name).toBeLessThan(ANSWER_WITHIN_MS);
  }
}

const relay = startFreezableRelay();
let t: TestApp;
let customer: Awaited<ReturnType<TestApp['customer']>>;

beforeAll(async () => {
  await relay.listen();
  t = await createTestApp({
    env: { DATABASE_STATEMENT_TIMEOUT_MS: String(BOUND_MS) },
    connectThrough: (url) => relay.through(url),
  });
  customer = await t.customer();
});

afterAll(async () => {
  relay.thaw();
  await t?.close();
  await relay.close();
});

const calls = (): InjectOptions[] => [
  { url: '/api/produse/' },
  { url: '/api/categorii/' },
  { url: '/api/user/', headers: { authorization: `Token ${customer.token}` } },
  {
    method: 'POST' as const,
    url: '/api/login/',
    payload: { username: customer.username, password: customer.password },
  },
  { url: '/api/favorite/', headers: { authorization: `Token ${customer.token}` } },
  { url: '/api/produse/?page=2' },
];

describe('a database that stops answering', () => {
  it('answers 503 with Retry-After within the bound on open connections and new ones, and serves again after', async () => {
    // Every connection of the pool open and idle, as on a shop that has been serving.
    const warm = await Promise.all(calls().map((call) => timed(t, call)));
    expect(warm.map((answer) => answer.status)).toEqual(calls().map(() => 200));

    relay.freeze();
    try {
      // Statements sent on open connections get no answer; more requests than the pool has
      // clients wait for one. Each is answered within the bound.
      expectUnavailableInTime(await Promise.all(calls().map((call) => timed(t, call))), 'open');
      // The silent connections were given up; new ones are accepted and never answered.
      expectUnavailableInTime(await Promise.all(calls().map((call) => timed(t, call))), 'new');
    } finally {
      relay.thaw();
    }

    const back = await waitFor(async () => (await t.app.inject('/api/produse/')).statusCode === 200, 10_000);
    expect(back).toBe(true);
    const after = await Promise.all(calls().map((call) => timed(t, call)));
    expect(after.map((answer) => answer.status)).toEqual(calls().map(() => 200));
  });
});

describe('a statement that does not finish', () => {
  it('is cancelled at the bound and answered 503, and the connection serves the next request', async () => {
    // A lock held by another session (a long migration, a stuck job): the catalogue's reads wait.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      const answers = await Promise.all([
        timed(t, { url: '/api/produse/' }),
        timed(t, { url: '/api/produse/?page=2' }),
      ]);
      expectUnavailableInTime(answers, 'locked');
      await other.query('ROLLBACK');
    } finally {
      await other.end();
    }
    expect((await timed(t, { url: '/api/produse/' })).status).toBe(200);
  });

  it('bounds every statement of the pool, and the bound reads as unavailable', async () => {
    const error = await t.db.execute(sql`SELECT pg_sleep(${(BOUND_MS * 5) / 1000})`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(unavailableCause(error)).toMatchObject({ code: '57014' });
  });
});
