import { expect, signInWithToken, staffToken, test } from '../fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * The same shop opened under another host name than PUBLIC_URL (`www.` or not, the server's IP):
 * the server listens on 127.0.0.1 with PUBLIC_URL http://127.0.0.1:PORT, and the journey opens it
 * as http://localhost:PORT, another origin for the Content-Security-Policy.
 */
function otherHostName(baseURL: string): string {
  const url = new URL(baseURL);
  if (url.hostname !== '127.0.0.1') throw new Error(`expected a server on 127.0.0.1, got ${baseURL}`);
  url.hostname = 'localhost';
  return url.origin;
}

/** Content-Security-Policy refusals the browser reports in the console. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Brings each image into view (lazy ones load then) and waits until it has pixels. */
async function expectEveryImageLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        {
          message: `image ${index + 1} of ${count} loaded`,
        },
      )
      .toBe(true);
  }
}

test.describe('the admin under another host name', () => {
  test('products list and a product’s images load, with no CSP refusal', async ({
    page,
    request,
    axe,
    baseURL,
  }) => {
    // Two screens with every image brought into view, each scanned by axe: minutes on a busy machine.
    test.setTimeout(240_000);
    const origin = otherHostName(baseURL!);
    const token = await staffToken(request);
    await signInWithToken(page, token, { admin: true });
    const violations = watchCspViolations(page);

    await page.goto(`${origin}/admin/products`);
    // A busy machine may take a while for the first admin screen.
    await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
    await expectEveryImageLoaded(page.getByRole('table').locator('img'));
    await axe();

    // A seeded product with more than one image.
    const products = (await (
      await request.get('/api/admin/products/?page_size=50', {
        headers: { authorization: `Token ${token}` },
      })
    ).json()) as { results: { id: number }[] };
    let productId: number | null = null;
    for (const { id } of products.results) {
      const detail = (await (
        await request.get(`/api/admin/products/${id}/`, { headers: { authorization: `Token ${token}` } })
      ).json()) as { imagini: string[] };
      if (detail.imagini.length > 1) {
        productId = id;
        break;
      }
    }
    expect(productId, 'a seeded product with several images').not.toBeNull();
    await page.goto(`${origin}/admin/products/${productId}`);
    await expect(page.getByRole('listitem').locator('img').nth(1)).toBeVisible({ timeout: 20_000 });
    await expectEveryImageLoaded(page.locator('img'));
    await axe();

    expect(violations).toEqual([]);
  });
});
