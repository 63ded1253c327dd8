import { test } from '../fixtures';

/** The accessibility check every journey runs: it must fail on what stays wrong, and only on that. */
test.describe('the axe check', () => {
  test.fail('fails a page whose text keeps too little contrast', async ({ page, axe }) => {
    await page.goto('/despre-noi');
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Un text prea palid';
      faint.style.cssText = 'color: #b8b8b8; background: #ffffff';
      document.querySelector('main')?.append(faint);
    });
    await axe();
  });

  test.fail(
    'fails a control whose visible label is not part of its name (WCAG 2.5.3)',
    async ({ page, axe }) => {
      await page.goto('/despre-noi');
      await page.evaluate(() => {
        const button = document.createElement('button');
        button.textContent = 'Trimite';
        button.setAttribute('aria-label', 'Închide fereastra');
        document.querySelector('main')?.append(button);
      });
      await axe();
    },
  );

  test('passes text that was fading in while it looked, once it has settled', async ({ page, axe }) => {
    await page.goto('/despre-noi');
    await page.evaluate(() => {
      const arriving = document.createElement('p');
      arriving.textContent = 'Un mesaj care apare';
      arriving.style.cssText =
        'color: #171717; background: #ffffff; opacity: 0.35; transition: opacity 600ms';
      document.querySelector('main')?.append(arriving);
      // It starts to fade in after the check has begun, as a toast whose code loads on first use.
      setTimeout(() => (arriving.style.opacity = '1'), 50);
    });
    await axe();
  });
});
