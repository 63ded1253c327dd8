// JavaScript a first visit actually transfers, read from Chromium's network events: the scripts
// whose download finished before the page's load event, and all of them until the network is
// idle (the parts loaded before hydration, the below-the-fold parts, the texts' chunks). Bytes are
// what came over the wire (`encodedDataLength`: compressed body and headers), so the server's
// compression counts as a browser sees it. Each page in a new context (empty cache), at 390 px.
// web-first-load.mjs counts the same budget from the build's manifest, without a browser.
// Usage: npm run build && node bench/js-before-load.mjs
//        BEFORE_DIR=/tmp/before node bench/js-before-load.mjs   (another built checkout first)
import path from 'node:path';
import { chromium } from 'playwright';
import { isBuiltCheckout, pagesToMeasure, shopArgs, startOnSeededData } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const builds = [['this build', process.cwd()]];
if (process.env.BEFORE_DIR) {
  const before = path.resolve(process.env.BEFORE_DIR);
  if (!isBuiltCheckout(before)) {
    console.error('BEFORE_DIR must name a built checkout of the shop (apps/api/dist/main.js).');
    process.exit(2);
  }
  builds.unshift(['before', before]);
}

/** Scripts transferred for one visit: [bytes, files] before the load event and until idle. */
async function scriptsOfVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const types = new Map();
    const finished = [];
    let loadedAt = Infinity;
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => finished.push(event));
    cdp.on('Page.loadEventFired', (event) => {
      loadedAt = event.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    const scripts = finished.filter((event) => types.get(event.requestId) === 'Script');
    const total = (events) => [
      events.reduce((sum, event) => sum + event.encodedDataLength, 0),
      events.length,
    ];
    return {
      beforeLoad: total(scripts.filter((event) => event.timestamp <= loadedAt)),
      untilIdle: total(scripts),
    };
  } finally {
    await context.close();
  }
}

const kb = ([bytes, files]) => `${(bytes / 1024).toFixed(1)} KB (${files})`;
const browser = await chromium.launch({ executablePath: CHROME_PATH });
const rows = new Map();
try {
  for (const [name, dir] of builds) {
    const shop = await startOnSeededData(name.replace(/\W/g, ''), shopArgs(), serverEnv(), { cwd: dir });
    try {
      const pages = await pagesToMeasure(shop.url);
      // Warm the server's caches and code paths, as in a running shop.
      for (const route of Object.values(pages)) await fetch(`${shop.url}${route}`);
      for (const [page, route] of Object.entries(pages)) {
        const visit = await scriptsOfVisit(browser, `${shop.url}${route}`);
        rows.set(page, [...(rows.get(page) ?? []), `${kb(visit.beforeLoad)} / ${kb(visit.untilIdle)}`]);
      }
    } finally {
      await shop.stop();
    }
  }
} finally {
  await browser.close();
}

console.log(`| page | ${builds.map(([name]) => `${name}: before load / until idle (files)`).join(' | ')} |`);
console.log(`| --- | ${builds.map(() => '---').join(' | ')} |`);
for (const [page, cells] of rows) console.log(`| ${page} | ${cells.join(' | ')} |`);
