import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueInvoiceAt } from '../../test/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAuditService } from '../audit/audit.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { createShopSettingsService } from '../settings/settings.service';
import { createEfacturaDeadlines, latestIssueDateWithin } from './efactura-deadlines';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Noon in Romania (EET, UTC+2 in November) on `day`. */
const noon = (day: string) => new Date(`${day}T10:00:00Z`);

function deadlines(now: Date) {
  const settings = createShopSettingsService({ db: t.db, audit: createAuditService() });
  let woken = 0;
  const service = createEfacturaDeadlines({
    db: t.db,
    notifications: createNotificationsService({
      mailFrom: 'Salvia <comenzi@salvia-naturals.ro>',
      settings,
      onQueued: () => (woken += 1),
    }),
    settings,
    shopName: 'Salvia Naturals',
    publicUrl: 'http://shop.test',
    now: () => now,
  });
  return { service, woken: () => woken };
}

describe('latestIssueDateWithin', () => {
  // Friday 27 November 2026, before Sfântul Andrei (Monday 30) and the National Day (Tuesday 1).
  it('finds the last issue date whose term is that close, holidays counted', () => {
    // Issued Monday 23rd: due Wednesday 2 December, one working day after Friday 27th.
    expect(latestIssueDateWithin('2026-11-27', 1)).toBe('2026-11-23');
    // Issued Sunday 22nd, its term counted from Monday: due today, as one issued Friday 20th.
    expect(latestIssueDateWithin('2026-11-27', 0)).toBe('2026-11-22');
    // Issued Thursday 19th: due yesterday.
    expect(latestIssueDateWithin('2026-11-27', -1)).toBe('2026-11-19');
  });
});

describe('the documents RO e-Factura has not accepted', () => {
  let documents: Record<string, { id: number; code: string; issueDate: string }>;
  beforeAll(async () => {
    documents = {
      lateSince25: await issueInvoiceAt(t, noon('2026-11-18'), 'pending'),
      acceptedOld: await issueInvoiceAt(t, noon('2026-11-18'), 'accepted'),
      lateSince26: await issueInvoiceAt(t, noon('2026-11-19'), 'rejected'),
      dueToday: await issueInvoiceAt(t, noon('2026-11-20'), 'uploaded'),
      dueNextWorkingDay: await issueInvoiceAt(t, noon('2026-11-23'), 'pending'),
      twoDaysLeft: await issueInvoiceAt(t, noon('2026-11-24'), 'pending'),
      issuedToday: await issueInvoiceAt(t, noon('2026-11-27'), 'pending'),
    };
  });
  beforeEach(async () => {
    await t.query("DELETE FROM mail_outbox WHERE kind = 'efactura_late'");
  });

  it('counts them by state and lists those within a working day of their term, oldest first', async () => {
    const summary = await deadlines(noon('2026-11-27')).service.summary();
    expect(summary).toMatchObject({
      today: '2026-11-27',
      pending: 4,
      uploaded: 1,
      rejected: 1,
      dueCount: 4,
      lateCount: 2,
    });
    expect(
      summary.due.map((document) => [
        document.code,
        document.state,
        document.deadline,
        document.workingDaysLeft,
      ]),
    ).toEqual([
      [documents.lateSince25!.code, 'pending', '2026-11-25', -2],
      [documents.lateSince26!.code, 'rejected', '2026-11-26', -1],
      [documents.dueToday!.code, 'uploaded', '2026-11-27', 0],
      [documents.dueNextWorkingDay!.code, 'pending', '2026-12-02', 1],
    ]);
    // The list is bounded; the counts are not.
    const short = await deadlines(noon('2026-11-27')).service.summary(1);
    expect(short.due).toHaveLength(1);
    expect(short.dueCount).toBe(4);
  });

  it('mails the shop the late ones once a day, from 08:00 in Romania', async () => {
    const early = deadlines(new Date('2026-11-27T05:30:00Z')); // 07:30 in București
    expect(await early.service.mailLate()).toBe(false);

    const morning = deadlines(new Date('2026-11-27T06:05:00Z')); // 08:05
    expect(await morning.service.mailLate()).toBe(true);
    expect(morning.woken()).toBe(1);
    // Later the same day, or from another process: the day's mail is already queued.
    expect(await deadlines(noon('2026-11-27')).service.mailLate()).toBe(false);

    const [settings] = await t.query<{ email: string }>('SELECT email FROM shop_settings');
    const mails = await t.query<{ to_address: string; subject: string; text: string; message_id: string }>(
      "SELECT to_address, subject, text, message_id FROM mail_outbox WHERE kind = 'efactura_late'",
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to_address).toBe(settings!.email);
    expect(mail!.message_id).toMatch(/^efactura-late-2026-11-27@/);
    expect(mail!.subject).toBe('[Salvia Naturals] RO e-Factura: 2 documente după termen');
    expect(mail!.text).toContain(`${documents.lateSince25!.code} din 18.11.2026`);
    expect(mail!.text).toContain('termen 25.11.2026, netrimisă');
    expect(mail!.text).toContain(`${documents.lateSince26!.code} din 19.11.2026`);
    expect(mail!.text).toContain('respinsă de ANAF');
    expect(mail!.text).not.toContain(documents.dueToday!.code);
    expect(mail!.text).toContain('http://shop.test/admin/facturi?efactura=open');

    // The next working day, another mail: now three are late.
    expect(await deadlines(noon('2026-11-30')).service.mailLate()).toBe(true);
    const [next] = await t.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE message_id LIKE 'efactura-late-2026-11-30@%'",
    );
    expect(next!.subject).toBe('[Salvia Naturals] RO e-Factura: 3 documente după termen');
  });

  it('mails nothing when none is late', async () => {
    // On the 20th nothing issued by then is past its term.
    expect(await deadlines(noon('2026-11-20')).service.mailLate()).toBe(false);
    expect(await t.query("SELECT 1 FROM mail_outbox WHERE kind = 'efactura_late'")).toHaveLength(0);
  });
});
