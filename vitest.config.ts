import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Test files run at once: TEST_WORKERS, else one per core (each API test file gets its own database). */
function workerCount(): number {
  const fromEnv = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return os.availableParallelism();
}

export default defineConfig({
  test: {
    maxWorkers: workerCount(),
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
          // The files of a worker share one module graph instead of importing the whole app again
          // each (about half the CPU of the API tests). Each file still builds its own app on its
          // own database; no API test mocks a module.
          isolate: false,
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'mobile',
          include: ['apps/mobile/*.test.ts'],
          environment: 'node',
        },
      },
      // The web project keeps its own config (it merges Vite's: aliases, plugins).
      'apps/web/vitest.config.ts',
    ],
  },
});
