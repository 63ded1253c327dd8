import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time suits a 2-core machine (each API test file gets its own database).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // The web project keeps its own config (it merges Vite's: aliases, plugins).
      'apps/web/vitest.config.ts',
    ],
  },
});
