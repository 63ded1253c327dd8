import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql as drizzleSql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, TRIGRAM_SETTINGS } from './db/client';
import { freePort } from './db/embedded';
import { MIGRATIONS_DIR } from './db/migrate';
import { readPrepared } from './db/prepared';
import { orderBody } from './test/checkout';
import { adminUrl, TEMPLATE_DATABASE } from './test/databases';
import { productFormBody } from './test/products';
import {
  builtServerProblem,
  placeDemoImages,
  type ServerProcess,
  startServer,
  waitFor,
  debianProgram,
  IN_CI,
} from './test/server-process';

// The built shop behind a real PgBouncer in transaction mode (docs/decisions/079): Debian 12's
// 1.18, which keeps no named prepared statements per client (that came in 1.21 with
// `max_prepared_statements`). Two processes start together on an empty database with
// DATABASE_URL through PgBouncer, DATABASE_LISTEN_URL straight to PostgreSQL and
// DATABASE_PREPARED_STATEMENTS=false, then serve browsing, search, cart checks, orders and an
// admin's price change, which the other process serves after its LISTEN hears of it. The two
// roles show which URL each connection came from: migrations, the lock and LISTEN as the
// database's owner, the pool as a member role that carries the session settings.

const PGBOUNCER = debianProgram('pgbouncer', 'pgbouncer.test.ts');
/** Server connections PgBouncer keeps for the shops: fewer than their two pools of 10 clients. */
const POOL_SIZE = 4;
const SHOPPERS = 4;
const ROUNDS = 6;
const PROPAGATION_BOUND_MS = 1000;

const serverUrl = inject('testDatabaseUrl');
const cleanups: (() => Promise<unknown>)[] = [];
const servers: ServerProcess[] = [];
let bouncer: ChildProcess | undefined;
let bouncerDir = '';
let bouncerPort = 0;
let bouncerVersion = '';
let dbName = '';
let owner = { role: '', password: '' };
let pooled = { role: '', password: '' };
const CONSOLE_USER = 'pgbouncer_admin';
const CONSOLE_PASSWORD = randomBytes(12).toString('hex');

async function sql<R extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const handle = connectDatabase(url, { max: 1 });
  try {
    return (await handle.pool.query<R>(text, values)).rows;
  } finally {
    await handle.close();
  }
}

/** A URL of PgBouncer's database `alias`, as the pool role. */
const bouncerUrl = (alias: string) =>
  `postgres://${pooled.role}:${pooled.password}@127.0.0.1:${bouncerPort}/${alias}`;

/** The database straight on PostgreSQL, as the owner: the session URL. */
function directUrl(): string {
  const url = new URL(adminUrl(serverUrl, dbName));
  url.username = owner.role;
  url.password = owner.password;
  return url.toString();
}

/** PgBouncer's admin console (simple queries only, as it takes them). */
async function consoleQuery<R>(text: string): Promise<R[]> {
  const client = new pg.Client({
    connectionString: `postgres://${CONSOLE_USER}:${CONSOLE_PASSWORD}@127.0.0.1:${bouncerPort}/pgbouncer`,
  });
  await client.connect();
  try {
    return (await client.query(text)).rows as R[];
  } finally {
    await client.end();
  }
}

function bouncerLog(): string {
  try {
    return readFileSync(path.join(bouncerDir, 'pgbouncer.log'), 'utf8');
  } catch {
    return '';
  }
}

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  if (bouncer && bouncer.exitCode === null) {
    const exited = new Promise((resolve) => bouncer!.once('exit', resolve));
    bouncer.kill('SIGTERM');
    await exited;
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!PGBOUNCER && !IN_CI)('the shop behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    if (!PGBOUNCER)
      throw new Error("pgbouncer is not installed: .ci/run installs Debian's pgbouncer for this test");
    const problem = builtServerProblem();
    if (problem) throw new Error(problem);
    bouncerVersion = /PgBouncer (\d+\.\d+\.\d+)/.exec(
      execFileSync(PGBOUNCER, ['--version'], { encoding: 'utf8' }),
    )![1]!;
    const [major = 0, minor = 0] = bouncerVersion.split('.').map(Number);

    // The database's owner (migrations, the setup lock, LISTEN: the session URL) and a member role
    // for the pool through PgBouncer, carrying the settings the pool no longer sends.
    const suffix = randomBytes(4).toString('hex');
    owner = { role: `shop_owner_${suffix}`, password: randomBytes(12).toString('hex') };
    pooled = { role: `shop_pooled_${suffix}`, password: randomBytes(12).toString('hex') };
    dbName = `shop_pgbouncer_${suffix}`;
    for (const { role, password } of [owner, pooled]) {
      await sql(serverUrl, `CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      cleanups.unshift(() => sql(serverUrl, `DROP ROLE IF EXISTS ${role}`));
    }
    await sql(serverUrl, `GRANT ${owner.role} TO ${pooled.role}`);
    // Empty: the shops migrate and seed it as they start.
    await sql(serverUrl, `CREATE DATABASE ${dbName} OWNER ${owner.role}`);
    cleanups.push(() => sql(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    await sql(serverUrl, `ALTER ROLE ${pooled.role} IN DATABASE ${dbName} SET statement_timeout = 5000`);
    for (const [name, value] of Object.entries(TRIGRAM_SETTINGS)) {
      await sql(serverUrl, `ALTER ROLE ${pooled.role} IN DATABASE ${dbName} SET ${name} = ${value}`);
    }

    // PgBouncer refuses to run as root: as root it switches to the postgres user (-u), which must
    // be able to write its log in the folder.
    bouncerDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pgbouncer-'));
    cleanups.push(() => fs.rm(bouncerDir, { recursive: true, force: true }));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      await fs.chown(bouncerDir, uid, gid);
    }
    await fs.chmod(bouncerDir, 0o755);
    const server = new URL(serverUrl);
    const target = `host=${server.hostname} port=${server.port || 5432} dbname=${dbName}`;
    bouncerPort = await freePort();
    // Plain passwords: PgBouncer answers the clients' SCRAM with them and logs in to PostgreSQL
    // with the same (the server may ask for SCRAM or trust anyone).
    await fs.writeFile(
      path.join(bouncerDir, 'userlist.txt'),
      `"${pooled.role}" "${pooled.password}"\n"${CONSOLE_USER}" "${CONSOLE_PASSWORD}"\n`,
      { mode: 0o644 },
    );
    await fs.writeFile(
      path.join(bouncerDir, 'pgbouncer.ini'),
      [
        '[databases]',
        `shop = ${target}`,
        // For the check of named statements: one server connection, and two.
        `shop_one = ${target} pool_size=1`,
        `shop_two = ${target} pool_size=2`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = scram-sha-256',
        `auth_file = ${path.join(bouncerDir, 'userlist.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${POOL_SIZE}`,
        'max_client_conn = 200',
        `admin_users = ${CONSOLE_USER}`,
        `logfile = ${path.join(bouncerDir, 'pgbouncer.log')}`,
        // No ignore_startup_parameters: a client sending one PgBouncer does not track is refused.
        // 1.21+ would keep named statements per client with this above 0: off, as in 1.18.
        major > 1 || (major === 1 && minor >= 21) ? 'max_prepared_statements = 0' : '',
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    const args = [...(asRoot ? ['-u', 'postgres'] : []), path.join(bouncerDir, 'pgbouncer.ini')];
    bouncer = spawn(PGBOUNCER, args, { stdio: 'ignore' });
    const up = await waitFor(async () => {
      await consoleQuery('SHOW VERSION');
      return true;
    }, 20_000);
    if (!up) throw new Error(`PgBouncer did not answer:\n${bouncerLog()}`);
  }, 60_000);

  it('breaks named prepared statements in transaction mode; unnamed ones pass', async () => {
    const settings = await consoleQuery<{ key: string; value: string }>('SHOW CONFIG');
    expect(settings.find((row) => row.key === 'pool_mode')?.value).toBe('transaction');
    const read = drizzleSql`SELECT ${7}::int AS n, current_user AS role`;
    const attempt = async (db: Parameters<typeof readPrepared>[0]) =>
      readPrepared<{ n: number }>(db, read).then(
        (rows) => `ok ${rows[0]!.n}`,
        (error: Error) => error.message,
      );

    for (const prepared of [true, false]) {
      const open = (alias: string) =>
        connectDatabase(bouncerUrl(alias), { max: 1, sessionSettings: false, preparedStatements: prepared });
      // One server connection: a second client parsing the same name finds the first one's.
      const [a, b] = [open('shop_one'), open('shop_one')];
      // Two: a client's next transaction may run on the other one, which never parsed its statement.
      const [c, holder] = [open('shop_two'), new pg.Client({ connectionString: bouncerUrl('shop_two') })];
      try {
        expect(await attempt(a.db)).toBe('ok 7');
        const second = await attempt(b.db);
        expect(await attempt(c.db)).toBe('ok 7');
        await holder.connect();
        // The server connection `c` just used (PgBouncer hands out the last released first) is now held.
        await holder.query('BEGIN');
        await holder.query('SELECT 1');
        const moved = await attempt(c.db);
        await holder.query('COMMIT');
        if (prepared) {
          expect(second).toMatch(/prepared statement "shop_[^"]+" already exists/);
          expect(moved).toMatch(/prepared statement "shop_[^"]+" does not exist/);
          // What the shop's log then says to do.
          expect(moved).toContain('set DATABASE_PREPARED_STATEMENTS=false');
        } else {
          expect([second, moved]).toEqual(['ok 7', 'ok 7']);
        }
      } finally {
        await Promise.all([a.close(), b.close(), c.close(), holder.end().catch(() => undefined)]);
      }
    }
  });

  it(
    'starts two processes on an empty database and serves the shop through it',
    { timeout: 400_000 },
    async () => {
      const startedAt = Date.now();
      const log = (message: string) =>
        process.stdout.write(`[pgbouncer ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${message}\n`);
      log(`PgBouncer ${bouncerVersion}, pool_mode = transaction, default_pool_size = ${POOL_SIZE}`);
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pgbouncer-data-'));
      await fs.chmod(dataDir, 0o755);
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      await placeDemoImages(dataDir);

      const ports = [await freePort(), await freePort()];
      const urls = ports.map((port) => `http://127.0.0.1:${port}`);
      // Together, on the empty database: the advisory lock (on the session URL) lets one migrate and seed.
      servers.push(
        ...(await Promise.all(
          ports.map((port) =>
            startServer({
              port,
              built: true,
              startTimeoutMs: 240_000,
              env: {
                DATA_DIR: dataDir,
                DATABASE_URL: bouncerUrl('shop'),
                DATABASE_LISTEN_URL: directUrl(),
                DATABASE_PREPARED_STATEMENTS: 'false',
                PUBLIC_URL: urls[0]!,
                ORDER_RATE_LIMIT: '1000',
                NODE_ENV: 'production',
                LOG_LEVEL: 'warn',
                CSRF_SECRET: 'b'.repeat(64),
              },
            }),
          ),
        )),
      );
      log('two processes are up');
      for (const server of servers) expect(server.output()).not.toContain('the role lacks some');

      // Migrations ran once, as the owner (the session URL); the demo catalogue was seeded once.
      const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
        entries: unknown[];
      };
      const [ledger] = await sql<{ applied: number; distinct: number; owner: string }>(
        directUrl(),
        `SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct,
                (SELECT tableowner FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations') AS owner
           FROM drizzle.__drizzle_migrations`,
      );
      expect(ledger).toEqual({
        applied: journal.entries.length,
        distinct: journal.entries.length,
        owner: owner.role,
      });
      const [{ demo }] = (await sql<{ demo: number }>(
        adminUrl(serverUrl, TEMPLATE_DATABASE),
        'SELECT count(*)::int AS demo FROM products',
      )) as [{ demo: number }];
      const [{ products }] = (await sql<{ products: number }>(
        directUrl(),
        'SELECT count(*)::int AS products FROM products',
      )) as [{ products: number }];
      expect(products).toBe(demo);

      // LISTEN on the session URL (two channels per process), the pool through PgBouncer.
      const sessions = await sql<{ app: string; role: string; n: number }>(
        directUrl(),
        `SELECT application_name AS app, usename AS role, count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND (application_name LIKE 'shop-listener:%' OR application_name = 'shop')
          GROUP BY 1, 2`,
      );
      const listeners = sessions.filter((row) => row.app.startsWith('shop-listener:'));
      expect(
        listeners.every((row) => row.role === owner.role),
        JSON.stringify(sessions),
      ).toBe(true);
      expect(listeners.reduce((sum, row) => sum + row.n, 0)).toBe(4);
      const clients = await consoleQuery<{ user: string; database: string }>('SHOW CLIENTS');
      expect(
        clients.filter((row) => row.user === pooled.role && row.database === 'shop').length,
      ).toBeGreaterThanOrEqual(2);

      // The admin, on the first process, makes the product the load buys and whose price changes.
      const login = await fetch(`${urls[0]}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@example.ro', password: 'o-parola-de-test-1' }),
      });
      expect(login.status).toBe(200);
      const adminHeaders = {
        'content-type': 'application/json',
        authorization: `Token ${((await login.json()) as { token: string }).token}`,
      };
      const created = await fetch(`${urls[0]}/api/admin/products/`, {
        method: 'POST',
        headers: adminHeaders,
        body: JSON.stringify(
          productFormBody({
            titlu: `Cremă PgBouncer ${randomBytes(3).toString('hex')}`,
            titlu_en: 'PgBouncer cream',
            descriere: '<p>Produs pentru testul cu PgBouncer</p>',
            descriere_en: '<p>A product for the PgBouncer test</p>',
            stoc: 1000,
          }),
        ),
      });
      expect(created.status).toBe(201);
      const product = (await created.json()) as { id: number; slug: string };

      // Shoppers on both processes at once: more clients than PgBouncer has server connections.
      const failures: string[] = [];
      const placed: { key: string; id: number; quantity: number }[] = [];
      let requests = 0;
      const expectStatus = async (label: string, answer: Promise<Response>, status: number) => {
        requests += 1;
        const response = await answer;
        const body = await response.text();
        if (response.status !== status) failures.push(`${label}: ${response.status} ${body.slice(0, 300)}`);
        return body;
      };
      const shopper = async (index: number) => {
        for (let round = 0; round < ROUNDS; round++) {
          const base = urls[(index + round) % 2]!;
          const page = 1 + ((index * ROUNDS + round) % 4);
          const listing = await expectStatus('list', fetch(`${base}/api/produse/?per=12&page=${page}`), 200);
          const slug = (JSON.parse(listing) as { results: { slug: string }[] }).results[0]?.slug;
          if (!slug) failures.push(`list page ${page}: no products`);
          const term = ['crema', 'sapun', 'ulei', 'ser', 'balsam', 'masca'][(index + round) % 6]!;
          const found = await expectStatus('search', fetch(`${base}/api/produse/?q=${term}&r=${round}`), 200);
          if ((JSON.parse(found) as { count: number }).count === 0)
            failures.push(`search ${term}: nothing found`);
          await expectStatus('suggestions', fetch(`${base}/api/produse/?q=${term.slice(0, 2)}&limit=8`), 200);
          await expectStatus('product', fetch(`${base}/api/produse/${slug ?? product.slug}/`), 200);
          await expectStatus('categories', fetch(`${base}/api/categorii/`), 200);
          if (round % 3 === 0) await expectStatus('page', fetch(`${base}/produs/${product.slug}`), 200);
          await expectStatus(
            'cart',
            fetch(`${base}/api/cos/pret/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ produse: [{ produs: product.id, cantitate: 2 }] }),
            }),
            200,
          );
          if (round % 2 === 1) {
            const key = randomUUID();
            const quantity = 1 + (index % 2);
            const body = await expectStatus(
              'order',
              fetch(`${base}/api/comenzi/`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'idempotency-key': key },
                body: JSON.stringify(
                  orderBody([{ produs: product.id, cantitate: quantity }], {
                    email: `pgb-${key.slice(0, 8)}@example.ro`,
                  }),
                ),
              }),
              201,
            );
            const order = JSON.parse(body) as { id?: number };
            if (order.id) placed.push({ key, id: order.id, quantity });
          }
        }
      };

      // The price: each process has the product cached, the admin changes it through the first
      // (the audit log's actor set on a pooled connection, for its transaction only), the second
      // serves the new one once its LISTEN hears of it.
      const priceCheck = async () => {
        for (const base of urls)
          await expectStatus('product', fetch(`${base}/api/produse/${product.slug}/`), 200);
        const detail = (await (
          await fetch(`${urls[0]}/api/admin/products/${product.id}/`, { headers: adminHeaders })
        ).json()) as Record<string, unknown>;
        const {
          id: _id,
          stoc: _stock,
          created_at: _created,
          updated_at: _updated,
          istoric_preturi: _history,
          imagini_url: _urls,
          ...fields
        } = detail;
        await expectStatus(
          'price change',
          fetch(`${urls[0]}/api/admin/products/${product.id}/`, {
            method: 'PUT',
            headers: adminHeaders,
            body: JSON.stringify({ ...fields, pret: '61.90' }),
          }),
          200,
        );
        const changedAt = Date.now();
        const seen = await waitFor(async () => {
          const answer = await fetch(`${urls[1]}/api/produse/${product.slug}/`);
          return ((await answer.json()) as { pret: string }).pret === '61.90';
        }, 5_000);
        return seen ? Date.now() - changedAt : Infinity;
      };

      // Measured before the load: the bound is LISTEN/NOTIFY's, not the shared machine's queue.
      const propagation = await priceCheck();
      log(`the price change reached the other process after ${propagation} ms`);
      expect(failures).toEqual([]);
      expect(propagation).toBeLessThan(PROPAGATION_BOUND_MS);
      await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));
      log(`${requests} requests, ${placed.length} orders`);
      expect(failures).toEqual([]);

      // Every order stored once, with its sale movement; the stock is 1000 less what was ordered.
      expect(placed.length).toBe(SHOPPERS * (ROUNDS / 2));
      const stored = await sql<{ id: number; sales: number }>(
        directUrl(),
        `SELECT o.id, (SELECT count(*)::int FROM stock_movements m WHERE m.order_id = o.id AND m.kind = 'sale') AS sales
           FROM orders o WHERE o.email LIKE 'pgb-%@example.ro' ORDER BY o.id`,
      );
      expect(stored).toEqual(placed.map((order) => ({ id: order.id, sales: 1 })).sort((x, y) => x.id - y.id));
      const [{ stock }] = (await sql<{ stock: number }>(
        directUrl(),
        'SELECT stock FROM products WHERE id = $1',
        [product.id],
      )) as [{ stock: number }];
      expect(stock).toBe(1000 - placed.reduce((sum, order) => sum + order.quantity, 0));

      // Nothing failed on a statement PgBouncer moved, nor on a parameter it refused.
      for (const server of servers) {
        expect(server.output()).not.toMatch(/prepared statement/);
        expect(server.output()).not.toContain('the role lacks some');
      }
      expect(bouncerLog()).not.toMatch(/unsupported startup parameter|prepared statement/);
      const [stats] = (
        await consoleQuery<{ database: string; total_xact_count: string }>('SHOW STATS')
      ).filter((row) => row.database === 'shop');
      log(`PgBouncer ran ${stats?.total_xact_count} transactions for the shops`);
      expect(Number(stats?.total_xact_count)).toBeGreaterThan(requests);

      for (const server of servers) {
        await server.stop('SIGTERM');
        expect(server.child.exitCode, server.output()).toBe(0);
      }

      // No session state left on PgBouncer's server connections for the next client: one client
      // per server connection (each holding a transaction), each finds the role's settings and
      // nothing a shop left behind (a setting, a statement, a LISTEN, a lock, a temporary table).
      const servedBy = (await consoleQuery<{ user: string; database: string }>('SHOW SERVERS')).filter(
        (row) => row.user === pooled.role && row.database === 'shop',
      );
      expect(servedBy.length).toBeGreaterThan(0);
      expect(servedBy.length).toBeLessThanOrEqual(POOL_SIZE);
      const probes = Array.from(
        { length: POOL_SIZE },
        () => new pg.Client({ connectionString: bouncerUrl('shop') }),
      );
      try {
        const states = await Promise.all(
          probes.map(async (probe) => {
            await probe.connect();
            await probe.query('BEGIN');
            const { rows } = await probe.query<Record<string, unknown>>(`
              SELECT current_setting('statement_timeout') AS timeout,
                     current_setting('pg_trgm.word_similarity_threshold', true) AS threshold,
                     current_setting('pg_trgm.strict_word_similarity_threshold', true) AS strict,
                     coalesce(current_setting('shop.actor_id', true), '') AS actor,
                     (SELECT count(*)::int FROM pg_prepared_statements) AS statements,
                     (SELECT count(*)::int FROM pg_listening_channels()) AS channels,
                     (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS locks,
                     pg_my_temp_schema()::int AS temporary,
                     pg_backend_pid() AS pid`);
            return rows[0]!;
          }),
        );
        expect(new Set(states.map((state) => state.pid)).size).toBe(POOL_SIZE);
        for (const { pid: _pid, ...state } of states) {
          expect(state).toEqual({
            timeout: '5s',
            threshold: '0.5',
            strict: '0.8',
            actor: '',
            statements: 0,
            channels: 0,
            locks: 0,
            temporary: 0,
          });
        }
      } finally {
        await Promise.all(probes.map((probe) => probe.end().catch(() => undefined)));
      }
      log('done');
    },
  );
});
