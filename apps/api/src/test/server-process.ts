import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImages } from '../seed/demo-media';

/** The real server (main.ts), for tests of what only the process does: signals, sockets, restarts. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'apps/api/src/main.ts');
export const BUILT_MAIN = path.join(REPO_ROOT, 'apps/api/dist/main.js');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** On CI (`.ci/run`), which installs the Debian programs the process tests drive. */
export const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * The path of a Debian program a process test drives (nginx, pgbouncer), or undefined. Missing
 * outside CI, the test is skipped, and stderr says why; in CI the test runs and fails.
 */
export function debianProgram(name: string, test: string): string | undefined {
  const found = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']
    .map((folder) => path.join(folder, name))
    .find((file) => existsSync(file));
  if (!found && !IN_CI) {
    process.stderr.write(
      `${test}: skipped, ${name} is not installed (apt-get install ${name}; CI installs it and runs this test)\n`,
    );
  }
  return found;
}

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr, to explain a failure. */
  output: () => string;
  /** Sends the signal and waits for the exit. */
  stop: (signal: NodeJS.Signals) => Promise<void>;
  alive: () => boolean;
};

/**
 * Starts main.ts on `port` with the given environment (on top of a quiet test one) and waits until
 * /api/health answers 200. `DATABASE_URL` absent starts the embedded PostgreSQL in `DATA_DIR`.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  onOutput?: (chunk: string) => void;
  startTimeoutMs?: number;
  /** Modules (absolute paths) loaded before main.ts, e.g. a test's wiring of a missing piece. */
  imports?: string[];
  /** The built server (apps/api/dist/main.js) instead of the sources through tsx. */
  built?: boolean;
}): Promise<ServerProcess> {
  const preloads = (options.imports ?? []).flatMap((file) => ['--import', file]);
  const args = options.built ? [...preloads, BUILT_MAIN] : ['--import', 'tsx', ...preloads, MAIN];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'admin@example.ro',
      ADMIN_PASSWORD: 'o-parola-de-test-1',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(chunk.toString());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    child,
    output: () => output,
    alive,
    async stop(signal) {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`server exited early: ${output}`);
    const healthy = await fetch(`http://127.0.0.1:${options.port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** The built server must be there and newer than its sources: the test runs what `npm start` runs. */
export function builtServerProblem(): string | null {
  if (!existsSync(BUILT_MAIN) || !existsSync(path.join(WEB_DIST, 'index.html'))) {
    return 'the server is not built: run `npm run build` (npm test builds when needed)';
  }
  const builtAt = statSync(BUILT_MAIN).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return Math.max(max, newest(full));
      return entry.name.endsWith('.test.ts') ? max : Math.max(max, statSync(full).mtimeMs);
    }, 0);
  if (newest(path.join(REPO_ROOT, 'apps/api/src')) > builtAt) {
    return 'apps/api/dist is older than apps/api/src: run `npm run build`';
  }
  return null;
}

/** Puts the demo images "on disk" as empty files, so a start does not spend seconds drawing them. */
export async function placeDemoImages(dataDir: string): Promise<void> {
  const media = path.join(dataDir, 'media');
  for (const { file } of demoImages()) {
    await fs.mkdir(path.dirname(path.join(media, file)), { recursive: true });
    await fs.writeFile(path.join(media, file), '');
  }
}

/** Polls `check` until it returns true or `timeoutMs` passes; answers whether it did. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
