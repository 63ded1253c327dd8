// Measures search-suggestion latency (GET /api/produse/?q=…&limit=8) on the demo catalogue.
// Starts the built server on a free port with a fresh data folder, unless BENCH_URL points at one.
// Usage: npm run build && node bench/search-suggestions.mjs [rounds]
import { startFreshShop } from './shop-server.mjs';

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startFreshShop();
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
