// Server-rendered pages under load: pages per second and latency at 10 connections for the home,
// the shop listing, a product page, the blog and an information page, as `npm start` runs the
// server (catalogue cache on), then the server's memory right after that mixed load, 10 s and
// 30 s later. With BEFORE_DIR (another built checkout, see catalog-before-after.mjs) the two
// builds take turns, each page's runs alternating, and the table compares them.
// Usage: npm run build && [BEFORE_DIR=/tmp/before] node bench/pages-load.mjs [seconds = 5] [rounds = 3]
import { isBuiltCheckout, loadRun, rssMiB, shopArgs, startOnSeededData } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 10;
const BEFORE_DIR = process.env.BEFORE_DIR;
if (BEFORE_DIR && !isBuiltCheckout(BEFORE_DIR)) {
  console.error('BEFORE_DIR must name a built checkout of the shop (apps/api/dist/main.js).');
  process.exit(2);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const load = (url) => loadRun(url, { connections: CONNECTIONS, seconds: SECONDS });

const startBuild = async (name, cwd) => ({
  name,
  server: await startOnSeededData(name, shopArgs(), serverEnv(), { cwd }),
  runs: {},
  memory: {},
});
const builds = [
  ...(BEFORE_DIR ? [await startBuild('before', BEFORE_DIR)] : []),
  await startBuild('after', process.cwd()),
];
try {
  const list = await (await fetch(`${builds.at(-1).server.url}/api/produse/?per=1`)).json();
  const pages = {
    home: '/',
    listing: '/produse',
    product: `/produs/${list.results[0].slug}`,
    blog: '/blog',
    'information page': '/despre-noi',
  };
  for (const [name, route] of Object.entries(pages)) {
    for (const build of builds) await load(`${build.server.url}${route}`); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        (build.runs[name] ??= []).push(await load(`${build.server.url}${route}`));
      }
    }
  }
  // Memory: each server alone, after one more pass over every page.
  for (const build of builds) {
    for (const route of Object.values(pages)) await load(`${build.server.url}${route}`);
    build.memory.afterLoad = rssMiB(build.server.pid);
    await pause(10_000);
    build.memory.after10s = rssMiB(build.server.pid);
    await pause(20_000);
    build.memory.after30s = rssMiB(build.server.pid);
  }
} finally {
  for (const build of builds) await build.server.stop();
}

const medianRun = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
const show = (runs) => {
  const median = medianRun(runs);
  return `${Math.round(median.rps)}/s p50 ${median.p50} ms p99 ${median.p99} ms (${runs.map((run) => Math.round(run.rps)).join(', ')})`;
};
console.log(
  `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per page${BEFORE_DIR ? ', builds alternating' : ''}; median run (rates of all runs)`,
);
const names = Object.keys(builds.at(-1).runs);
if (BEFORE_DIR) {
  console.log('| page | before | after | after / before |');
  console.log('| --- | --- | --- | --- |');
  for (const name of names) {
    const [before, after] = builds.map((build) => build.runs[name]);
    console.log(
      `| ${name} | ${show(before)} | ${show(after)} | ${(medianRun(after).rps / medianRun(before).rps).toFixed(2)}x |`,
    );
  }
} else {
  console.log('| page | rate |');
  console.log('| --- | --- |');
  for (const name of names) console.log(`| ${name} | ${show(builds[0].runs[name])} |`);
}
for (const build of builds) {
  const m = build.memory;
  console.log(
    `RSS ${build.name} (MiB): right after the load ${m.afterLoad}, 10 s later ${m.after10s}, 30 s later ${m.after30s}`,
  );
}
