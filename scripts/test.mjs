#!/usr/bin/env node
// Runs every test of the project: Vitest (all projects), then the Playwright journeys.
// Its last line is `N passed, N failed` over both runners; it exits non-zero when a test failed
// or a runner could not run at all.
//
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --unit     Vitest only
//   node scripts/test.mjs --e2e      Playwright only (builds first when the build is stale)
//   node scripts/test.mjs --unit -- --project api    arguments after -- go to the runner(s)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './build-state.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureCommand } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** What each journey file took in the last run here: the next run's shards are balanced by it. */
const durationsFile = path.join(root, 'node_modules', '.cache', 'shop-e2e', 'durations.json');

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const ownArgs = dashDash === -1 ? argv : argv.slice(0, dashDash);
const forwarded = dashDash === -1 ? [] : argv.slice(dashDash + 1);
for (const arg of ownArgs) {
  if (arg !== '--unit' && arg !== '--e2e') {
    console.error(`test: unknown option ${arg} (use --unit, --e2e, and -- before runner arguments)`);
    process.exit(2);
  }
}
const runUnit = ownArgs.includes('--unit') || !ownArgs.includes('--e2e');
const runE2e = ownArgs.includes('--e2e') || !ownArgs.includes('--unit');

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
/** @type {{ runner: string, passed: number, failed: number, skipped: number, note?: string }[]} */
const results = [];
/**
 * The tests that failed, and the journeys that passed only on their retry, by name: printed with
 * the counts, so that a log read from its tail (CI keeps only that) still says which ones.
 * @type {{ kind: 'failed' | 'flaky', name: string }[]}
 */
const named = [];
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child usually got SIGINT from the terminal too; a SIGTERM from CI reaches only us.
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/** The children running now: a signal to us reaches each of them. */
const running = new Set();

/**
 * Runs a command to its end. With `prefix`, its output goes line by line behind that prefix (runs
 * side by side stay readable); otherwise it inherits our terminal.
 */
function run(command, args, env = {}, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    if (prefix) {
      relayLines(child.stdout, process.stdout, prefix);
      relayLines(child.stderr, process.stderr, prefix);
    }
    child.on('error', (error) => {
      console.error(`test: could not start ${command}: ${error.message}`);
      running.delete(child);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Copies a stream to `target` a whole line at a time, each behind `prefix`. */
function relayLines(stream, target, prefix) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix}${pending}\n`);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A runner that exits non-zero without a failed test crashed; that counts as one failure. */
function record(runner, exitCode, counts, reason) {
  const result = { runner, passed: 0, failed: 0, skipped: 0, ...counts };
  if (exitCode !== 0 && result.failed === 0) {
    result.failed = 1;
    result.note =
      reason ?? `the run failed (code ${exitCode}) without a failing test: counted as one failure`;
  }
  results.push(result);
}

async function vitest() {
  // The e-Factura tests check the XML against the UBL 2.1 schemas with xmllint (docs/decisions/046).
  ensureCommand('xmllint', 'libxml2-utils');
  // The load-balancer and PgBouncer tests run the built server (docs/decisions/072, 079).
  if (needsBuild()) {
    console.info('test: the build is missing or older than the sources; running `npm run build`');
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) return record('vitest', code, {}, 'not run: `npm run build` failed');
  }
  const report = path.join(reportDir, 'vitest.json');
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...forwarded,
  ]);
  const json = readJson(report);
  if (!json) return record('vitest', code || 1, {}, 'wrote no JSON report: counted as one failure');
  let brokenFiles = 0;
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that fails to import has no test results of its own, but it is a failure all the same.
    if (file.status === 'failed' && failedTests.length === 0) {
      brokenFiles += 1;
      named.push({ kind: 'failed', name: `${where} (did not load)` });
    }
    for (const t of failedTests) named.push({ kind: 'failed', name: `${where} › ${t.fullName ?? t.title}` });
  }
  // Vitest can exit 0 after an error outside any test (a bad project config); `success` knows.
  const failedRun = code !== 0 ? code : json.success === false ? 1 : 0;
  record('vitest', failedRun, {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + brokenFiles,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  });
}

async function playwright() {
  if (needsBuild()) {
    console.info('test: the build is missing or older than the sources; running `npm run build`');
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) return record('playwright', code, {}, 'not run: `npm run build` failed');
  }
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (error) {
    console.error(`test: ${error instanceof Error ? error.message : String(error)}`);
    return record('playwright', 1, {}, 'not run: no Chromium');
  }
  // The Nu HTML checker (vnu.jar) runs on Java; without it that journey fails, naming it.
  ensureCommand('java', 'default-jre-headless');
  const wanted = e2eShards();
  // What each file took last time: it deals the files now and is brought up to date after the run.
  const durations = readJson(durationsFile) ?? {};
  const groups = wanted > 1 ? await shardFiles(chromium, wanted, durations) : [];
  // A shard with no journey would still start its own server: never more shards than files.
  const shards = Math.max(1, groups.length);
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) => {
      const shard = index + 1;
      const testList = path.join(reportDir, `shard-${shard}.txt`);
      if (shards > 1) writeFileSync(testList, `${groups[index].join('\n')}\n`);
      const shardArgs = shards > 1 ? [`--test-list=${testList}`, '--pass-with-no-tests'] : [];
      return run(
        bin('playwright'),
        ['test', '-c', 'e2e/playwright.config.ts', ...shardArgs, ...forwarded],
        {
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reportDir, `playwright-${shard}.json`),
          // Each shard cleans its own folder of traces and screenshots, not the other's.
          ...(shards > 1 ? { E2E_OUTPUT_DIR: path.join(root, 'e2e', 'test-results', `shard-${shard}`) } : {}),
        },
        shards > 1 ? `[e2e ${shard}/${shards}] ` : '',
      );
    }),
  );
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const [index, code] of codes.entries()) {
    const json = readJson(path.join(reportDir, `playwright-${index + 1}.json`));
    if (!json?.stats) {
      const which = shards > 1 ? `shard ${index + 1} of ${shards}` : 'playwright';
      return record('playwright', code || 1, {}, `${which} wrote no JSON report: counted as one failure`);
    }
    for (const key of Object.keys(stats)) stats[key] += json.stats[key] ?? 0;
    Object.assign(durations, fileDurations(json));
    named.push(...journeyOutcomes(json));
  }
  try {
    mkdirSync(path.dirname(durationsFile), { recursive: true });
    writeFileSync(durationsFile, JSON.stringify(durations, null, 2));
  } catch {
    // Only the next run's balance depends on it.
  }
  const code = codes.find((value) => value !== 0) ?? 0;
  // Shards may each find nothing when the arguments select little; all of them finding nothing
  // means the arguments selected no journey at all.
  if (code === 0 && stats.expected + stats.unexpected + stats.flaky + stats.skipped === 0) {
    return record('playwright', 1, {}, 'no journey matched: counted as one failure');
  }
  // A test that failed once and passed on retry is flaky, not failed; the list output shows it.
  const { expected, unexpected, flaky, skipped } = stats;
  record('playwright', code, { passed: expected + flaky, failed: unexpected, skipped });
}

/**
 * The journey files the arguments select (Playwright's own listing, a second or two), dealt into at
 * most `count` groups of about the same weight, the heaviest first: a file weighs what it took
 * last time on this machine (kept in node_modules/.cache), else its size. Playwright's own
 * --shard counts tests in file order, which put every long admin journey in the first shard.
 */
async function shardFiles(chromium, count, durations) {
  const listing = path.join(reportDir, 'playwright-list.json');
  await run(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json', ...forwarded],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_FILE: listing,
    },
  );
  const files = (readJson(listing)?.suites ?? []).map((suite) => suite.file);
  // Unreadable, the listing decides nothing: one run reports the problem itself.
  if (files.length === 0) return [];
  const weight = (file) => durations[file] ?? statSync(path.join(root, 'e2e', 'tests', file)).size;
  const groups = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], weight: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.files.push(file);
    lightest.weight += weight(file);
  }
  return groups.map((group) => group.files.sort());
}

/** What each journey file took, summed over its tests, from a run's JSON report. */
function fileDurations(json) {
  const durations = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          durations[file] = (durations[file] ?? 0) + (result.duration ?? 0);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of json.suites ?? []) walk(suite, suite.file);
  return durations;
}

/** The journeys of a run's JSON report that failed, or passed only when retried, by file and title. */
function journeyOutcomes(json) {
  const outcomes = [];
  const walk = (suite, file, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const kind = test.status === 'unexpected' ? 'failed' : 'flaky';
        outcomes.push({ kind, name: [`e2e/tests/${file}:${spec.line}`, ...titles, spec.title].join(' › ') });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, suite.file, []);
  return outcomes;
}

/**
 * How many Playwright runs go side by side, each with its own server and database on a share of
 * the journeys (E2E_SHARDS, else one per core, at most two). A journey waits on its server and its
 * browser in turn, so two runs keep two cores busier than one; their own databases keep the
 * journeys of one run from seeing the other's orders and settings.
 */
function e2eShards() {
  const fromEnv = Number(process.env.E2E_SHARDS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

try {
  if (runUnit && !interrupted) await vitest();
  if (runE2e && !interrupted) await playwright();
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

console.log('');
for (const { kind, name } of named) console.log(`test: ${kind}: ${name}`);
for (const r of results) {
  console.log(
    `test: ${r.runner}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0) + (interrupted ? 1 : 0);
if (interrupted) console.log('test: interrupted');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
