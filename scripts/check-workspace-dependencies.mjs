#!/usr/bin/env node
// Fails when a workspace imports one of the repository's own packages (`@shop/*`) without declaring
// it in its package.json. knip checks every other package, but treats the workspaces' own packages
// as always there: they resolve through npm's hoisting whether declared or not, so an undeclared
// one works until the workspace is installed or built alone. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const workspaces = readJson('package.json').workspaces.map((dir) => ({
  dir,
  manifest: readJson(path.join(dir, 'package.json')),
}));
const ownPackages = new Set(workspaces.map(({ manifest }) => manifest.name));
const SCRIPT = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
// A static or dynamic import, an export from, or a require of a package specifier.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"`](@[^/'"`]+\/[^/'"`]+)/g;

const problems = [];
for (const { dir, manifest } of workspaces) {
  const declared = new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', dir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => SCRIPT.test(file));
  const missing = new Map();
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the working tree
    }
    for (const [, name] of text.matchAll(IMPORT)) {
      if (ownPackages.has(name) && name !== manifest.name && !declared.has(name) && !missing.has(name)) {
        missing.set(name, file);
      }
    }
  }
  for (const [name, file] of missing) {
    problems.push(`${dir}/package.json: imports ${name} (first in ${file}) without declaring it`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} undeclared workspace dependenc${problems.length === 1 ? 'y' : 'ies'}`);
  process.exit(1);
}
