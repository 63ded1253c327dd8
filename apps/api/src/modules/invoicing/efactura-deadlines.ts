import { and, asc, lte, ne, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { formatLei } from '@shop/shared/money';
import { efacturaDeadline, workingDaysLeft } from '@shop/shared/working-days';
import type { Database } from '../../db/client';
import { invoices } from '../../db/schema/invoicing';
import type { NotificationsService } from '../notifications/notifications.service';
import { alertMail } from '../notifications/shop-alerts';
import type { ShopSettingsService } from '../settings/settings.service';
import { romanianDate } from './invoice-builder';

/**
 * RO e-Factura's term (OUG 120/2021 art. 10, as amended: 5 working days from the issue date) for
 * the documents ANAF has not accepted yet: what the admin dashboard shows and what the daily mail
 * to staff lists (docs/decisions/047). Reads only the invoicing module's own table.
 */

export type EfacturaOpenState = 'pending' | 'uploaded' | 'rejected';

export type EfacturaOpenDocument = {
  id: number;
  kind: 'invoice' | 'credit_note';
  code: string;
  issueDate: string;
  buyerName: string;
  /** Bani. */
  grossTotal: number;
  state: EfacturaOpenState;
  deadline: string;
  /** Working days from today to the deadline: 1 the working day before, 0 on it, negative after. */
  workingDaysLeft: number;
};

export type EfacturaOpenSummary = {
  today: string;
  /** Documents not accepted yet, by state. */
  pending: number;
  uploaded: number;
  rejected: number;
  /** Within one working day of their deadline, or past it (the late ones included). */
  dueCount: number;
  lateCount: number;
  /** The first of those, the oldest first. */
  due: EfacturaOpenDocument[];
};

/** "Close" to the term: one working day or less left. */
const DUE_WITHIN = 1;
/** What the mail and the dashboard list at most; the counts are whole. */
const LISTED = 50;
/** The staff mail goes once a day, in working hours (Romania), not at midnight. */
const MAIL_FROM_HOUR = 8;

function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The latest issue date whose deadline is at most `left` working days after `today`: the
 * deadline grows with the issue date, so every document issued on or before it is in the same
 * case, and the query is a range on the open documents' index.
 */
export function latestIssueDateWithin(today: string, left: number): string {
  for (let back = 0; ; back++) {
    const issued = dayBefore(today, back);
    if (workingDaysLeft(efacturaDeadline(issued), today) <= left) return issued;
  }
}

function hourInRomania(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
}

const STATE_TEXT: Record<EfacturaOpenState, string> = {
  pending: 'netrimisă',
  uploaded: 'trimisă, fără răspuns',
  rejected: 'respinsă de ANAF',
};

function romanianDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

/** The staff's mail of the documents past their term, in Romanian (the staff's language). */
export function efacturaLateMail(
  shopName: string,
  summary: Pick<EfacturaOpenSummary, 'lateCount' | 'due'>,
  listLink: string,
) {
  const late = summary.due.filter((document) => document.workingDaysLeft < 0);
  const subject = `[${shopName}] RO e-Factura: ${summary.lateCount} ${
    summary.lateCount === 1 ? 'document după termen' : 'documente după termen'
  }`;
  const lines = [
    summary.lateCount === 1
      ? 'Un document nu a fost acceptat de RO e-Factura în cele 5 zile lucrătoare de la emitere (OUG 120/2021, art. 10):'
      : `${summary.lateCount} documente nu au fost acceptate de RO e-Factura în cele 5 zile lucrătoare de la emitere (OUG 120/2021, art. 10):`,
    '',
    ...late.map(
      (document) =>
        `- ${document.code} din ${romanianDay(document.issueDate)}, ${document.buyerName}, ${formatLei(document.grossTotal)}: termen ${romanianDay(document.deadline)}, ${STATE_TEXT[document.state]}`,
    ),
    ...(summary.lateCount > late.length ? [`… și încă ${summary.lateCount - late.length}.`] : []),
  ];
  return alertMail(shopName, subject, lines, listLink, 'Deschide facturile în admin');
}

export function createEfacturaDeadlines(deps: {
  db: Database;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  settings: Pick<ShopSettingsService, 'current'>;
  shopName: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function summary(listed = LISTED): Promise<EfacturaOpenSummary> {
    const today = romanianDate(now());
    const dueFrom = latestIssueDateWithin(today, DUE_WITHIN);
    const lateFrom = latestIssueDateWithin(today, -1);
    const open = ne(invoices.efacturaState, 'accepted');
    const [counts, rows] = await Promise.all([
      deps.db
        .select({
          state: invoices.efacturaState,
          open: sql<number>`count(*)::int`,
          due: sql<number>`count(*) FILTER (WHERE ${invoices.issueDate} <= ${dueFrom})::int`,
          late: sql<number>`count(*) FILTER (WHERE ${invoices.issueDate} <= ${lateFrom})::int`,
        })
        .from(invoices)
        .where(open)
        .groupBy(invoices.efacturaState),
      deps.db
        .select({
          id: invoices.id,
          kind: invoices.kind,
          code: invoices.code,
          issueDate: invoices.issueDate,
          buyerName: invoices.buyerName,
          grossTotal: invoices.grossTotal,
          state: invoices.efacturaState,
        })
        .from(invoices)
        .where(and(open, lte(invoices.issueDate, dueFrom)))
        .orderBy(asc(invoices.issueDate), asc(invoices.id))
        .limit(listed),
    ]);
    const byState = (state: EfacturaOpenState) => counts.find((row) => row.state === state)?.open ?? 0;
    return {
      today,
      pending: byState('pending'),
      uploaded: byState('uploaded'),
      rejected: byState('rejected'),
      dueCount: counts.reduce((sum, row) => sum + row.due, 0),
      lateCount: counts.reduce((sum, row) => sum + row.late, 0),
      due: rows.map((row) => {
        const deadline = efacturaDeadline(row.issueDate);
        return {
          ...row,
          kind: row.kind as EfacturaOpenDocument['kind'],
          state: row.state as EfacturaOpenState,
          deadline,
          workingDaysLeft: workingDaysLeft(deadline, today),
        };
      }),
    };
  }

  return {
    summary,

    /**
     * Mails the shop's address the documents past their term, once a Romanian day (the key is
     * the day), from 08:00; nothing when none is late. True when this call queued the mail.
     */
    async mailLate(): Promise<boolean> {
      const at = now();
      if (hourInRomania(at) < MAIL_FROM_HOUR) return false;
      const found = await summary();
      if (found.lateCount === 0) return false;
      const settings = await deps.settings.current();
      const queued = await deps.notifications.queue(deps.db, {
        kind: 'efactura_late',
        to: settings.email,
        key: `efactura-late-${found.today}`,
        ...efacturaLateMail(deps.shopName, found, `${deps.publicUrl}/admin/facturi?efactura=open`),
      });
      if (queued) deps.notifications.notifyQueued();
      return queued;
    },
  };
}

export type EfacturaDeadlines = ReturnType<typeof createEfacturaDeadlines>;
