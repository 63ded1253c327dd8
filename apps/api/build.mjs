// Bundles the server and its command-line tools into dist/. Workspace packages (@shop/*) are
// TypeScript sources and get bundled; everything else stays in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'admin-create': 'src/cli/admin-create.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
