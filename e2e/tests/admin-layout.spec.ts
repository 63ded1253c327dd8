import type { Page } from '@playwright/test';
import { ADMIN_OPEN_PATHS, ADMIN_SCREEN_PATHS } from '../../apps/web/src/app/routes/admin/admin-screen-paths';
import { concretePath, sampleIds, sidewaysOverflow } from '../admin-walk';
import { expect as baseExpect, signInWithToken, staffToken, test } from '../fixtures';

/**
 * Every admin screen, read from the list the admin's router is built from, on a phone and on a
 * desktop: nothing scrolls sideways, one main landmark, one level-1 heading. A screen added to the
 * router is walked here the day it is added; one whose path takes an id needs a sample below.
 */

// Two dozen screens on two cores shared with other runs.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ navigationTimeout: 60_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The screen is drawn (its heading, nothing still loading), then measured. */
async function checkScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }), `${url}: one level-1 heading`).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${url}: still loading`).toHaveCount(0);
  await expect(page.getByRole('main'), `${url}: one main landmark`).toHaveCount(1);
  const { excess, culprits } = await sidewaysOverflow(page);
  // Soft: the walk goes on, so one run names every screen that does not fit.
  expect
    .soft(
      excess,
      `${url} scrolls sideways by ${excess}px at ${page.viewportSize()?.width}px:\n${culprits.join('\n')}`,
    )
    .toBeLessThanOrEqual(0);
}

for (const [name, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`every admin screen fits ${name} (${viewport.width} px), with one main and one heading`, async ({
    page,
    request,
  }) => {
    const staff = await staffToken(request);
    const samples = await sampleIds(request, staff);
    await page.setViewportSize(viewport);
    await signInWithToken(page, staff, { admin: true });
    // The index first: it sends staff on to a screen of the menu.
    await checkScreen(page, '/admin');
    for (const path of ADMIN_SCREEN_PATHS) await checkScreen(page, `/admin/${concretePath(path, samples)}`);
  });

  test(`the admin sign-in and invitation fit ${name} (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ADMIN_OPEN_PATHS) await checkScreen(page, `/${path}`);
  });
}
