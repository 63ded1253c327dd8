import type { Executor } from '../../db/client';
import { createOutboxRepository } from './outbox.repository';
import type { RenderedMail } from './order-mails';

export type QueuedMail = RenderedMail & {
  kind: string;
  to: string;
  /** Unique per mail, e.g. "order-1001-confirmation": the same key is queued only once. */
  key: string;
  headers?: Record<string, string>;
};

/** The domain of the sender address, for Message-IDs ("comenzi@salvia.example" → "salvia.example"). */
export function mailDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * Mail goes through the outbox: `queue` writes it with the caller's transaction, so a mail exists
 * exactly when what it announces was committed; the outbox worker delivers it afterwards.
 */
export function createNotificationsService(deps: { mailFrom: string; onQueued?: () => void }) {
  const domain = mailDomain(deps.mailFrom);
  return {
    async queue(executor: Executor, mail: QueuedMail): Promise<boolean> {
      const queued = await createOutboxRepository(executor).enqueue({
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `${mail.key}@${domain}`,
        headers: mail.headers ?? {},
      });
      return queued;
    },
    /** Tells the worker (in this process) that mail is waiting; called after the commit. */
    notifyQueued(): void {
      deps.onQueued?.();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
