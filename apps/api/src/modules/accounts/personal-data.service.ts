import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socialIdentities } from '../../db/schema/accounts';
import { AppError, tooManyRequests } from '../../lib/errors';
import { escapeHtml } from '../../lib/html-head';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import type { AccountSecurityService } from './account-security.service';
import { toSavedAddress, toSavedCompany } from './address-book.service';
import { createAddressBookRepository } from './address-book.repository';
import { createAccountsRepository, CUSTOMER_LINK_PURPOSES, type UserRow } from './accounts.repository';
import { closedAccountEmail, type PersonalDataSource } from './personal-data';
import { createReferralsRepository } from './referrals.repository';

/** Exports per account: each reads everything the customer has, so a few an hour are plenty. */
export const DATA_EXPORT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

/**
 * The customer's rights over their data (GDPR arts. 15, 17, 20): a copy of everything the shop
 * keeps about them, as JSON, and the closing of the account. Closing erases what the shop may
 * forget and anonymises the orders it must keep for the accounting law; it waits until no order,
 * return or wallet money is still under way.
 */
export function createPersonalDataService(deps: {
  db: Database;
  security: Pick<AccountSecurityService, 'checkPassword'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  rateLimits: Pick<RateLimitService, 'take'>;
  shopName: string;
  /** Every other module's part of the customer's data. */
  sources: PersonalDataSource[];
}) {
  const { db, security, notifications, rateLimits, shopName, sources } = deps;

  return {
    async export(user: UserRow): Promise<Record<string, unknown>> {
      const taken = await rateLimits.take(`data-export:${user.id}`, DATA_EXPORT_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      const book = createAddressBookRepository(db);
      const [fresh, addresses, companies, lockerId, referral, code, parts] = await Promise.all([
        createAccountsRepository(db).findById(user.id),
        book.addresses(user.id),
        book.companies(user.id),
        book.preferredLockerId(user.id),
        createReferralsRepository(db).of(user.id),
        createReferralsRepository(db).codeOf(user.id),
        Promise.all(sources.map(async (source) => [source.name, await source.export(user.id)] as const)),
      ]);
      const account = fresh ?? user;
      return {
        exportat_la: new Date().toISOString(),
        cont: {
          username: account.username,
          email: account.email,
          prenume: account.firstName,
          nume: account.lastName,
          telefon: account.phone,
          email_confirmat_la: account.emailVerifiedAt?.toISOString() ?? null,
          termeni_acceptati_la: account.termsAcceptedAt?.toISOString() ?? null,
          creat_la: account.createdAt.toISOString(),
          ultima_autentificare: account.lastLoginAt?.toISOString() ?? null,
          cod_recomandare: code,
          recomandat_de_un_prieten: referral !== undefined,
        },
        adrese: addresses.map(toSavedAddress),
        firme: companies.map(toSavedCompany),
        easybox_preferat: lockerId,
        ...Object.fromEntries(parts),
      };
    },

    /**
     * Closes the account, after the password: refused while something is under way (an order, a
     * return, money in the wallet), with the reason. Signs out every device; a mail says it is done.
     */
    async close(user: UserRow, password: string): Promise<void> {
      if (user.isStaff || user.isSuperuser) {
        throw new AppError(409, 'account.cannot_close', 'Conturile personalului se închid din administrare.');
      }
      await security.checkPassword(user, password);
      for (const source of sources) {
        const reason = await source.blocker?.(user.id);
        if (reason) throw new AppError(409, 'account.cannot_close', reason);
      }
      await db.transaction(async (tx) => {
        await notifications.queue(tx, {
          kind: 'account_closed',
          to: user.email,
          key: `account-closed-${user.id}`,
          subject: `${shopName}: contul tău a fost închis / your account was closed`,
          text: [
            'Contul tău a fost închis, la cererea ta. Am șters datele tale personale; comenzile rămân, fără numele și adresa ta, cât cere legea contabilității.',
            '',
            'Your account was closed, as you asked. We erased your personal data; your orders stay, without your name and address, as long as the accounting law requires.',
            '',
            shopName,
          ].join('\n'),
          html: `<p>Contul tău a fost închis, la cererea ta. Am șters datele tale personale; comenzile rămân, fără numele și adresa ta, cât cere legea contabilității.</p><p lang="en">Your account was closed, as you asked. We erased your personal data; your orders stay, without your name and address, as long as the accounting law requires.</p><p>${escapeHtml(shopName)}</p>`,
        });
        for (const source of sources) await source.erase?.(tx, user.id);
        await createAddressBookRepository(tx).eraseOf(user.id);
        await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id));
        const accounts = createAccountsRepository(tx);
        await accounts.deleteTokensOf(user.id);
        await accounts.revokeLinks(user.id, [...CUSTOMER_LINK_PURPOSES]);
        await accounts.updateUser(user.id, {
          username: `cont-inchis-${user.id}`,
          email: closedAccountEmail(user.id),
          firstName: '',
          lastName: '',
          phone: '',
          // No password hashes to this: the account can never be signed into again.
          passwordHash: `closed:${randomBytes(16).toString('hex')}`,
          isActive: false,
          emailVerifiedAt: null,
          preferredLockerId: null,
        });
      });
      notifications.notifyQueued();
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
