import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAnafStandIn } from '../apps/api/src/test/anaf-stand-in';
import { startAnafSpvStandIn } from '../apps/api/src/test/anaf-spv-stand-in';
import { startFcmStandIn } from '../apps/api/src/test/fcm-stand-in';
import { startOidcStandIn } from '../apps/api/src/test/oidc-stand-in';
import { startSamedayStandIn } from '../apps/api/src/test/sameday-stand-in';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The first start creates the embedded PostgreSQL cluster, migrates, seeds and draws the demo
// images: tens of seconds on two busy cores, so the wait is generous.
const START_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000);
const STOP_TIMEOUT_MS = 20_000;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function isHealthy(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 'ok';
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Prefixes the server's lines so they stand apart from the reporter's; keeps the tail for errors. */
function relay(stream: NodeJS.ReadableStream | null, tail: string[]) {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      tail.push(line);
      if (tail.length > 60) tail.shift();
      process.stderr.write(`[server] ${line}\n`);
    }
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set; run Playwright with e2e/playwright.config.ts.');

  if (process.env.E2E_START_SERVER !== '1') {
    if (!(await isHealthy(baseURL))) throw new Error(`E2E_BASE_URL=${baseURL} does not answer /api/health.`);
    return async () => {};
  }

  // E2E_SERVER_ENTRY lets the harness itself be exercised against a stand-in server.
  const main = path.resolve(root, process.env.E2E_SERVER_ENTRY ?? 'apps/api/dist/main.js');
  const builtWeb = process.env.E2E_SERVER_ENTRY || existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (!existsSync(main) || !builtWeb) {
    throw new Error(
      'The server is not built: run `npm run build` (or `npm test`, which builds when needed).',
    );
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // mkdtemp makes it private to us, but as root the embedded PostgreSQL runs as the `postgres`
  // user and must reach its cluster inside.
  chmodSync(dataDir, 0o755);
  // Journeys that check what the server wrote (the order mails in $DATA_DIR/mail) look here.
  process.env.E2E_DATA_DIR = dataDir;
  const { port } = new URL(baseURL);
  const anaf = await startAnafStandIn();
  // Google's and Facebook's sign-in, played by a stand-in on loopback; journeys name who signs in.
  const oidc = await startOidcStandIn();
  process.env.E2E_OIDC_URL = oidc.url;
  // Firebase Cloud Messaging, played by a stand-in on loopback; journeys read what it received.
  const fcm = await startFcmStandIn();
  process.env.E2E_FCM_URL = fcm.url;
  // ANAF's OAuth and RO e-Factura API, played by a stand-in on loopback (EFACTURA_ENV=test).
  const spv = await startAnafSpvStandIn();
  // Sameday's API (AWBs, labels, status-sync), played by a stand-in on loopback; journeys push a
  // parcel's status through it (E2E_SAMEDAY_URL, `POST /test/status`).
  // It lists the demo pickup points, so the checkout offers the same places once the sync has run.
  const sameday = await startSamedayStandIn({ demoPickupPoints: true });
  process.env.E2E_SAMEDAY_URL = sameday.url;
  const tail: string[] = [];
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      // Every journey's browser orders from 127.0.0.1; the limit itself is covered by the API tests.
      ORDER_RATE_LIMIT: '100000',
      // Every checkout page the journeys open records its visit from 127.0.0.1 too.
      CHECKOUT_VISIT_RATE_LIMIT: '100000',
      // The journeys sign up more customers from one address than a person would in an hour.
      REGISTER_RATE_LIMIT: '100000',
      // Journeys write data: never into a developer's DATABASE_URL, only into one named for them.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // The company lookup asks a stand-in of ANAF's register on loopback.
      ANAF_API_URL: anaf.url,
      ...oidc.env,
      ...fcm.env,
      ...spv.env,
      ...sameday.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(server.stdout, tail);
  relay(server.stderr, tail);
  let stopping = false;
  // A server that dies during the run fails every journey after it with "connection refused": say
  // how it ended (a signal such as SIGSEGV or SIGKILL prints nothing of its own).
  server.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[server] exited during the run (code ${code}, signal ${signal})\n`);
  });

  const stop = async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      if (!(await waitForExit(server, STOP_TIMEOUT_MS))) {
        console.warn(`[server] did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
        server.kill('SIGKILL');
        await waitForExit(server, 5_000);
      }
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    await anaf.close();
    await oidc.close();
    await fcm.close();
    await spv.close();
    await sameday.close();
  };

  const started = Date.now();
  try {
    while (!(await isHealthy(baseURL))) {
      if (server.exitCode !== null || server.signalCode !== null) {
        throw new Error(
          `The server exited (${server.exitCode ?? server.signalCode}) before /api/health answered:\n` +
            tail.join('\n'),
        );
      }
      if (Date.now() - started > START_TIMEOUT_MS) {
        throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s.`);
      }
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  console.info(`[server] ready at ${baseURL} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stop;
}
