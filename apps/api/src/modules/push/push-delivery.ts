import type { Executor } from '../../db/client';
import type { PushSender } from './fcm-sender';
import { createPushRepository, type DueDelivery } from './push.repository';

type Logger = {
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export const PUSH_DELIVERY_DEFAULTS = {
  batchSize: 50,
  leaseSeconds: 120,
  maxAttempts: 8,
} as const;

/** 30 s, 1 min, 2 min, 4 min … at most one hour (the mail outbox's schedule). */
export function pushBackoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

export type PushDeliveryResult = { sent: number; retried: number; failed: number; removed: number };

/**
 * Sends the due rows of the push outbox, batch after batch; the outbox worker runs it every round
 * (main.ts). Claimed with a lease, so a worker that dies mid-batch leaves its rows to come due
 * again and no row is lost; each row is sent by one worker at a time, and a re-send after a crash
 * between FCM's answer and `markSent` carries the same collapse key, so the phone replaces the
 * notification instead of showing it twice. 5xx, 429 and network errors are retried with backoff
 * (at least FCM's Retry-After); a token FCM no longer knows deletes its device.
 */
export function createPushDelivery(options: {
  db: Executor;
  sender: PushSender;
  log: Logger;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  backoffSeconds?: (attempt: number) => number;
}) {
  const batchSize = options.batchSize ?? PUSH_DELIVERY_DEFAULTS.batchSize;
  const leaseSeconds = options.leaseSeconds ?? PUSH_DELIVERY_DEFAULTS.leaseSeconds;
  const maxAttempts = options.maxAttempts ?? PUSH_DELIVERY_DEFAULTS.maxAttempts;
  const backoff = options.backoffSeconds ?? pushBackoffSeconds;
  const outbox = createPushRepository(options.db);

  async function deliver(row: DueDelivery): Promise<keyof PushDeliveryResult> {
    const result = await options.sender.send({
      token: row.token,
      title: row.title,
      body: row.body,
      url: row.url,
      collapseKey: `salvia-${row.messageId}`,
    });
    switch (result.outcome) {
      case 'sent':
        await outbox.markSent(row.id);
        return 'sent';
      case 'stale':
        await outbox.removeStaleDevice(row.deviceId, row.token);
        return 'removed';
      case 'retry':
      case 'failed': {
        const giveUp = result.outcome === 'failed' || row.attempts >= maxAttempts;
        const wait = Math.max(
          backoff(row.attempts),
          result.outcome === 'retry' ? (result.retryAfterSeconds ?? 0) : 0,
        );
        await outbox.markFailed(row.id, result.error, giveUp ? null : wait);
        options.log[giveUp ? 'error' : 'warn'](
          { pushId: row.id, messageId: row.messageId, attempts: row.attempts, err: result.error },
          giveUp ? 'Push notification failed for good' : 'Push notification failed; will retry',
        );
        return giveUp ? 'failed' : 'retried';
      }
    }
  }

  return {
    async runOnce(): Promise<PushDeliveryResult> {
      const totals: PushDeliveryResult = { sent: 0, retried: 0, failed: 0, removed: 0 };
      for (;;) {
        const batch = await outbox.claimDue(batchSize, leaseSeconds);
        for (const row of batch) totals[await deliver(row)] += 1;
        if (batch.length < batchSize) break;
      }
      return totals;
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
