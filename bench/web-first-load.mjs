// Gzipped JavaScript a first visit downloads for the home and the product page: the entry chunk
// with its static imports, plus the route's chunk and its static imports and the Romanian texts
// its loader waits for (what the browser fetches before the page can render). Code a page loads
// after its first render (the product page's tabs, recommended grid and testimonials; the home's
// carousel track) is not counted. Builds the web app into a temporary folder with a manifest.
// Usage: node bench/web-first-load.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-bench-'));
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: 'apps/web',
      stdio: 'inherit',
    },
  );
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return [...seen].filter((key) => manifest[key].file.endsWith('.js'));
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const route = (name) => Object.keys(manifest).find((key) => key.endsWith(`app/routes/${name}.tsx`));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  // The text areas each route's loader waits for (router.tsx: pageLoader).
  const texts = (area) => `src/locales/ro/${area}.json`;
  for (const [name, keys] of [
    ['entry (every page)', [entry]],
    ['home', [entry, route('home'), texts('home')]],
    ['product', [entry, route('product'), texts('product')]],
    // Not in the budget, measured against it all the same.
    ['shop listing', [entry, route('products'), texts('listing')]],
  ]) {
    const files = closure(keys);
    const total = files.reduce((sum, key) => sum + gz(manifest[key].file), 0);
    console.log(
      `${name.padEnd(20)} ${kb(total).padStart(9)}  ${total <= BUDGET ? 'within' : 'OVER'} the 150 KB budget`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
