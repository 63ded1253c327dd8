import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, TRIGRAM_SETTINGS } from './db/client';
import { freePort } from './db/embedded';
import { adminUrl, cloneTemplateDatabase } from './test/databases';
import {
  builtServerProblem,
  placeDemoImages,
  REPO_ROOT,
  type ServerProcess,
  WEB_DIST,
  startServer,
  waitFor,
  debianProgram,
  IN_CI,
} from './test/server-process';
import { type SmtpSink, startSmtpSink } from './test/smtp-sink';
import { orderBody } from './test/checkout';
import { productFormBody } from './test/products';

// Debian's nginx, configured from the shipped example (docs/operations/nginx.conf, only ports,
// paths and the listen address changed), in front of three separate processes of the built
// server on one PostgreSQL, under a bounded mixed load (docs/decisions/072). The processes reach
// the database as a transaction-pooling setup would: the pool without session settings (the role
// carries them) and LISTEN plus the setup lock through DATABASE_LISTEN_URL, here another role.
//
// Every client is a loopback address of its own (127.0.0.x, 127.0.1.x), nginx listens on
// 127.0.0.2 and reaches the processes from 127.0.0.1, which TRUST_PROXY names: the shop counts
// each client by the address nginx appends to X-Forwarded-For, whatever the client wrote there.

const EXAMPLE = path.join(REPO_ROOT, 'docs/operations/nginx.conf');
const NGINX = debianProgram('nginx', 'load-balancer.test.ts');
const NGINX_HOST = '127.0.0.2';

const ORDER_LIMIT = 3;
const INITIAL_STOCK = 1000;
const LOAD_MS = 20_000;
const KILL_AT_MS = 10_000;
const SHOPPERS = 5;
const MAX_REQUESTS = 3000;
const PROPAGATION_BOUND_MS = 1000;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP exchange over `agent` (its local address is the client's identity). */
function send(
  agent: http.Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: {
          ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('client time-out')));
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

const json = { 'content-type': 'application/json', 'accept-encoding': 'identity' };
const agents: http.Agent[] = [];
function agentAt(localAddress: string, keepAlive = true): http.Agent {
  const agent = new http.Agent({ keepAlive, localAddress, maxSockets: 4 });
  agents.push(agent);
  return agent;
}

/**
 * The shipped example with this run's ports and paths: every substitution must match exactly
 * once, so an edit of the example that this test would no longer exercise fails here.
 */
function configFromExample(options: {
  listen: string;
  ports: number[];
  webDist: string;
  accessLog: string;
}): string {
  let text = readFileSync(EXAMPLE, 'utf8');
  const replaceOnce = (pattern: RegExp, replacement: string) => {
    const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
    if (matches.length !== 1)
      throw new Error(`docs/operations/nginx.conf: ${pattern} matched ${matches.length} times`);
    text = text.replace(pattern, replacement);
  };
  options.ports.forEach((port, index) => {
    replaceOnce(new RegExp(`^(\\s+server )127\\.0\\.0\\.1:300${index + 1}( )`, 'm'), `$1127.0.0.1:${port}$2`);
  });
  replaceOnce(/^(\s+)listen 80;$/m, `$1listen ${options.listen};`);
  replaceOnce(/^(\s+root )\/srv\/shop\/apps\/web\/dist;$/m, `$1${options.webDist};`);
  replaceOnce(/^(\s+access_log )\/var\/log\/nginx\/shop\.access\.log( shop;)$/m, `$1${options.accessLog}$2`);
  return text;
}

/** nginx's own frame around the example: files in `dir`, workers as this user, no daemon. */
function mainConfig(dir: string): string {
  const mimeTypes = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }';
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root the workers would become `nobody`, who may not read the build; as anyone else
    // nginx runs as that user and the directive must not be there.
    process.getuid?.() === 0 ? 'user root root;' : '',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  ${mimeTypes}`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/shop.conf;`,
    '}',
    '',
  ].join('\n');
}

type Exchange = { method: string; route: string; status: number | 'network'; at: number };
type PlacedOrder = { key: string; id: number; card: boolean };

const serverUrl = inject('testDatabaseUrl');
const cleanups: (() => Promise<unknown>)[] = [];
const servers: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let nginxDir = '';
let sink: SmtpSink;
let databaseUrl = '';
let listenRole = '';
let owner = '';
let ports: number[] = [];
let base = '';
let startedAt = 0;
/** The outbox's last row before the processes start: the test's mails are the ones after it. */
let mailsBefore = 0;

async function sql<R extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const handle = connectDatabase(url, { max: 1 });
  try {
    return (await handle.pool.query<R>(text, values)).rows;
  } finally {
    await handle.close();
  }
}

afterAll(async () => {
  for (const agent of agents) agent.destroy();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  for (const server of servers) await server.stop('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!NGINX && !IN_CI)('nginx in front of three shop processes on one PostgreSQL', () => {
  beforeAll(async () => {
    if (!NGINX) throw new Error("nginx is not installed: .ci/run installs Debian's nginx for this test");
    const problem = builtServerProblem();
    if (problem) throw new Error(problem);
    startedAt = Date.now();

    const database = await cloneTemplateDatabase(serverUrl);
    cleanups.push(database.drop);
    databaseUrl = database.url;
    const dbName = new URL(databaseUrl).pathname.slice(1);
    // A second role for the session connection: which role a connection uses shows which URL it came from.
    [{ last: mailsBefore }] = (await sql<{ last: number }>(
      databaseUrl,
      'SELECT coalesce(max(id), 0)::int AS last FROM mail_outbox',
    )) as [{ last: number }];
    listenRole = `shop_listen_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    [{ owner }] = (await sql<{ owner: string }>(serverUrl, 'SELECT current_user AS owner')) as [
      { owner: string },
    ];
    await sql(serverUrl, `CREATE ROLE ${listenRole} LOGIN PASSWORD '${password}'`);
    cleanups.unshift(() => sql(serverUrl, `DROP ROLE IF EXISTS ${listenRole}`));
    await sql(serverUrl, `GRANT "${owner}" TO ${listenRole}`);
    // What a PgBouncer setup carries on the role instead of startup parameters (scaling.md).
    await sql(serverUrl, `ALTER ROLE "${owner}" IN DATABASE ${dbName} SET statement_timeout = 5000`);
    for (const [name, value] of Object.entries(TRIGRAM_SETTINGS)) {
      await sql(serverUrl, `ALTER ROLE "${owner}" IN DATABASE ${dbName} SET ${name} = ${value}`);
    }
    const listenUrl = new URL(adminUrl(serverUrl, dbName));
    listenUrl.username = listenRole;
    listenUrl.password = password;

    sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-lb-'));
    await fs.chmod(dataDir, 0o755);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    await placeDemoImages(dataDir);

    ports = [await freePort(), await freePort(), await freePort()];
    const nginxPort = await freePort();
    base = `http://${NGINX_HOST}:${nginxPort}`;
    servers.push(
      ...(await Promise.all(
        ports.map((port) =>
          startServer({
            port,
            built: true,
            startTimeoutMs: 90_000,
            env: {
              DATA_DIR: dataDir,
              DATABASE_URL: databaseUrl,
              DATABASE_LISTEN_URL: listenUrl.toString(),
              PUBLIC_URL: base,
              TRUST_PROXY: '127.0.0.1',
              SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
              ORDER_RATE_LIMIT: String(ORDER_LIMIT),
              NODE_ENV: 'production',
              LOG_LEVEL: 'warn',
              CSRF_SECRET: 'a'.repeat(64),
            },
          }),
        ),
      )),
    );

    nginxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-nginx-'));
    await fs.chmod(nginxDir, 0o755);
    cleanups.push(() => fs.rm(nginxDir, { recursive: true, force: true }));
    await fs.writeFile(
      path.join(nginxDir, 'shop.conf'),
      configFromExample({
        listen: `${NGINX_HOST}:${nginxPort}`,
        ports,
        webDist: WEB_DIST,
        accessLog: path.join(nginxDir, 'access.log'),
      }),
    );
    await fs.writeFile(path.join(nginxDir, 'nginx.conf'), mainConfig(nginxDir));
    const args = [
      '-p',
      nginxDir,
      '-c',
      path.join(nginxDir, 'nginx.conf'),
      '-e',
      path.join(nginxDir, 'error.log'),
    ];
    const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    nginx = spawn(NGINX, args, { stdio: 'ignore' });
    const up = await waitFor(
      async () => (await send(agentAt('127.0.0.1', false), `${base}/api/health`)).status === 200,
      20_000,
    );
    if (!up)
      throw new Error(`nginx did not answer: ${await fs.readFile(path.join(nginxDir, 'error.log'), 'utf8')}`);
  }, 150_000);

  it(
    'serves a mixed load through the example configuration, loses nothing when a process dies',
    { timeout: 240_000 },
    async () => {
      const log = (message: string) =>
        process.stdout.write(`[lb ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${message}\n`);
      log('three processes and nginx are up');
      const direct = agentAt('127.0.0.1');
      const processUrl = (index: number) => `http://127.0.0.1:${ports[index]}`;

      // LISTEN (and the setup's lock) came through DATABASE_LISTEN_URL, the pool through DATABASE_URL.
      const sessions = await sql<{ app: string; role: string; n: number }>(
        databaseUrl,
        `SELECT application_name AS app, usename AS role, count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND (application_name LIKE 'shop-listener:%' OR application_name = 'shop')
        GROUP BY 1, 2`,
      );
      const listeners = sessions.filter((row) => row.app.startsWith('shop-listener:'));
      expect(listeners.length).toBeGreaterThan(0);
      expect(
        listeners.every((row) => row.role === listenRole),
        JSON.stringify(sessions),
      ).toBe(true);
      // Two channels (catalogue, integration settings), one connection each per process.
      expect(listeners.reduce((sum, row) => sum + row.n, 0)).toBe(6);
      expect(sessions.filter((row) => row.app === 'shop').every((row) => row.role === owner)).toBe(true);
      for (const server of servers) expect(server.output()).not.toContain('the role lacks some');

      // nginx serves the build's hashed files itself, with a year of cache; /media goes to the shop.
      const asset = readdirSync(path.join(WEB_DIST, 'assets')).find((file) => file.endsWith('.css'))!;
      const assetAnswer = await send(direct, `${base}/assets/${asset}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(assetAnswer.status).toBe(200);
      expect(assetAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(assetAnswer.headers['x-request-id']).toBeUndefined();
      const media = await send(direct, `${base}/api/produse/?per=1&page=1`);
      const mediaPath = /"(\/media\/[^"?]+)/.exec(media.body)?.[1];
      expect(mediaPath).toBeDefined();
      const mediaAnswer = await send(direct, `${base}${mediaPath}`);
      expect(mediaAnswer.status).toBe(200);
      expect(mediaAnswer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

      // The admin, through nginx, makes the products the load buys.
      const admin = agentAt('127.0.0.3');
      const login = await send(admin, `${base}/api/login/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'admin@example.ro', password: 'o-parola-de-test-1' }),
      });
      expect(login.status, login.body).toBe(200);
      const adminHeaders = {
        ...json,
        authorization: `Token ${(JSON.parse(login.body) as { token: string }).token}`,
      };
      const products: { id: number; slug: string }[] = [];
      for (const name of ['A', 'B', 'C']) {
        const created = await send(admin, `${base}/api/admin/products/`, {
          method: 'POST',
          headers: adminHeaders,
          body: JSON.stringify(productBody(`Sarcina ${name} ${randomBytes(3).toString('hex')}`)),
        });
        expect(created.status, created.body).toBe(201);
        products.push(JSON.parse(created.body) as { id: number; slug: string });
      }
      const [first, second, priced] = products as [
        (typeof products)[0],
        (typeof products)[0],
        (typeof products)[0],
      ];

      // Rate limits are counted in the database: ORDER_LIMIT orders from one client through nginx
      // (each process answering some), then the next attempts are 429 whichever process answers,
      // though each claims another address in X-Forwarded-For; another client still orders.
      const placed: PlacedOrder[] = [];
      const limited = agentAt('127.0.0.200');
      const limitedStatuses: number[] = [];
      for (let attempt = 0; attempt < ORDER_LIMIT + 3; attempt++) {
        const key = randomUUID();
        const answer = await send(limited, `${base}/api/comenzi/`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': key, 'x-forwarded-for': `198.51.100.${attempt + 1}` },
          body: JSON.stringify(
            loadOrderBody(`lb-limit-${attempt}`, [{ produs: first.id, cantitate: 1 }], 'ramburs'),
          ),
        });
        limitedStatuses.push(answer.status);
        if (answer.status === 201)
          placed.push({ key, id: (JSON.parse(answer.body) as { id: number }).id, card: false });
      }
      expect(limitedStatuses).toEqual([...Array(ORDER_LIMIT).fill(201), 429, 429, 429]);
      const other = await send(agentAt('127.0.0.201'), `${base}/api/comenzi/`, {
        method: 'POST',
        headers: { ...json, 'idempotency-key': 'lb-other-client' },
        body: JSON.stringify(loadOrderBody('lb-other', [{ produs: first.id, cantitate: 1 }], 'ramburs')),
      });
      expect(other.status, other.body).toBe(201);
      placed.push({ key: 'lb-other-client', id: (JSON.parse(other.body) as { id: number }).id, card: false });
      const limitLines = (await fs.readFile(path.join(nginxDir, 'access.log'), 'utf8'))
        .split('\n')
        .filter((line) => line.startsWith('127.0.0.200 ') && line.includes('"POST /api/comenzi/'));
      const refusedBy = new Set(
        limitLines
          .filter((line) => / 429 /.test(line))
          .map((line) => /upstream=(.+?) ustatus=/.exec(line)?.[1]),
      );
      expect(refusedBy.size, limitLines.join('\n')).toBe(3);
      log(`rate limit: ${ORDER_LIMIT} orders, then 429 from each of the 3 processes`);

      // The load: shoppers browse, search, price carts, order (cash on delivery or card, paid in
      // the sandbox); the admin edits a price and adjusts stock. Bounded in time and in requests.
      const exchanges: Exchange[] = [];
      let nextOrderAddress = 0;
      const loadStart = Date.now();
      const deadline = loadStart + LOAD_MS;
      const running = () => Date.now() < deadline && exchanges.length < MAX_REQUESTS;
      const record = async (method: string, route: string, work: () => Promise<Answer>) => {
        try {
          const answer = await work();
          exchanges.push({ method, route, status: answer.status, at: Date.now() });
          return answer;
        } catch (error) {
          exchanges.push({ method, route, status: 'network', at: Date.now() });
          throw error;
        }
      };
      /** A POST that nginx may answer 502 when its process dies under it: repeated with its key. */
      const postUntilAnswered = async (
        agent: http.Agent,
        route: string,
        url: string,
        headers: Record<string, string>,
        body: string,
      ) => {
        for (let attempt = 0; ; attempt++) {
          const answer = await record('POST', route, () =>
            send(agent, url, { method: 'POST', headers, body }),
          ).catch(() => null);
          if (answer && answer.status < 500) return answer;
          if (attempt >= 5) throw new Error(`${route}: no answer after ${attempt + 1} attempts`);
        }
      };

      const orderAddress = () => {
        nextOrderAddress += 1;
        return `127.0.${1 + Math.floor(nextOrderAddress / 250)}.${1 + (nextOrderAddress % 250)}`;
      };
      const placeOrder = async (card: boolean) => {
        const agent = agentAt(orderAddress(), false);
        const key = randomUUID();
        const lines = [
          { produs: first.id, cantitate: 1 + (nextOrderAddress % 2) },
          { produs: second.id, cantitate: 1 },
        ];
        const answer = await postUntilAnswered(
          agent,
          '/api/comenzi/',
          `${base}/api/comenzi/`,
          { ...json, 'idempotency-key': key },
          JSON.stringify(loadOrderBody(`lb-${key.slice(0, 8)}`, lines, card ? 'card' : 'ramburs')),
        );
        expect(answer.status, answer.body).toBe(201);
        const order = JSON.parse(answer.body) as { id: number; payment_url?: string };
        placed.push({ key, id: order.id, card });
        if (!card) return;
        const paymentUrl = new URL(order.payment_url!);
        const paid = await postUntilAnswered(
          agent,
          '/api/payments/sandbox/pay/',
          `${base}${paymentUrl.pathname}`,
          { 'content-type': 'application/x-www-form-urlencoded' },
          new URLSearchParams({
            token: paymentUrl.searchParams.get('token')!,
            decision: 'approve',
          }).toString(),
        );
        expect(paid.status, paid.body).toBe(303);
      };

      const shopper = async (index: number) => {
        const agent = agentAt(`127.0.0.${10 + index}`);
        const get = (route: string, url: string) =>
          record('GET', route, () =>
            send(agent, `${base}${url}`, { headers: { 'accept-encoding': 'br, gzip' } }),
          );
        let round = 0;
        while (running()) {
          round += 1;
          await get('/api/produse/', `/api/produse/?per=24&page=${1 + (round % 3)}`);
          await get(
            '/api/produse/?q=',
            `/api/produse/?q=${['crema', 'sapun', 'ulei', 'sarcina'][round % 4]}`,
          );
          await get('/api/produse/?q=&limit=', `/api/produse/?q=${['cr', 'sa', 'ul'][round % 3]}&limit=8`);
          await get('/api/produse/:slug/', `/api/produse/${[first, second, priced][round % 3]!.slug}/`);
          if (round % 4 === 0) await get('/produs/:slug', `/produs/${first.slug}`);
          await record('POST', '/api/cos/pret/', () =>
            send(agent, `${base}/api/cos/pret/`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({
                produse: [
                  { produs: first.id, cantitate: 2 },
                  { produs: priced.id, cantitate: 1 },
                ],
              }),
            }),
          ).catch(() => null);
          if (round % 2 === 0) await placeOrder(round % 4 === 0);
        }
      };

      let propagation: number[] = [];
      const adjustments: { key: string; delta: number }[] = [];
      const adminLoop = async () => {
        let price = 50;
        let checked = false;
        while (running()) {
          const detail = await record('GET', '/api/admin/products/:id/', () =>
            send(admin, `${base}/api/admin/products/${priced.id}/`, { headers: adminHeaders }),
          );
          price = price >= 80 ? 50 : price + 1;
          const newPrice = `${price}.90`;
          const measure = !checked;
          if (measure) {
            // Each process has the product in its cache before the change.
            for (let index = 0; index < 3; index++)
              await send(direct, `${processUrl(index)}/api/produse/${priced.slug}/`);
          }
          const saved = await record('PUT', '/api/admin/products/:id/', () =>
            send(admin, `${base}/api/admin/products/${priced.id}/`, {
              method: 'PUT',
              headers: adminHeaders,
              body: JSON.stringify(
                updateBody(JSON.parse(detail.body) as Record<string, unknown>, { pret: newPrice }),
              ),
            }),
          );
          // 409: a PUT nginx repeated on another process after the first had saved it (version moved).
          expect([200, 409], saved.body).toContain(saved.status);
          if (measure && saved.status === 200) {
            checked = true;
            const changedAt = Date.now();
            propagation = await Promise.all(
              [0, 1, 2].map(async (index) => {
                const seen = await waitFor(async () => {
                  const answer = await send(direct, `${processUrl(index)}/api/produse/${priced.slug}/`);
                  return (JSON.parse(answer.body) as { pret: string }).pret === newPrice;
                }, 5_000);
                return seen ? Date.now() - changedAt : Infinity;
              }),
            );
            log(`price change seen by the three processes after ${propagation.join(', ')} ms`);
          }
          const key = randomUUID();
          const adjusted = await postUntilAnswered(
            admin,
            '/api/admin/stock/:id/adjustments/',
            `${base}/api/admin/stock/${second.id}/adjustments/`,
            { ...adminHeaders, 'idempotency-key': key },
            JSON.stringify({ delta: 2, reason: 'Recepție marfă (test de sarcină)' }),
          );
          expect(adjusted.status, adjusted.body).toBe(201);
          adjustments.push({ key, delta: 2 });
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      };

      let killedAt = 0;
      const victim = servers[1]!;
      const killer = (async () => {
        // Not before the price check, which asks each of the three processes.
        while ((Date.now() - loadStart < KILL_AT_MS || propagation.length < 3) && running())
          await new Promise((resolve) => setTimeout(resolve, 50));
        killedAt = Date.now();
        victim.child.kill('SIGKILL');
        log(`killed the process on port ${ports[1]} (SIGKILL) after ${exchanges.length} requests`);
      })();
      await Promise.all([
        ...Array.from({ length: SHOPPERS }, (_, index) => shopper(index)),
        adminLoop(),
        killer,
      ]);
      const loadEnd = Date.now();
      log(
        `load: ${exchanges.length} requests in ${((loadEnd - loadStart) / 1000).toFixed(1)} s, ${placed.length} orders, ${adjustments.length} stock adjustments`,
      );

      // The price: every process served the new one within the bound.
      expect(propagation).toHaveLength(3);
      expect(Math.max(...propagation)).toBeLessThan(PROPAGATION_BOUND_MS);

      // No 5xx but the POSTs in flight to the killed process (nginx does not repeat a POST it
      // delivered), each repeated by its client with its Idempotency-Key; no failed connection to nginx.
      const failures = exchanges.filter((entry) => entry.status === 'network' || entry.status >= 500);
      const excused = failures.filter(
        (entry) =>
          entry.method === 'POST' &&
          entry.status === 502 &&
          entry.at >= killedAt &&
          entry.at - killedAt < 5_000,
      );
      expect(
        failures.filter((entry) => !excused.includes(entry)),
        JSON.stringify(failures),
      ).toEqual([]);
      expect(excused.length).toBeLessThanOrEqual(SHOPPERS + 1);
      log(`5xx: ${excused.length} POST(s) answered 502 as the process died, repeated with their key`);

      // After the kill the two others served everyone.
      const accessLines = (await fs.readFile(path.join(nginxDir, 'access.log'), 'utf8'))
        .split('\n')
        .filter(Boolean);
      const stamp = (line: string) => Date.parse(/\[([^\]]+)\]/.exec(line)![1]!);
      const after = accessLines.filter((line) => stamp(line) >= Math.ceil(killedAt / 1000) * 1000 + 1000);
      const servedBy = new Set(
        after.map((line) => /upstream=(.+?) ustatus=/.exec(line)?.[1]?.split(',').at(-1)?.trim()),
      );
      expect(after.length).toBeGreaterThan(20);
      expect([...servedBy].sort()).toEqual([`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[2]}`].sort());
      const passedOn = accessLines.filter(
        (line) => stamp(line) >= Math.floor(killedAt / 1000) * 1000 && /upstream=[^ ]+, /.test(line),
      ).length;
      log(`nginx passed ${passedOn} request(s) on from the dead process to another`);

      // Every order the clients were answered is stored once, with its stock movements.
      const keys = new Set(placed.map((order) => order.key));
      expect(keys.size).toBe(placed.length);
      const stored = await sql<{ id: number; lines: number; sales: number; matched: number }>(
        databaseUrl,
        `SELECT o.id,
              (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
              (SELECT count(*)::int FROM stock_movements m WHERE m.order_id = o.id AND m.kind = 'sale') AS sales,
              (SELECT count(*)::int FROM order_lines l JOIN stock_movements m
                  ON m.order_id = l.order_id AND m.product_id = l.product_id AND m.kind = 'sale' AND m.delta = -l.quantity
                WHERE l.order_id = o.id) AS matched
         FROM orders o WHERE o.email LIKE 'lb-%@example.ro' ORDER BY o.id`,
      );
      expect(stored.map((row) => row.id)).toEqual(placed.map((order) => order.id).sort((a, b) => a - b));
      for (const row of stored) expect(row).toMatchObject({ sales: row.lines, matched: row.lines });
      const [idempotent] = await sql<{ keys: number; orders: number }>(
        databaseUrl,
        `SELECT count(*)::int AS keys, count(DISTINCT r.order_id)::int AS orders
         FROM idempotency_responses r JOIN orders o ON o.id = r.order_id WHERE o.email LIKE 'lb-%@example.ro'`,
      );
      expect(idempotent).toEqual({ keys: placed.length, orders: placed.length });

      // Stock: the initial stock, less what was ordered, plus the admin's adjustments, exactly.
      for (const product of [first, second, priced]) {
        const [row] = await sql<{ stock: number; sold: number; adjusted: number; manual: number }>(
          databaseUrl,
          `SELECT p.stock,
                coalesce((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                           WHERE l.product_id = p.id AND o.email LIKE 'lb-%@example.ro'), 0)::int AS sold,
                coalesce((SELECT sum(m.delta) FROM stock_movements m WHERE m.product_id = p.id AND m.kind = 'manual'), 0)::int AS adjusted,
                (SELECT count(*)::int FROM stock_movements m WHERE m.product_id = p.id AND m.kind = 'manual') AS manual
           FROM products p WHERE p.id = $1`,
          [product.id],
        );
        const expectedAdjusted =
          product === second ? adjustments.reduce((sum, entry) => sum + entry.delta, 0) : 0;
        expect(row!.adjusted).toBe(expectedAdjusted);
        expect(row!.manual).toBe(product === second ? adjustments.length : 0);
        expect(row!.stock).toBe(INITIAL_STOCK - row!.sold + expectedAdjusted);
      }
      const cardOrders = placed.filter((order) => order.card).map((order) => order.id);
      if (cardOrders.length > 0) {
        const [paid] = await sql<{ paid: number }>(
          databaseUrl,
          'SELECT count(*)::int AS paid FROM orders WHERE id = ANY($1) AND paid_at IS NOT NULL',
          [cardOrders],
        );
        expect(paid!.paid).toBe(cardOrders.length);
      }

      // Mail: the killed process's claimed mails wait out their lease (120 s); the test ends it, as
      // time would, and the two others send them. Then every mail went out once: twice only for a
      // mail the dead process had sent and not yet recorded (it keeps its Message-ID).
      await sql(
        databaseUrl,
        `UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending' AND next_attempt_at > now() AND id > $1`,
        [mailsBefore],
      );
      const drained = await waitFor(async () => {
        const [row] = await sql<{ pending: number }>(
          databaseUrl,
          `SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending' AND id > $1`,
          [mailsBefore],
        );
        return row!.pending === 0;
      }, 30_000);
      expect(drained).toBe(true);
      const mails = await sql<{ message_id: string; attempts: number; status: string }>(
        databaseUrl,
        'SELECT message_id, attempts, status FROM mail_outbox WHERE id > $1',
        [mailsBefore],
      );
      const deliveries = new Map<string, number>();
      for (const mail of sink.received)
        deliveries.set(mail.messageId, (deliveries.get(mail.messageId) ?? 0) + 1);
      expect(mails.length).toBeGreaterThanOrEqual(placed.length);
      expect(mails.every((mail) => mail.status === 'sent')).toBe(true);
      for (const mail of mails) {
        const times = deliveries.get(mail.message_id) ?? 0;
        if (mail.attempts === 1) expect(times, mail.message_id).toBe(1);
        else expect([1, 2], mail.message_id).toContain(times);
      }
      expect(new Set(deliveries.keys())).toEqual(new Set(mails.map((mail) => mail.message_id)));
      const twice = [...deliveries.values()].filter((times) => times > 1).length;
      log(
        `mail: ${mails.length} mails, each delivered once${twice ? ` (${twice} twice, sent by the dead process before it recorded them)` : ''}`,
      );

      // The survivors stop cleanly.
      for (const index of [0, 2]) {
        await servers[index]!.stop('SIGTERM');
        expect(servers[index]!.child.exitCode, servers[index]!.output()).toBe(0);
      }
      log('done');
    },
  );
});

function productBody(title: string) {
  return productFormBody({
    titlu: title,
    titlu_en: title,
    descriere: '<p>Produs pentru testul de sarcină</p>',
    descriere_en: '<p>A product for the load test</p>',
    stoc: INITIAL_STOCK,
  });
}

/** The admin's product as a PUT body (what the edit form sends back), with `overrides`. */
function updateBody(product: Record<string, unknown>, overrides: Record<string, unknown>) {
  const {
    id: _id,
    stoc: _stock,
    created_at: _created,
    updated_at: _updated,
    istoric_preturi: _history,
    imagini_url: _urls,
    ...fields
  } = product;
  return { ...fields, ...overrides };
}

function loadOrderBody(
  name: string,
  lines: { produs: number; cantitate: number }[],
  payment: 'ramburs' | 'card',
) {
  return orderBody(lines, { email: `${name}@example.ro`, nume: 'Sarcina', plata: payment });
}
