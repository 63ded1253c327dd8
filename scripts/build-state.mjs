// Decides whether the built server and web app are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = [
  'apps/api/dist/main.js',
  'apps/api/dist/server.cjs',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];
const sources = [
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function needsBuild() {
  const builtAt = Math.min(
    ...outputs.map((file) =>
      existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0,
    ),
  );
  if (builtAt === 0) return true;
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

export function runBuild() {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
