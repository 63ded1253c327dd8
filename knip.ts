import type { KnipConfig } from 'knip';

/**
 * `npm run lint` runs knip for the dependencies: every package a workspace imports is declared in
 * that workspace's package.json (the internal @shop/shared too), and nothing declared goes unused.
 * Unused exports are left to review for now: tests import many helpers on purpose.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.mjs'],
      project: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    },
    'apps/api': {
      entry: ['src/cli/*.ts'],
      project: ['src/**/*.ts', '*.{mjs,ts}'],
      // The e-Factura tests check the XML against the UBL schema with the system's xmllint
      // (Debian's libxml2-utils), which .ci/run installs where it is missing.
      ignoreBinaries: ['xmllint'],
    },
    'apps/web': {
      entry: ['src/entry-server.tsx', 'scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/*.mjs', '*.ts'],
    },
    // The Capacitor shell: knip's Capacitor plugin reads capacitor.config.ts (its includePlugins,
    // and the android/ and ios/ projects) for the native dependencies.
    'apps/mobile': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/*.mjs', '*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
      // The page-markup journey runs vnu.jar, resolved by path (createRequire), with the system's
      // java, which .ci/run installs where it is missing.
      ignoreDependencies: ['vnu-jar'],
      ignoreBinaries: ['java'],
    },
    'packages/shared': {
      // Consumers import any file through the package's `./*` export.
      entry: ['src/**/*.ts'],
      project: ['src/**/*.ts'],
    },
  },
  // The stylesheet's `@import 'package'` lines are dependencies too (Tailwind, the font).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, spec]) => `import '${spec}';`).join('\n'),
  },
  rules: {
    exports: 'off',
    types: 'off',
    nsExports: 'off',
    nsTypes: 'off',
    enumMembers: 'off',
    duplicates: 'off',
  },
};

export default config;
