import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../modules/notifications/mail-transport';
import { createPeriodicJobsRepository } from '../modules/system/periodic-jobs.repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { createOutboxWorker, type PeriodicTask } from './outbox';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const transport: MailTransport = { kind: 'file', send: async () => undefined, close: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Three workers, as three processes would have, sharing one schedule in the database. */
function workers(tasks: PeriodicTask[]) {
  return [1, 2, 3].map(() =>
    createOutboxWorker({
      db: t.db,
      transport,
      mailFrom: 'Salvia <comenzi@salvia-naturals.ro>',
      log: silent,
      tasks,
      schedule: createPeriodicJobsRepository(t.db),
    }),
  );
}

describe('periodic jobs across processes', () => {
  it('runs a due job in one process only, however many run their rounds at once', async () => {
    let runs = 0;
    const tasks: PeriodicTask[] = [
      {
        name: 'test-once-hourly',
        everyMs: 3_600_000,
        run: async () => {
          runs += 1;
        },
      },
    ];
    await Promise.all(workers(tasks).map((worker) => worker.runOnce()));
    expect(runs).toBe(1);
    // New processes (a restart) do not run it again before its hour.
    await Promise.all(workers(tasks).map((worker) => worker.runOnce()));
    expect(runs).toBe(1);

    const [row] = await t.query<{ outcome: string; hours: number }>(
      `SELECT outcome, round(extract(epoch FROM next_run_at - started_at) / 3600)::int AS hours
         FROM periodic_jobs WHERE name = 'test-once-hourly'`,
    );
    expect(row).toEqual({ outcome: 'ok', hours: 1 });

    // Its time comes: one of the processes runs it again.
    await t.query(`UPDATE periodic_jobs SET next_run_at = now() WHERE name = 'test-once-hourly'`);
    await Promise.all(workers(tasks).map((worker) => worker.runOnce()));
    expect(runs).toBe(2);
  });

  it('keeps a failure with its message, and the next run still waits for its time', async () => {
    let runs = 0;
    const failing: PeriodicTask[] = [
      {
        name: 'test-failing',
        everyMs: 60_000,
        run: async () => {
          runs += 1;
          throw new Error('Sameday a răspuns 502');
        },
      },
    ];
    await Promise.all(workers(failing).map((worker) => worker.runOnce()));
    expect(runs).toBe(1);
    const [row] = await t.query<{ outcome: string; last_error: string }>(
      `SELECT outcome, last_error FROM periodic_jobs WHERE name = 'test-failing'`,
    );
    expect(row).toEqual({ outcome: 'failed', last_error: 'Sameday a răspuns 502' });
  });

  it('runs a task of every round (everyMs 0) in every process', async () => {
    let runs = 0;
    const everyRound: PeriodicTask[] = [
      {
        name: 'test-every-round',
        everyMs: 0,
        run: async () => {
          runs += 1;
        },
      },
    ];
    await Promise.all(workers(everyRound).map((worker) => worker.runOnce()));
    expect(runs).toBe(3);
    const rows = await t.query(`SELECT 1 FROM periodic_jobs WHERE name = 'test-every-round'`);
    expect(rows).toHaveLength(0);
  });
});
