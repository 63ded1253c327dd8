import type { Executor } from '../../db/client';
import type { ShopSettingsService } from '../settings/settings.service';
import { withShopIdentity } from './mail-layout';
import { createOutboxRepository, type MailAttachmentRef } from './outbox.repository';
import type { RenderedMail } from './order-mails';

export type { MailAttachmentRef };

export type QueuedMail = RenderedMail & {
  kind: string;
  to: string;
  /** Unique per mail, e.g. "order-1001-confirmation": the same key is queued only once. */
  key: string;
  headers?: Record<string, string>;
  /** Files to attach, by reference: resolved when the mail is sent. */
  attachments?: MailAttachmentRef[];
};

/** The domain of the sender address, for Message-IDs ("comenzi@salvia-naturals.ro" → "salvia-naturals.ro"). */
export function mailDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * Mail goes through the outbox: `queue` writes it with the caller's transaction, so a mail exists
 * exactly when what it announces was committed; the outbox worker delivers it afterwards. Every
 * mail leaves with the shop's identity under it, as its settings state it.
 */
export function createNotificationsService(deps: {
  mailFrom: string;
  settings: Pick<ShopSettingsService, 'current' | 'orderNotificationsAddress'>;
  onQueued?: () => void;
}) {
  const domain = mailDomain(deps.mailFrom);
  async function queue(executor: Executor, mail: QueuedMail): Promise<boolean> {
    const signed = withShopIdentity(mail, await deps.settings.current(executor));
    const queued = await createOutboxRepository(executor).enqueue({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      html: signed.html,
      text: signed.text,
      messageId: `${mail.key}@${domain}`,
      headers: mail.headers ?? {},
      attachments: mail.attachments ?? [],
    });
    return queued;
  }
  return {
    queue,
    /**
     * A mail to the shop about its own orders (a new order, a return request), to the address of
     * its settings, unless staff turned these mails off there. Queued once per key, like the
     * customer's mails.
     */
    async queueForShop(executor: Executor, mail: Omit<QueuedMail, 'to'>): Promise<boolean> {
      const to = await deps.settings.orderNotificationsAddress(executor);
      return to ? queue(executor, { ...mail, to }) : false;
    },
    /** The mails waiting to leave and the oldest one's age in seconds (the metrics' outbox gauges). */
    backlog(executor: Executor) {
      return createOutboxRepository(executor).backlog();
    },
    /** Tells the worker (in this process) that mail is waiting; called after the commit. */
    notifyQueued(): void {
      deps.onQueued?.();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
