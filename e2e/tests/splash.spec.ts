import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';

/**
 * The splash was decided against: the head script, which decides with the same rule as the app
 * (wantsSplash), laid no cover before the first paint, and the running app shows none.
 */
async function expectNoSplash(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveClass(/splash-cover/);
  await expect(page.locator('[data-splash]')).toHaveCount(0);
}

/** Contract §2 and §9: the splash on a phone's first visit, once, closed by 3 s at the latest. */

test.describe('splash', () => {
  test.use({ presetSplashSeen: false });

  test.describe('on a phone-sized screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows on the first visit over the rendered page, closes by itself, and never again', async ({
      page,
      axe,
    }) => {
      await page.goto('/');
      const splash = page.getByRole('dialog', { name: 'Bine ai venit la Salvia' });
      await expect(splash).toBeVisible();
      // The page under it is the server's, already there.
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(splash.locator('video')).toHaveAttribute('src', '/splash.webm');
      await axe();
      await expect(splash).toBeHidden({ timeout: 3_500 });
      expect(await page.evaluate(() => localStorage.getItem('seenSplash'))).toBe('true');
      // The cover laid before the first paint went with it.
      await expect(page.locator('html')).not.toHaveClass(/splash-cover/);

      await page.reload();
      await expectNoSplash(page);
    });

    test('is decided before the first paint: the page is covered before the app runs', async ({
      context,
    }) => {
      // Without the app's code the only thing that can decide is the server's head script. A page
      // of its own: the fixture's page waits for a hydration that cannot come.
      const page = await context.newPage();
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(/splash-cover/);
      const cover = () =>
        page.evaluate(() => {
          const style = getComputedStyle(document.body, '::after');
          return {
            position: style.position,
            background: style.backgroundColor,
            lift: `${style.animationName} ${style.animationDelay}`,
            visibility: style.visibility,
          };
        });
      // Whole-screen, in the splash's colour, until it lifts by itself at 3 s (a busy machine may
      // already be past that, so the lift is read from the rule rather than timed).
      expect(await cover()).toMatchObject({
        position: 'fixed',
        background: 'rgb(31, 92, 69)',
        lift: 'splash-cover-lift 3s',
      });
      await expect.poll(async () => (await cover()).visibility, { timeout: 4_000 }).toBe('hidden');
    });

    test('closes at once with its skip button', async ({ page }) => {
      await page.goto('/produse');
      const splash = page.getByRole('dialog', { name: 'Bine ai venit la Salvia' });
      await splash.getByRole('button', { name: 'Sari peste' }).click();
      await expect(splash).toBeHidden();
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('does not show', async ({ page }) => {
        await page.goto('/');
        await expectNoSplash(page);
      });
    });
  });

  test('covers nothing before the first paint on a desktop screen', async ({ context }) => {
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/splash-cover/);
  });

  test('does not show on a desktop screen', async ({ page }) => {
    await page.goto('/');
    await expectNoSplash(page);
  });
});
