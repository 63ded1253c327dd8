import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNetopiaStandIn, type NetopiaStandIn } from '../../apps/api/src/test/netopia-stand-in';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import { expect, test, uniqueSuffix, soldAsItself } from '../fixtures';

/**
 * A card order paid through Netopia, end to end: the web checkout, Netopia's payment page (its
 * loopback stand-in), the signed IPN to the shop, the return, the success page.
 *
 * Every other card journey pays on the sandbox page of the shared server; this one starts a server
 * of its own configured for Netopia (docs/decisions/051), so that no journey running beside it
 * changes provider halfway.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 300_000;

let standIn: NetopiaStandIn;
let server: ChildProcess;
let shop = '';
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok && ((await response.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial', timeout: START_TIMEOUT_MS + 60_000 });

test.beforeAll(async () => {
  standIn = await startNetopiaStandIn();
  const port = await freePort();
  shop = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-netopia-'));
  // As root the embedded PostgreSQL runs as `postgres` and must reach its cluster inside.
  chmodSync(dataDir, 0o755);
  server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: shop,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ORDER_RATE_LIMIT: '100000',
      DATABASE_URL: '',
      EFACTURA_ENV: 'off',
      ...standIn.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (!(await healthy(shop))) {
    if (server.exitCode !== null) throw new Error(`the Netopia journey's server exited (${server.exitCode})`);
    if (Date.now() - started > START_TIMEOUT_MS)
      throw new Error("the Netopia journey's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

test('a card order paid on Netopia lands on the success page, paid', async ({ page, axe }) => {
  const listed = await fetch(`${shop}/api/produse/?per=30&page=1&in_stoc=1&ordering=price`);
  const { results } = (await listed.json()) as { results: CartProduct[] };
  const product = results.filter(soldAsItself).find((candidate) => candidate.stoc >= 5)!;
  await page.goto(`${shop}/`);
  await page.evaluate(
    ([key, cart]) => {
      localStorage.setItem(key, cart);
      localStorage.setItem('lang', 'ro');
    },
    [CART_KEY, storedCart([cartLine(product, 1)])] as const,
  );

  await page.goto(`${shop}/checkout`);
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`netopia-${uniqueSuffix()}@example.ro`);
  await page.getByRole('textbox', { name: 'Telefon mobil' }).fill('0722 123 456');
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Popescu');
  await page.getByRole('textbox', { name: 'Prenume', exact: true }).fill('Ana');
  await page.getByRole('combobox', { name: 'Județ' }).selectOption('Cluj');
  await page.getByRole('textbox', { name: 'Localitate' }).fill('Cluj-Napoca');
  await page.getByRole('textbox', { name: 'Adresă', exact: true }).fill('Str. Memorandumului 1, ap. 4');
  await page.getByRole('textbox', { name: 'Cod poștal' }).fill('400114');
  await page.getByRole('radio', { name: 'Card online', exact: true }).check();
  await page.getByRole('checkbox', { name: /Am citit și accept/ }).check();
  await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();

  // Netopia's page (the stand-in): the shop sent the browser's 3-D Secure data with the start.
  await page.waitForURL(new RegExp(`^${standIn.url}/pay/\\d+$`));
  const ntpID = /\/pay\/(\d+)$/.exec(page.url())![1]!;
  const data = (standIn.payments.get(ntpID)!.request as { payment: { data: Record<string, string> } }).payment
    .data;
  expect(data).toMatchObject({
    BROWSER_SCREEN_WIDTH: expect.stringMatching(/^\d+$/),
    BROWSER_COLOR_DEPTH: expect.stringMatching(/^\d+$/),
    BROWSER_TZ: expect.any(String),
    BROWSER_JAVA_ENABLED: 'false',
    BROWSER_USER_AGENT: expect.stringContaining('Mozilla'),
    IP_ADDRESS: expect.any(String),
  });
  await page.getByRole('button', { name: 'Aprobă plata' }).click();

  // The signed IPN reached the shop, which accepted it; the browser came back through the return.
  await page.waitForURL(/\/success\?order=\d+&key=/);
  expect(standIn.ipns.at(-1)).toMatchObject({ answer: 200 });
  await expect(page.getByText('Stare: Plătită')).toBeVisible();
  await axe();
});
