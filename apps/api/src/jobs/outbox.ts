import type { Database } from '../db/client';
import type { PeriodicJobsRepository } from '../modules/system/periodic-jobs.repository';
import type { MailAttachment, MailTransport } from '../modules/notifications/mail-transport';
import {
  createOutboxRepository,
  type MailAttachmentRef,
  type OutboxRow,
} from '../modules/notifications/outbox.repository';

type Logger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/**
 * Turns an outbox attachment reference into the file, when the mail is sent: the composition
 * root gives the worker the owning module's function (invoicing draws an invoice's PDF).
 */
export type MailAttachmentResolver = (ref: MailAttachmentRef) => Promise<MailAttachment>;

/** Work the worker does besides mail, every `everyMs` (e.g. expiring unpaid orders). */
export type PeriodicTask = { name: string; everyMs: number; run: () => Promise<unknown> };

export type OutboxWorkerOptions = {
  db: Database;
  transport: MailTransport;
  mailFrom: string;
  log: Logger;
  /** Resolves the attachments mails name; a mail with attachments and no resolver fails (and retries). */
  attachments?: MailAttachmentResolver;
  tasks?: PeriodicTask[];
  /** Told after each run of a periodic task, for the metrics. */
  onTaskRun?: (task: string, outcome: 'ok' | 'failed') => void;
  /**
   * The schedule shared by every process (docs/decisions/066): a task with a period runs only when
   * this process claims its run. Without it (tests of one worker), the local clock alone decides.
   */
  schedule?: Pick<PeriodicJobsRepository, 'claim' | 'finished'>;
  /** How often to look for due mail when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed mail is reserved for this worker before another may take it. */
  leaseSeconds?: number;
  maxAttempts?: number;
  /** Seconds to wait after failed attempt `n` (1-based). */
  backoffSeconds?: (attempt: number) => number;
};

export const OUTBOX_DEFAULTS = {
  pollMs: 2000,
  batchSize: 10,
  leaseSeconds: 120,
  maxAttempts: 8,
} as const;

/** 30 s, 1 min, 2 min, 4 min … at most one hour. */
export function defaultBackoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the mail outbox and runs the periodic tasks, in one loop. Safe with several processes:
 * mails are claimed with FOR UPDATE SKIP LOCKED and a lease, so each is sent by one worker at a
 * time, and one left behind by a dead process is retried after its lease. A mail may be delivered
 * twice only if the process dies between sending and recording it (at-least-once); it keeps its
 * Message-ID (and its .eml file name), so the copy is recognisable.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const leaseSeconds = options.leaseSeconds ?? OUTBOX_DEFAULTS.leaseSeconds;
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const backoff = options.backoffSeconds ?? defaultBackoffSeconds;
  const outbox = createOutboxRepository(options.db);
  const lastRun = new Map<string, number>();

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let wakeRequested = false;

  async function deliver(mail: OutboxRow): Promise<'sent' | 'failed'> {
    try {
      const attachments = await Promise.all(
        mail.attachments.map((ref) => {
          if (!options.attachments) throw new Error(`No resolver for the attachment ${ref.kind}`);
          return options.attachments(ref);
        }),
      );
      await options.transport.send({
        id: mail.id,
        from: options.mailFrom,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        createdAt: mail.createdAt,
        headers: mail.headers,
        attachments,
      });
      await outbox.markSent(mail.id);
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= maxAttempts;
      await outbox.markFailed(mail.id, message, giveUp ? null : backoff(mail.attempts));
      options.log[giveUp ? 'error' : 'warn'](
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: message },
        giveUp ? 'Mail failed for good' : 'Mail failed; will retry',
      );
      return 'failed';
    }
  }

  /** Sends every due mail (batch after batch) and runs the tasks that are due. */
  async function runOnce(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await outbox.claimDue(batchSize, leaseSeconds);
      for (const mail of batch) {
        if ((await deliver(mail)) === 'sent') sent += 1;
        else failed += 1;
      }
      if (batch.length < batchSize) break;
    }
    const now = Date.now();
    for (const task of options.tasks ?? []) {
      if (now - (lastRun.get(task.name) ?? 0) < task.everyMs) continue;
      lastRun.set(task.name, now);
      // A task of every round (push delivery) claims its own rows; one with a period runs once
      // across the processes.
      const shared = options.schedule && task.everyMs > 0 ? options.schedule : null;
      try {
        if (shared && !(await shared.claim(task.name, task.everyMs))) continue;
        await task.run();
        options.onTaskRun?.(task.name, 'ok');
        await shared?.finished(task.name, 'ok');
      } catch (error) {
        options.log.error({ task: task.name, err: error }, 'Periodic task failed');
        options.onTaskRun?.(task.name, 'failed');
        await shared?.finished(task.name, 'failed', error).catch(() => undefined);
      }
    }
    return { sent, failed };
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce()
        .then(() => undefined)
        .catch((error: unknown) => options.log.error({ err: error }, 'Outbox run failed'))
        .finally(() => {
          running = undefined;
          const again = wakeRequested;
          wakeRequested = false;
          schedule(again ? 0 : pollMs);
        });
    }, delay);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Looks for mail now instead of at the next poll (e.g. right after an order). */
    wake() {
      if (stopped) return;
      if (running) {
        wakeRequested = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    /** Stops polling and waits for the run in progress, so the pool can close after it. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      options.transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
