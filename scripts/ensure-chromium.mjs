#!/usr/bin/env node
// Finds a Chromium for the Playwright journeys, installing one when none is on the machine.
// Used by scripts/test.mjs and, as a child process, by e2e/playwright.config.ts.
// Run directly, it prints the executable's path as its last line, or exits 1 with a message.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { aptInstall, run } from './system-packages.mjs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const require = createRequire(import.meta.url);

/** Playwright's own download, if `playwright install chromium` ever ran on this machine. */
function playwrightChromium() {
  try {
    // CommonJS require keeps this synchronous for the config; playwright-core is absent before `npm ci`.
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Looks without installing anything. Returns the path, or undefined. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, but no file is there.`);
    }
    return env.CHROMIUM_PATH;
  }
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path)) ?? playwrightChromium();
}

/** Finds a Chromium or installs one (Playwright's download, else Debian's package as root). */
export function ensureChromium(env = process.env) {
  const found = findChromium(env);
  if (found) return found;

  // Playwright's CDN is unreachable on closed networks, where this fails within seconds; a
  // bounded wait keeps a hanging proxy from eating the CI budget.
  if (run('npx', ['--no', 'playwright', 'install', 'chromium'], 120_000, 'ensure-chromium')) {
    const path = playwrightChromium();
    if (path) return path;
  }

  if (aptInstall(['chromium'], 'ensure-chromium')) {
    const path = findChromium(env);
    if (path) return path;
  }

  throw new Error(
    'No Chromium found for the Playwright journeys, and installing one failed. Install Chromium ' +
      '(Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const path = process.argv.includes('--find-only') ? findChromium() : ensureChromium();
    if (!path) {
      console.error('ensure-chromium: no Chromium found (set CHROMIUM_PATH to choose one).');
      process.exit(1);
    }
    console.log(path);
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
