// Gzipped JavaScript a first visit downloads before each public page runs: the entry chunk with
// its static imports, plus the route's chunk and its static imports and the Romanian texts its
// loader waits for. The pages are read from the route list (every route the server renders,
// apps/web/src/app/first-load.ts), as the budget test does (first-load.test.ts); parts a page
// loads once it renders (`lazyPart`: below the fold, the contact form, the FAQ's accordion) are
// not counted. Builds the web app into a temporary folder with a manifest.
// Usage: node bench/web-first-load.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';

const webRoot = path.resolve('apps/web');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-bench-'));
let vite;
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: webRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  // Loads the route list through Vite (aliases, the texts' virtual modules), without serving.
  vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const { FIRST_LOAD_BUDGET, firstLoadChunks, publicPages } =
    await vite.ssrLoadModule('/src/app/first-load.ts');
  const gz = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const entry = firstLoadChunks(manifest, { path: '', module: 'index.html', texts: [] });
  console.log(
    `${'entry (every page)'.padEnd(28)} ${kb(entry.reduce((sum, file) => sum + gz(file), 0)).padStart(9)}`,
  );
  for (const page of await publicPages()) {
    const files = firstLoadChunks(manifest, page);
    const total = files.reduce((sum, file) => sum + gz(file), 0);
    console.log(
      `${page.path.padEnd(28)} ${kb(total).padStart(9)}  ${String(files.length).padStart(2)} files  ${total <= FIRST_LOAD_BUDGET ? 'within' : 'OVER'} the 150 KB budget`,
    );
  }
} finally {
  await vite?.close();
  rmSync(outDir, { recursive: true, force: true });
}
