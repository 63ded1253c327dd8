#!/usr/bin/env node
// Runs the Capacitor CLI (`cap sync`, `cap open android`…) in apps/mobile on a Node it accepts.
// The CLI needs Node 22 or later; the repository runs on Node 20 too. When the Node running this
// script is too old, it fetches Node from the npm registry (the `node-<platform>-<arch>` package,
// as .ci/run does for its Node 24 pass) into node_modules/.cache once, and runs the CLI on it:
// that Node is first on PATH for the CLI's process only, never hoisted into node_modules/.bin,
// where it would shadow the machine's Node for every `npm run` (decision 043).
//   node scripts/capacitor.mjs sync           (what `npm run app:sync` runs after the app build)
//   npm run app:cap -- open android
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node the CLI runs on when this one is too old: the Node 24 LTS release CI also tests on. */
const CLI_NODE_VERSION = '24.21.0';
const CLI_MIN_MAJOR = 22;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mobileDir = path.join(root, 'apps/mobile');
const cacheDir = path.join(root, 'node_modules/.cache/capacitor-node');

function fail(message) {
  console.error(`capacitor: ${message}`);
  process.exit(1);
}

/** The registry's package of a Node binary for this machine, as .ci/run names it. */
function nodePackageName() {
  const platforms = { linux: 'linux', darwin: 'darwin' };
  const architectures = { x64: 'x64', arm64: 'arm64' };
  const platform = platforms[process.platform];
  const arch = architectures[process.arch];
  if (!platform || !arch) {
    fail(
      `no Node ${CLI_NODE_VERSION} package for ${process.platform}-${process.arch} on the npm registry; ` +
        `run this with Node ${CLI_MIN_MAJOR} or later first on PATH.`,
    );
  }
  return `node-${platform}-${arch}`;
}

/** Node ≥ 22: this one when it is, else the cached or freshly fetched registry package. */
function cliNode() {
  if (Number(process.versions.node.split('.')[0]) >= CLI_MIN_MAJOR) return process.execPath;
  const name = nodePackageName();
  const dir = path.join(cacheDir, `${name}-${CLI_NODE_VERSION}`);
  const binary = path.join(dir, 'bin/node');
  if (existsSync(binary)) return binary;

  console.info(
    `capacitor: Node ${process.version} is too old for the Capacitor CLI; fetching ${name}@${CLI_NODE_VERSION}`,
  );
  mkdirSync(cacheDir, { recursive: true });
  // Unpacked beside its final place and renamed, so an interrupted fetch leaves nothing half-there.
  const staging = mkdtempSync(path.join(cacheDir, '.fetch-'));
  let failure = null;
  try {
    execFileSync('npm', ['pack', '--loglevel=error', `${name}@${CLI_NODE_VERSION}`], {
      cwd: staging,
      stdio: 'pipe',
    });
    const tarball = readdirSync(staging).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack wrote no tarball');
    execFileSync('tar', ['-xzf', tarball], { cwd: staging, stdio: 'pipe' });
    renameSync(path.join(staging, 'package'), dir);
  } catch (error) {
    failure = error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (failure) {
    // npm's own error is many lines; its reason (a refused connection, a 404) is enough here.
    const lines = String(failure.stderr ?? '')
      .split('\n')
      .map((line) => line.replace(/^npm error\s*/, '').trim())
      .filter(Boolean);
    const detail = lines.find((line) => /^(?:FetchError|404\b)/.test(line)) ?? lines[0] ?? failure.message;
    fail(
      `could not fetch Node ${CLI_NODE_VERSION} (${name}) from the npm registry: ${detail}\n` +
        `The Capacitor CLI needs Node ${CLI_MIN_MAJOR} or later: connect once (it is cached in ` +
        `${path.relative(root, cacheDir)}), or run this with Node ${CLI_MIN_MAJOR}+ first on PATH.`,
    );
  }
  if (!existsSync(binary)) fail(`${name}@${CLI_NODE_VERSION} holds no bin/node`);
  return binary;
}

const cli = createRequire(path.join(mobileDir, 'package.json')).resolve('@capacitor/cli/bin/capacitor');
const node = cliNode();
const result = spawnSync(node, [cli, ...process.argv.slice(2)], {
  cwd: mobileDir,
  stdio: 'inherit',
  // The CLI's own child processes (npm hooks) find the same Node.
  env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
});
if (result.error) fail(`could not run the Capacitor CLI: ${result.error.message}`);
process.exit(result.status ?? 1);
