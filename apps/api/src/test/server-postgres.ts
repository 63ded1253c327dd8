import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../db/embedded';

const run = promisify(execFile);

/**
 * A PostgreSQL server's own programs (Debian's `postgresql` package: /usr/lib/postgresql/<major>/bin),
 * as a deployment has them beside its server: PG_BIN_DIR when it holds them, else the newest there.
 */
export function serverBinaries(env: NodeJS.ProcessEnv = process.env): string | null {
  const needed = ['postgres', 'initdb', 'pg_ctl', 'pg_dump', 'pg_restore'];
  const complete = (dir: string) => needed.every((name) => existsSync(path.join(dir, name)));
  if (env.PG_BIN_DIR && complete(env.PG_BIN_DIR)) return env.PG_BIN_DIR;
  let majors: string[];
  try {
    majors = readdirSync('/usr/lib/postgresql');
  } catch {
    return null;
  }
  const found = majors
    .filter((major) => /^\d+$/.test(major))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => `/usr/lib/postgresql/${major}/bin`)
    .find(complete);
  return found ?? null;
}

/** The major version of the programs in `binDir` (`pg_dump --version`: "pg_dump (PostgreSQL) 15.14 …"). */
export async function binariesMajor(binDir: string): Promise<number> {
  const { stdout } = await run(path.join(binDir, 'pg_dump'), ['--version']);
  return Number(/\) (\d+)/.exec(stdout)?.[1]);
}

export type ServerCluster = { url: (database: string) => string; stop: () => Promise<void> };

/**
 * A throwaway cluster of those programs on a loopback port in a temporary folder, as `.ci/run`
 * starts Debian's: trust authentication for the superuser `shop`, run as the `postgres` user when
 * we are root (PostgreSQL refuses root).
 */
export async function startServerCluster(binDir: string): Promise<ServerCluster> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-server-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await fs.chown(root, Number(uid.trim()), Number(gid.trim()));
  }
  // The postgres user must not trip over a working directory it cannot read.
  const as = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args], { cwd: root })
      : run(path.join(binDir, program), args, { cwd: root });
  const data = path.join(root, 'data');
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  await as('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}`,
    'start',
  ]);
  return {
    url: (database) => `postgres://shop@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']).catch(() => undefined);
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
