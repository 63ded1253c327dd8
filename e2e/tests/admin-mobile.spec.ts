import type { Page } from '@playwright/test';
import { ADMIN_SCREEN_PATHS } from '../../apps/web/src/app/routes/admin/admin-screen-paths';
import { concretePath, framesScrollingSideways, sampleIds, sidewaysOverflow } from '../admin-walk';
import { expect as baseExpect, signInWithToken, staffToken, test } from '../fixtures';

/**
 * Staff's day on a phone (390 x 844): every admin screen the router knows, one after the other in
 * one page, with nothing wider than the screen (neither the page nor a table's frame inside it:
 * a list's rows are cards there) and no accessibility violation; the orders' filters fold behind
 * a button and open and close from the keyboard (docs/decisions/058).
 */

// Two dozen screens, each scanned by axe, on two cores shared with other runs.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ navigationTimeout: 60_000, viewport: { width: 390, height: 844 } });

/** The screen is drawn: its one heading, nothing still loading. */
async function drawn(page: Page, url: string) {
  await expect(page.getByRole('heading', { level: 1 }), `${url}: its heading`).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${url}: still loading`).toHaveCount(0);
}

/** Nothing scrolls sideways: not the page, not a frame inside it. */
async function fitsThePhone(page: Page, url: string) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const { culprits } = await sidewaysOverflow(page);
  // Soft: the walk goes on, so one run names every screen that does not fit.
  expect.soft(fits, `${url} scrolls sideways at 390 px:\n${culprits.join('\n')}`).toBe(true);
  const frames = await framesScrollingSideways(page);
  expect.soft(frames, `${url}: boxes that scroll sideways at 390 px`).toEqual([]);
}

test('every admin screen fits a phone, its lists as cards and its filters folded', async ({
  page,
  request,
  axe,
}) => {
  const staff = await staffToken(request);
  const samples = await sampleIds(request, staff);
  await signInWithToken(page, staff, { admin: true });

  // The orders: the rows are cards, the filters wait behind their button.
  await page.goto('/admin/comenzi');
  await drawn(page, '/admin/comenzi');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Comenzi' }).getByRole('listitem').first()).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filtre/ });
  const filters = page.getByRole('search');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();

  // Opened from the keyboard, a filter chosen there, the URL keeps it; closed the same way.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(filters.locator(':focus')).toHaveCount(1);
  await fitsThePhone(page, '/admin/comenzi (filters open)');
  await axe();
  await filters.getByRole('combobox').first().selectOption({ index: 1 });
  await expect(page).toHaveURL(/\?.+=/);
  await expect(page.getByRole('button', { name: 'Filtre (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtre (1)' }).focus();
  await page.keyboard.press('Space');
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtre (1)' })).toHaveAttribute('aria-expanded', 'false');

  // Then every screen of the router, the lists and what opens from them.
  for (const path of ADMIN_SCREEN_PATHS) {
    const url = `/admin/${concretePath(path, samples)}`;
    await page.goto(url);
    await drawn(page, url);
    await fitsThePhone(page, url);
    await axe();
  }
});
