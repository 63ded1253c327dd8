import { expect, test } from '../fixtures';

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

      await page.reload();
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.locator('[data-splash]')).toHaveCount(0);
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
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForTimeout(500);
        await expect(page.locator('[data-splash]')).toHaveCount(0);
      });
    });
  });

  test('does not show on a desktop screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-splash]')).toHaveCount(0);
  });
});
