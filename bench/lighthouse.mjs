// Lighthouse 12 on the production build: Performance, Accessibility, Best Practices and SEO of
// the eight public pages issue 29 names (home, shop listing, a category, a product page, search
// results, the blog, a blog post, an information page) and the checkout, with the mobile preset (simulated
// slow 4G and a 4x slower CPU) and the desktop one, as a first-time visitor (no saved cookie
// choice, so the banner shows). Each page and preset runs `runs` times; the table shows the run
// with the median Performance score and the largest paint's element.
// Usage: npm run build && CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs [runs = 3]
//        LIGHTHOUSE_PAGES=home,product node bench/lighthouse.mjs   (some of the pages, e.g. to re-run one)
//        BENCH_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs   (a shop already running)
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pagesToMeasure, startFreshShop } from './shop-server.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// As the end-to-end tests start it: this machine has no network beyond loopback.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function startBenchShop() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  return startFreshShop('shop-lighthouse-');
}

const shop = await startBenchShop();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const results = [];
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = Object.fromEntries(
    Object.entries({ ...(await pagesToMeasure(shop.url)), checkout: '/checkout' }).filter(
      ([name]) => !only || only.includes(name),
    ),
  );
  // One page load first, so the server's code paths and caches are warm as in a running shop.
  for (const route of Object.values(pages)) await fetch(`${shop.url}${route}`);

  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const [name, route] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const { lhr } = await lighthouse(
          `${shop.url}${route}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          config,
        );
        if (lhr.runtimeError) {
          // A run Lighthouse could not finish (a page that did not paint in its time): reported, not scored.
          console.error(`${preset} ${name}: run ${run + 1} failed: ${lhr.runtimeError.code}`);
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const lcpElement =
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          lcpElement: lcpElement
            ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.selector ?? ''})`.slice(0, 80)
            : '—',
        });
      }
      if (runs.length === 0) throw new Error(`${preset} ${name}: every run failed`);
      runs.sort((a, b) => a.performance - b.performance);
      results.push({
        preset,
        name,
        median: runs[Math.floor(runs.length / 2)],
        all: runs.map((r) => r.performance),
      });
    }
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Lighthouse, ${RUNS} runs per row, the median run by Performance; load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
);
console.log(
  '| preset | page | Performance (all runs) | A11y | BP | SEO | FCP | LCP | TBT | CLS | LCP element |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { preset, name, median: m, all } of results) {
  console.log(
    `| ${preset} | ${name} | ${m.performance} (${all.join(', ')}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.lcpElement.replace(/\|/g, '/')} |`,
  );
}
