import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // A test waits on conditions (vitest.setup.ts); this only bounds one that hangs, and a
      // shared machine under load renders the first lazy screen of a file in seconds.
      testTimeout: 30_000,
      unstubGlobals: true,
    },
  }),
);
