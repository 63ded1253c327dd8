import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

// Playwright loads this file in the runner and again in every worker. Workers inherit the
// runner's environment, so whatever the first load decides is written to process.env and the
// later loads reuse it: they must agree on the port, the admin and the browser.

// Journeys sign in as this admin; global-setup hands the same values to the server it starts.
process.env.ADMIN_EMAIL ||= 'admin@example.ro';
process.env.ADMIN_PASSWORD ||= 'E2e-Admin-Parola-2025!';

/** A port that was free a moment ago; synchronous because a config cannot await. */
function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});";
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const port = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`Could not find a free port: ${result.stderr || result.stdout}`);
  }
  return port;
}

// E2E_BASE_URL set by the caller means "test that server"; otherwise global-setup starts ours.
if (!process.env.E2E_BASE_URL) {
  process.env.E2E_BASE_URL = `http://127.0.0.1:${freePortSync()}`;
  process.env.E2E_START_SERVER = '1';
}

if (!process.env.CHROMIUM_PATH) {
  // A child process, because the resolver is plain ESM JavaScript shared with scripts/test.mjs;
  // it may install Chromium, so its progress goes to our stderr.
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const found = result.stdout.trim().split('\n').pop();
  if (result.status !== 0 || !found) {
    throw new Error('No Chromium for the journeys: install one or set CHROMIUM_PATH (see above).');
  }
  process.env.CHROMIUM_PATH = found;
}

const CI = Boolean(process.env.CI);

function e2eWorkers(): number {
  const fromEnv = Number(process.env.E2E_WORKERS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 1;
}

export default defineConfig({
  testDir: path.join(here, 'tests'),
  // scripts/test.mjs gives each shard its own folder: a run empties its folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(here, 'test-results'),
  globalSetup: path.join(here, 'global-setup.ts'),
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // E2E_WORKERS journeys at once against the one server; by default one, since on two cores the
  // server, its PostgreSQL and the browser already share the machine.
  workers: e2eWorkers(),
  // Two runs share the machine's two cores (E2E_SHARDS): a journey, and a screen it waits for, take
  // up to twice their time alone, so both bounds are twice what one run at a time needed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs counts from the JSON file; PLAYWRIGHT_JSON_OUTPUT_FILE moves it per run.
  reporter: [['list'], ['json', { outputFile: path.join(here, 'playwright-report/results.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    // A trace records every action's DOM and a stream of screenshots: about a fifth of a journey's
    // CPU. CI records it only when a failed journey runs again; a run here keeps a failure's.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH,
          // Root in a container: no sandbox, GPU or big /dev/shm; the rest keeps Chromium from
          // calling home on a closed network.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // The native app's journey serves its bundle at https://localhost (routed) and lets it
            // call the API on 127.0.0.1, as the phone's web view calls the shop.
            '--disable-features=LocalNetworkAccessChecks',
          ],
        },
      },
    },
  ],
});
