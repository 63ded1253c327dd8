import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_MESSAGES,
  type AdminSubscriber,
  type NewsletterStatus,
} from '@shop/shared/schemas/newsletter';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { hashToken, newToken } from '../accounts/tokens';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RateLimitService } from '../system/rate-limit.service';
import { confirmationMail, welcomeMail } from './newsletter-mails';
import { createNewsletterRepository, type SubscriberRow } from './newsletter.repository';

/** Sign-ups one client address may send an hour, and confirmation mails one address may get. */
export const NEWSLETTER_RATE_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 3600 },
  mailsPerEmail: { limit: 3, windowSeconds: 3600 },
};

const HOUR_MS = 60 * 60 * 1000;

/** What a mailed link led to: the `status` of /abonare (contract §2), `error` for anything else. */
export type LinkOutcome = { status: 'ok' | 'unsubscribed' | 'expirat' | 'error'; lang: 'ro' | 'en' };

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    lang: row.lang,
    created_at: iso(row.created_at)!,
    confirmed_at: iso(row.confirmed_at),
    unsubscribed_at: iso(row.unsubscribed_at),
  };
}

/** The newsletter: double opt-in sign-up, confirmation, one-click unsubscribe, the staff's list. */
export function createNewsletterService(deps: {
  db: Database;
  rateLimits: Pick<RateLimitService, 'takeEach'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  publicUrl: string;
  shopName: string;
}) {
  const { db, rateLimits, notifications, publicUrl, shopName } = deps;
  const confirmUrl = (token: string) => `${publicUrl}/api/newsletter/confirm/?token=${token}`;
  const unsubscribeUrl = (token: string) => `${publicUrl}/api/newsletter/unsubscribe/?token=${token}`;

  return {
    /**
     * Contract §7. The answer is the same whether the address is new, waiting or subscribed, so
     * nobody learns who reads the newsletter. A new or waiting address gets a fresh link (48 hours;
     * the previous one stops working); a subscribed one gets nothing.
     */
    async subscribe(
      input: { email: string; source: string; lang: 'ro' | 'en' },
      clientAddress: string,
    ): Promise<{ detail: string }> {
      const taken = await rateLimits.takeEach([
        [`newsletter:${clientAddress}`, NEWSLETTER_RATE_LIMITS.perAddress],
        [`newsletter-mail:${input.email}`, NEWSLETTER_RATE_LIMITS.mailsPerEmail],
      ]);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      const queued = await db.transaction(async (tx) => {
        const repository = createNewsletterRepository(tx);
        const row = await repository.upsertLocked({
          email: input.email,
          source: input.source,
          lang: input.lang,
          unsubscribeToken: randomBytes(24).toString('base64url'),
        });
        if (row.status === 'subscribed') return false;
        const { token, tokenHash } = newToken();
        await repository.startConfirmation(row.id, {
          tokenHash,
          expiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * HOUR_MS),
          source: input.source,
          lang: input.lang,
        });
        await notifications.queue(tx, {
          kind: 'newsletter_confirmation',
          to: row.email,
          key: `newsletter-confirm-${row.id}-${tokenHash.slice(0, 16)}`,
          ...confirmationMail(input.lang, shopName, confirmUrl(token)),
        });
        return true;
      });
      if (queued) notifications.notifyQueued();
      return { detail: NEWSLETTER_MESSAGES.checkInbox };
    },

    /** The confirmation link: subscribed once, within 48 hours; the welcome mail follows. */
    async confirm(token: string): Promise<LinkOutcome> {
      if (!token) return { status: 'error', lang: 'ro' };
      const outcome = await db.transaction(async (tx): Promise<LinkOutcome> => {
        const repository = createNewsletterRepository(tx);
        const row = await repository.findByConfirmHashLocked(hashToken(token));
        if (!row) return { status: 'error', lang: 'ro' };
        if (row.confirm_expires_at && new Date(row.confirm_expires_at) <= new Date()) {
          return { status: 'expirat', lang: row.lang };
        }
        await repository.confirm(row.id);
        await notifications.queue(tx, {
          kind: 'newsletter_welcome',
          to: row.email,
          key: `newsletter-welcome-${row.id}-${Date.now()}`,
          ...welcomeMail(row.lang, shopName, unsubscribeUrl(row.unsubscribe_token)),
        });
        return { status: 'ok', lang: row.lang };
      });
      if (outcome.status === 'ok') notifications.notifyQueued();
      return outcome;
    },

    /** Every newsletter mail's link and List-Unsubscribe header; saying it twice is harmless. */
    async unsubscribe(token: string): Promise<LinkOutcome> {
      if (!token) return { status: 'error', lang: 'ro' };
      const row = await createNewsletterRepository(db).unsubscribe(token);
      return row ? { status: 'unsubscribed', lang: row.lang } : { status: 'error', lang: 'ro' };
    },

    async list(
      filter: { status?: NewsletterStatus; q?: string },
      page: PageRequest,
    ): Promise<{ results: AdminSubscriber[]; count: number; subscribed: number }> {
      const { rows, total, subscribed } = await createNewsletterRepository(db).list(filter, {
        limit: page.size,
        offset: page.offset,
      });
      return { results: rows.map(toAdminSubscriber), count: total, subscribed };
    },

    /** The filter's subscribers as CSV (RFC 4180, with a BOM so that spreadsheet apps read UTF-8). */
    async csv(filter: { status?: NewsletterStatus; q?: string }): Promise<string> {
      const rows = (await createNewsletterRepository(db).all(filter)).map(toAdminSubscriber);
      const cell = (value: string | null) => {
        const text = value ?? '';
        // A leading =, +, - or @ would run as a formula in a spreadsheet.
        const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
        return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
      };
      const header = ['email', 'status', 'source', 'lang', 'created_at', 'confirmed_at', 'unsubscribed_at'];
      const lines = rows.map((row) =>
        [row.email, row.status, row.source, row.lang, row.created_at, row.confirmed_at, row.unsubscribed_at]
          .map(cell)
          .join(','),
      );
      return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
