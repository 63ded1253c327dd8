import type { APIRequestContext } from '@playwright/test';
import type { StandInPerson } from '../../apps/api/src/test/oidc-stand-in';
import { expect, registerCustomer, test, uniqueSuffix } from '../fixtures';

/** Names who signs in next at the harness's stand-in of Google and Facebook. */
async function nextPerson(
  request: APIRequestContext,
  provider: 'google' | 'facebook',
  person: StandInPerson,
) {
  const url = process.env.E2E_OIDC_URL;
  expect(url, "E2E_OIDC_URL is set by the global setup, which starts the providers' stand-in").toBeTruthy();
  const response = await request.post(`${url}/next-person`, { data: { provider, ...person } });
  expect(response.status()).toBe(200);
}

test('signs in with Google as a new customer and lands on the account', async ({ page, request, axe }) => {
  const email = `google.${uniqueSuffix()}@example.ro`;
  await nextPerson(request, 'google', {
    sub: `g-${uniqueSuffix()}`,
    email,
    emailVerified: true,
    firstName: 'Ioana',
    lastName: 'Marin',
  });
  await page.goto('/login?next=/contul-meu');
  await expect(page.getByRole('link', { name: 'Continuă cu Facebook' })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'Continuă cu Google' }).click();
  await expect(page).toHaveURL(/\/contul-meu$/);
  await expect(page.getByText('Bună, Ioana Marin!')).toBeVisible();
  // The token travelled in the fragment, which is gone from the address bar and the history.
  expect(page.url()).not.toContain('token=');
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile.getByText(email)).toBeVisible();
  const vouchers = page.getByRole('region', { name: 'Vouchere' });
  await expect(vouchers.getByText('Cadou de bun venit')).toBeVisible();
});

test('links Facebook to the existing account with the same address, and says why a refused consent failed', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await nextPerson(request, 'facebook', { sub: `fb-deny-${uniqueSuffix()}`, email: null, deny: true });
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continuă cu Facebook' }).click();
  await expect(page).toHaveURL(/\/login\?social=cancelled$/);
  await expect(page.getByRole('alert')).toHaveText('Autentificarea a fost anulată.');

  await nextPerson(request, 'facebook', {
    sub: `fb-${uniqueSuffix()}`,
    email: customer.email,
    firstName: 'Ana',
  });
  await page.getByRole('link', { name: 'Continuă cu Facebook' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/contul-meu');
  await expect(page.getByRole('region', { name: 'Profil' }).getByText(customer.email)).toBeVisible();
  await expect(page.getByText('Neconfirmat')).toHaveCount(0);
});
