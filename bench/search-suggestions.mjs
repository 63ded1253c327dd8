// Measures search-suggestion latency (GET /api/produse/?q=…&limit=8) on the demo catalogue.
// Starts the built server on a free port with a fresh data folder, unless BENCH_URL points at one.
// Usage: npm run build && node bench/search-suggestions.mjs [rounds]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROUNDS = Number(process.argv[2] ?? 30);
const QUERIES = [
  'crema',
  'cremă',
  'apa termala',
  'apă termală',
  'ser vitamina c',
  'hidratnta',
  'protectie solara',
  'protecţie',
  'ten sensibil',
  'acnee',
  'miere',
  'sapun',
  'spf',
  'cream',
  'thermal water',
  'h',
];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServer();
try {
  const time = async (path) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const series = {
    'search suggestions (q, limit=8)': QUERIES.map((q) => `/api/produse/?q=${encodeURIComponent(q)}&limit=8`),
    'baseline: newest 8, no search': QUERIES.map(() => '/api/produse/?per=8'),
  };
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const medians = [];
  for (const [name, paths] of Object.entries(series)) {
    for (const path of paths) await time(path); // warm-up: connections, plans, caches
    const times = [];
    for (let round = 0; round < ROUNDS; round++) for (const path of paths) times.push(await time(path));
    times.sort((a, b) => a - b);
    medians.push(percentile(times, 50));
    console.log(`${name}: ${times.length} requests, sequential, over HTTP on loopback`);
    console.log(
      `  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  p99 ${fmt(percentile(times, 99))}  max ${fmt(times.at(-1))}`,
    );
  }
  console.log(`search / baseline at p50: ${(medians[0] / medians[1]).toFixed(2)}x`);
} finally {
  await server.stop();
}
