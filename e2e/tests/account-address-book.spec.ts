import type { Page } from '@playwright/test';
import { ANAF_STAND_IN } from '../../apps/api/src/test/anaf-stand-in';
import { expect, registerCustomer, test } from '../fixtures';

async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
  }, token);
}

test.describe('account address book', () => {
  test('add two addresses, change the default, delete one; add a company by its CUI from ANAF', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/contul-meu');

    const addresses = page.getByRole('region', { name: 'Adresele mele' });
    await expect(addresses.getByText('Nu ai salvat nicio adresă.')).toBeVisible();
    await addresses.getByRole('button', { name: 'Adaugă o adresă' }).click();
    const form = addresses.getByRole('group', { name: 'Adresă nouă' });
    await form.getByRole('button', { name: 'Salvează adresa' }).click();
    await expect(form.getByText('Completează numele.')).toBeVisible();
    await axe();

    await form.getByLabel('Etichetă (opțional)').fill('Acasă');
    await form.getByLabel('Nume', { exact: true }).fill('Popescu');
    await form.getByLabel('Prenume').fill('Ana');
    await form.getByLabel('Telefon').fill('0722 123 456');
    await form.getByLabel('Județ').selectOption('Cluj');
    await form.getByLabel('Localitate').fill('Cluj-Napoca');
    await form.getByLabel('Adresă', { exact: true }).fill('Str. Memorandumului 1');
    await form.getByLabel('Cod poștal').fill('400 114');
    await form.getByRole('button', { name: 'Salvează adresa' }).click();
    await expect(addresses.getByRole('status')).toHaveText('Adresa a fost salvată.');
    const cards = addresses.getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Implicită');

    await addresses.getByRole('button', { name: 'Adaugă o adresă' }).click();
    await form.getByLabel('Etichetă (opțional)').fill('Birou');
    await form.getByLabel('Nume', { exact: true }).fill('Popescu');
    await form.getByLabel('Prenume').fill('Ana');
    await form.getByLabel('Telefon').fill('0722123457');
    // In București the locality is the sector, chosen from a list (decision 049).
    await form.getByLabel('Județ').selectOption('București');
    await expect(form.getByLabel('Localitate')).toHaveCount(0);
    await form.getByLabel('Sector').selectOption('Sector 3');
    await form.getByLabel('Adresă', { exact: true }).fill('Bd. Unirii 10');
    await form.getByLabel('Cod poștal').fill('030833');
    await form.getByRole('button', { name: 'Salvează adresa' }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Birou' })).toContainText('Sector 3');

    const office = cards.filter({ hasText: 'Birou' });
    await office.getByRole('button', { name: 'Folosește implicit' }).click();
    await expect(cards.first()).toContainText('Birou');
    await expect(cards.first()).toContainText('Implicită');

    const home = cards.filter({ hasText: 'Acasă' });
    await home.getByRole('button', { name: 'Șterge' }).click();
    await page
      .getByRole('alertdialog', { name: 'Ștergi adresa?' })
      .getByRole('button', { name: 'Da, șterge' })
      .click();
    await expect(cards).toHaveCount(1);

    const companies = page.getByRole('region', { name: 'Firmele mele' });
    await companies.getByRole('button', { name: 'Adaugă o firmă' }).click();
    const companyForm = companies.getByRole('group', { name: 'Firmă nouă' });
    await companyForm.getByLabel('CUI').fill('1234567');
    await companyForm.getByRole('button', { name: 'Caută la ANAF' }).click();
    await expect(
      companyForm.getByText('CUI invalid: verifică cifrele (cu sau fără prefixul RO).'),
    ).toBeVisible();
    await companyForm.getByLabel('CUI').fill(`RO${ANAF_STAND_IN.known}`);
    await companyForm.getByRole('button', { name: 'Caută la ANAF' }).click();
    await expect(companyForm.getByRole('status')).toContainText('Am completat datele firmei');
    await expect(companyForm.getByLabel('Denumire')).toHaveValue(ANAF_STAND_IN.company.name);
    await expect(companyForm.getByLabel('Nr. Registrul Comerțului')).toHaveValue(
      ANAF_STAND_IN.company.tradeRegister,
    );
    await expect(companyForm.getByLabel('Localitate')).toHaveValue('Cluj-Napoca');
    await axe();
    await companyForm.getByRole('button', { name: 'Salvează firma' }).click();
    await expect(companies.getByRole('listitem')).toHaveCount(1);
    await expect(companies.getByRole('listitem').first()).toContainText(ANAF_STAND_IN.company.name);

    // What was saved stays after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Adresele mele' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Firmele mele' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a CUI that ANAF does not know says so', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/contul-meu');
    const companies = page.getByRole('region', { name: 'Firmele mele' });
    await companies.getByRole('button', { name: 'Adaugă o firmă' }).click();
    const companyForm = companies.getByRole('group', { name: 'Firmă nouă' });
    await companyForm.getByLabel('CUI').fill(ANAF_STAND_IN.unknown);
    await companyForm.getByRole('button', { name: 'Caută la ANAF' }).click();
    await expect(companyForm.getByRole('alert')).toHaveText('Nu am găsit nicio firmă cu acest CUI.');
  });

  test('choose a preferred easybox', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/contul-meu');
    const locker = page.getByRole('region', { name: 'Easybox preferat' });
    await expect(locker.getByText('Nu ai ales un easybox.', { exact: false })).toBeVisible();
    await locker.getByRole('button', { name: 'Alege un easybox' }).click();
    const option = locker.getByRole('option').first();
    await expect(option).toBeVisible();
    const name = (await option.textContent())?.split(',')[0]?.trim() ?? '';
    await option.click();
    await expect(locker.getByRole('status')).toHaveText('Easybox-ul preferat a fost salvat.');
    await expect(locker).toContainText(name.slice(0, 10));
  });
});
