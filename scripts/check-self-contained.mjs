#!/usr/bin/env node
// Fails when the repository leans on something a fresh clone does not have: a file that points at
// the shared folder beside the checkout (where the product input once lived), or a script that
// imports a module by an absolute path of one machine. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Built from parts so that this file does not match itself.
const OUTSIDE = ['..', 'shared'].join('/');
const SCRIPT = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
// A static or dynamic import, or a require, of a path that starts with one slash (two slashes
// begin a protocol-relative URL, not a path).
const ABSOLUTE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])\/(?!\/)/;
// Written by npm from the registry's metadata, not by us.
const SKIPPED = new Set(['package-lock.json']);

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file && !SKIPPED.has(path.basename(file)));

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // listed but deleted in the working tree
  }
  if (text.includes('\0')) continue; // binary
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (line.includes(OUTSIDE)) {
      problems.push(`${where}: points outside the repository (${OUTSIDE}); say it here, in docs/`);
    }
    if (SCRIPT.test(file) && ABSOLUTE_IMPORT.test(line)) {
      problems.push(`${where}: imports an absolute path; use a relative path or a package name`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`check-self-contained: ${problems.length} problem(s)`);
  process.exit(1);
}
console.info(`check-self-contained: ${files.length} files, none leans on anything outside the repository`);
