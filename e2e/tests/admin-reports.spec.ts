import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import {
  expect,
  placeOrderThroughApi,
  signInWithToken,
  soldAsItself,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

/** What the reports screen says, in both languages. */
const LANGUAGES = [
  {
    name: 'Romanian',
    prefix: '',
    title: 'Rapoarte',
    kinds: [
      'Vânzări',
      'Cele mai vândute',
      'Cupoane',
      'Valoarea stocului',
      'Fără vânzări',
      'Checkout abandonat',
    ],
    orders: 'Comenzi',
    from: 'De la',
    to: 'Până la',
    group: 'Grupare',
    byWeek: 'Pe săptămâni',
    last7: 'Ultimele 7 zile',
    download: 'Exportă CSV',
    reversed: 'Data de sfârșit este înaintea celei de început.',
    salesHeader: 'De la;Până la;Comenzi;',
    noCoupons: 'Niciun cupon folosit în acest interval.',
    noVisits: 'Nicio vizită la finalizarea comenzii în acest interval.',
  },
  {
    name: 'English',
    prefix: '/en',
    title: 'Reports',
    kinds: ['Sales', 'Best sellers', 'Coupons', 'Stock value', 'Slow movers', 'Abandoned checkout'],
    orders: 'Orders',
    from: 'From',
    to: 'To',
    group: 'Group',
    byWeek: 'By week',
    last7: 'Last 7 days',
    download: 'Export CSV',
    reversed: 'The end date is before the start date.',
    salesHeader: 'De la;Până la;Comenzi;',
    noCoupons: 'No coupon used in this range.',
    noVisits: 'No checkout visit in this range.',
  },
] as const;

/** A product with stock, and an order of it placed today: the reports have a sale to show. */
async function orderToday(request: APIRequestContext): Promise<{ title: string }> {
  const list = await request.get('/api/produse/?per=50&in_stoc=true');
  const product = (await list.json()).results.find(
    (item: { stoc: number }) => item.stoc > 5 && soldAsItself(item),
  ) as {
    id: number;
    titlu: string;
  };
  await placeOrderThroughApi(request, {
    lines: [{ produs: product.id, cantitate: 2 }],
    email: `raport-${uniqueSuffix()}@example.ro`,
  });
  return { title: product.titlu };
}

/** The page itself never scrolls sideways (a wide table scrolls in its own frame). */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the reports screen', () => {
  for (const language of LANGUAGES) {
    test(`in ${language.name}: opens each report, changes the range in the URL and downloads a CSV`, async ({
      page,
      request,
      axe,
    }) => {
      test.slow();
      const token = await staffToken(request);
      const sold = await orderToday(request);
      await signInWithToken(page, token, { admin: true });

      // Reached from the admin's menu (whose links lead to the Romanian admin: English by its URL).
      await page.goto('/admin/dashboard');
      await page
        .getByRole('navigation', { name: 'Meniu administrare' })
        .getByRole('link', { name: 'Rapoarte' })
        .click();
      await expect(page).toHaveURL(/\/admin\/rapoarte$/);
      if (language.prefix) await page.goto(`${language.prefix}/admin/rapoarte`);
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      const reports = page.getByRole('navigation', { name: language.title });

      // Sales, the last 30 days by default: today's order is in the total.
      const table = page.getByRole('table', { name: language.kinds[0] });
      await expect(table).toBeVisible();
      const totalRow = table.getByRole('row').last();
      await expect(totalRow).toBeVisible();
      const orders = Number(await totalRow.getByRole('cell').first().textContent());
      expect(orders).toBeGreaterThanOrEqual(1);
      await axe();

      // By week, then the last 7 days: both in the URL, and a reload keeps them.
      await page.getByLabel(language.group).selectOption('week');
      await expect(page).toHaveURL(/grupare=week/);
      await page.getByRole('button', { name: language.last7 }).click();
      await expect(page).toHaveURL(/de_la=\d{4}-\d{2}-\d{2}/);
      await expect(page.getByRole('button', { name: language.last7 })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const from = await page.getByLabel(language.from).inputValue();
      await page.reload();
      await expect(page.getByLabel(language.from)).toHaveValue(from);
      await expect(page.getByLabel(language.group)).toHaveValue('week');
      await expect(table.getByRole('row').last()).toBeVisible();

      // The CSV holds the same figures.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: language.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^vanzari-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith(`\uFEFF${language.salesHeader}`)).toBe(true);
      expect(csv).toMatch(/\r\nTOTAL;;\d+;/);

      // A reversed range is refused on the screen, before any request.
      await page.getByLabel(language.to).fill(from.replace(/^(\d{4})/, (year) => String(Number(year) - 1)));
      await expect(page.getByRole('alert')).toHaveText(language.reversed);
      await page.getByRole('button', { name: language.last7 }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Every other report opens, keeps the range, and passes axe.
      for (const kind of language.kinds.slice(1)) {
        await reports.getByRole('link', { name: kind, exact: true }).click();
        await expect(reports.getByRole('link', { name: kind, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        // Other journeys may or may not have used a coupon (or opened checkout) this week: the
        // table or its empty state.
        await expect(
          page
            .getByRole('table', { name: kind })
            .or(page.getByText(language.noCoupons, { exact: true }))
            .or(page.getByText(language.noVisits, { exact: true })),
        ).toBeVisible();
        if (kind !== language.kinds[3]) await expect(page).toHaveURL(/de_la=/);
        await axe();
      }

      // The product sold today is among the best sellers.
      await reports.getByRole('link', { name: language.kinds[1], exact: true }).click();
      await expect(page.getByRole('table', { name: language.kinds[1] })).toContainText(sold.title);
    });
  }

  test('is usable on a phone: no sideways scroll, the report switch and the download within reach', async ({
    page,
    request,
    axe,
  }) => {
    const token = await staffToken(request);
    await orderToday(request);
    await signInWithToken(page, token, { admin: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/rapoarte?raport=best-sellers');
    await expect(page.getByRole('table', { name: 'Cele mai vândute' })).toBeVisible();
    await expectNoPageScroll(page);
    await axe();
    await page.getByRole('link', { name: 'Valoarea stocului', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Valoarea stocului' })).toBeVisible();
    await expectNoPageScroll(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportă CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^valoare-stoc-\d{4}-\d{2}-\d{2}\.csv$/);
    await axe();
  });

  test('counts a checkout visit without an order as abandoned, and one that ordered as converted', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const token = await staffToken(request);
    const list = await request.get('/api/produse/?per=50&in_stoc=true');
    const product = (await list.json()).results.find(
      (item: { stoc: number }) => item.stoc > 5 && soldAsItself(item),
    ) as CartProduct;
    /** The report's totals from `days` days before today (Romanian days) to today. */
    const report = async (days = 0) => {
      const day = (offset: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
          new Date(Date.now() - offset * 86_400_000),
        );
      const response = await request.get(
        `/api/admin/reports/abandoned-checkouts/?from=${day(days)}&to=${day(0)}`,
        { headers: { authorization: `Token ${token}` } },
      );
      expect(response.ok()).toBe(true);
      return (await response.json()).totals as { sessions: number; converted: number; abandoned: number };
    };
    const before = await report();

    // A shopper reaches checkout with a cart and leaves: the page recorded the visit.
    await page.goto('/');
    await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [
      CART_KEY,
      storedCart([cartLine(product, 2)]),
    ] as const);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await report()).sessions).toBe(before.sessions + 1);
    const left = await report();
    expect(left.abandoned).toBe(before.abandoned + 1);

    // Another visit places its order (through the API, naming the visit as the page does): it
    // counts as converted, not abandoned.
    await page.evaluate(() => sessionStorage.removeItem('checkout-vizita'));
    await page.reload();
    await expect.poll(async () => (await report()).sessions).toBe(left.sessions + 1);
    const visit = await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkout-vizita') ?? 'null'));
    expect(visit).toMatch(/^[0-9a-f-]{36}$/);
    await placeOrderThroughApi(request, {
      lines: [{ produs: product.id, cantitate: 1 }],
      email: `abandon-${uniqueSuffix()}@example.ro`,
      checkoutVisit: visit,
    });
    const now = await report();
    expect(now.converted).toBe(left.converted + 1);
    expect(now.abandoned).toBe(left.abandoned);

    // The report on the staff's screen, on a phone too, with its CSV.
    await signInWithToken(page, token, { admin: true });
    await page.goto('/admin/rapoarte?raport=abandoned-checkouts');
    const table = page.getByRole('table', { name: 'Checkout abandonat' });
    await expect(table).toBeVisible();
    // The screen opens on the last 30 days: its total row says what the API says for them.
    const month = await report(29);
    await expect(table.getByRole('row').last()).toContainText(`Total${month.sessions}${month.converted}`);
    await axe();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeVisible();
    await expectNoPageScroll(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportă CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^checkout-abandonat-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFZiua;Vizite la finalizare;Cu comandă;Abandonate;')).toBe(true);
    await axe();
  });
});
