import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type AdminContactMessage,
  type ContactStatus,
} from '@shop/shared/schemas/contact';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { stripMarkup } from '../../lib/sanitize-html';
import type { PersonalDataSource } from '../accounts/personal-data';
import type { Actor, AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ShopSettingsService } from '../settings/settings.service';
import type { RateLimitService } from '../system/rate-limit.service';
import { acknowledgementMail, messageToShopMail, replyMail } from './contact-mails';
import { createContactRepository, type ContactMessageRow } from './contact.repository';

export const CONTACT_RATE_LIMIT = { limit: CONTACT_LIMITS.perHour, windowSeconds: 3600 };

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toAdminContactMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    lang: row.lang,
    status: row.status,
    reply: row.reply,
    replied_at: iso(row.replied_at),
    replied_by: row.replied_by,
    created_at: iso(row.created_at)!,
  };
}

const fieldError = (field: string, message: string) =>
  badRequest('validation_error', message, { [field]: [message] });

function within(text: string, min: number, max: number, field: string, message: string): string {
  const clean = stripMarkup(text);
  if (clean.length < min || clean.length > max) throw fieldError(field, message);
  return clean;
}

/** The contact form: stored, mailed to the shop, acknowledged to the sender; answered by staff. */
export function createContactService(deps: {
  db: Database;
  rateLimits: Pick<RateLimitService, 'take' | 'giveBack'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  audit: Pick<AuditService, 'record'>;
  settings: Pick<ShopSettingsService, 'current'>;
  shopName: string;
}) {
  const { db, rateLimits, notifications, audit, settings, shopName } = deps;

  return {
    async send(
      input: { nume: string; email: string; subiect: string; mesaj: string; lang: 'ro' | 'en' },
      sender: { userId: number | null; clientAddress: string },
    ): Promise<{ id: number; detail: string }> {
      const taken = await rateLimits.take(`contact:${sender.clientAddress}`, CONTACT_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      try {
        const mail = {
          name: within(
            input.nume,
            CONTACT_LIMITS.nameMin,
            CONTACT_LIMITS.nameMax,
            'nume',
            CONTACT_MESSAGES.name,
          ).replace(/\s+/g, ' '),
          email: input.email,
          subject: within(
            input.subiect,
            CONTACT_LIMITS.subjectMin,
            CONTACT_LIMITS.subjectMax,
            'subiect',
            CONTACT_MESSAGES.subject,
          ).replace(/\s+/g, ' '),
          message: within(
            input.mesaj,
            CONTACT_LIMITS.messageMin,
            CONTACT_LIMITS.messageMax,
            'mesaj',
            CONTACT_MESSAGES.message,
          ),
          lang: input.lang,
        };
        const id = await db.transaction(async (tx) => {
          const id = await createContactRepository(tx).insert({ ...mail, userId: sender.userId });
          await notifications.queue(tx, {
            kind: 'contact_message',
            to: (await settings.current(tx)).email,
            key: `contact-${id}-shop`,
            headers: { 'Reply-To': mail.email },
            ...messageToShopMail(id, mail, shopName),
          });
          await notifications.queue(tx, {
            kind: 'contact_acknowledgement',
            to: mail.email,
            key: `contact-${id}-ack`,
            ...acknowledgementMail(mail, shopName),
          });
          return id;
        });
        notifications.notifyQueued();
        return { id, detail: CONTACT_MESSAGES.sent };
      } catch (error) {
        await rateLimits.giveBack(taken.slot);
        throw error;
      }
    },

    async list(
      filter: { status?: ContactStatus; q?: string },
      page: PageRequest,
    ): Promise<{ results: AdminContactMessage[]; count: number; unanswered: number }> {
      const { rows, total, unanswered } = await createContactRepository(db).list(filter, {
        limit: page.size,
        offset: page.offset,
      });
      return { results: rows.map(toAdminContactMessage), count: total, unanswered };
    },

    /** Mails staff's answer to the sender and marks the message answered; audited. */
    async reply(actor: Actor, id: number, text: string): Promise<AdminContactMessage> {
      const reply = stripMarkup(text);
      if (!reply) throw fieldError('reply', 'Răspunsul este obligatoriu.');
      const answered = await db.transaction(async (tx) => {
        const repository = createContactRepository(tx);
        const row = await repository.find(id, { lock: true });
        if (!row) throw notFound('contact.not_found', 'Mesajul nu a fost găsit.');
        await repository.reply(id, reply, actor.id);
        const mail = {
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          lang: row.lang,
        };
        await notifications.queue(tx, {
          kind: 'contact_reply',
          to: row.email,
          key: `contact-${id}-reply-${Date.now()}`,
          ...replyMail(mail, reply, shopName),
        });
        await audit.record(tx, actor, {
          entityType: 'contact_message',
          entityId: id,
          action: 'reply',
          after: { reply },
        });
        return toAdminContactMessage((await repository.find(id))!);
      });
      notifications.notifyQueued();
      return answered;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

/** A customer's messages in their data export; erased with the account. */
export function contactPersonalData(db: Executor): PersonalDataSource {
  return {
    name: 'contact_messages',
    export: async (userId) => (await createContactRepository(db).ofUser(userId)).map(toAdminContactMessage),
    erase: (tx, userId) => createContactRepository(tx).removeOfUser(userId),
  };
}
