import { describe, expect, it } from 'vitest';
import { maintenanceTasks } from './maintenance-tasks';

function tasksWithCalls() {
  const calls: string[] = [];
  const tasks = maintenanceTasks({
    checkout: {
      expireDue: async (limit = 20) => {
        calls.push(`expireDue(${limit})`);
        return 0;
      },
      purgeExpired: async () => void calls.push('purgeExpired'),
      pollNetopia: async () => {
        calls.push('pollNetopia');
        return 0;
      },
    },
    rateLimits: { prune: async () => void calls.push('prune') },
    adminIdempotency: {
      prune: async () => {
        calls.push('pruneAdminIdempotency');
        return 0;
      },
    },
    efacturaDeadlines: {
      mailLate: async () => {
        calls.push('mailLate');
        return false;
      },
    },
    pickupPoints: {
      runIfDue: async () => {
        calls.push('syncPickupPoints');
        return null;
      },
    },
  });
  return { tasks, calls };
}

describe('the maintenance tasks', () => {
  it('prune the rate-limit counters at least hourly', async () => {
    const { tasks, calls } = tasksWithCalls();
    const prune = tasks.find((task) => task.name === 'prune-rate-limits');
    expect(prune).toBeDefined();
    expect(prune!.everyMs).toBeLessThanOrEqual(3_600_000);
    await prune!.run();
    expect(calls).toEqual(['prune']);
  });

  it('asks Netopia about card attempts left without an IPN every minute', async () => {
    const { tasks, calls } = tasksWithCalls();
    const poll = tasks.find((task) => task.name === 'poll-netopia-payments');
    expect(poll!.everyMs).toBeLessThanOrEqual(60_000);
    await poll!.run();
    expect(calls).toEqual(['pollNetopia']);
  });

  it("prune staff operations' kept answers at least hourly", async () => {
    const { tasks, calls } = tasksWithCalls();
    const prune = tasks.find((task) => task.name === 'prune-admin-idempotency');
    expect(prune!.everyMs).toBeLessThanOrEqual(3_600_000);
    await prune!.run();
    expect(calls).toEqual(['pruneAdminIdempotency']);
  });

  it('expire unpaid orders in batches until a batch comes back short', async () => {
    let due = 45;
    const calls: number[] = [];
    const tasks = maintenanceTasks({
      checkout: {
        expireDue: async (limit = 20) => {
          calls.push(limit);
          const n = Math.min(limit, due);
          due -= n;
          return n;
        },
        purgeExpired: async () => undefined,
      },
      rateLimits: { prune: async () => undefined },
      adminIdempotency: { prune: async () => 0 },
    });
    await tasks.find((task) => task.name === 'expire-unpaid-orders')!.run();
    expect(calls).toEqual([20, 20, 20]);
    expect(due).toBe(0);
  });

  it("look for documents past RO e-Factura's term at least hourly (the mail itself goes once a day)", async () => {
    const { tasks, calls } = tasksWithCalls();
    const late = tasks.find((task) => task.name === 'mail-efactura-late');
    expect(late!.everyMs).toBeLessThanOrEqual(3_600_000);
    await late!.run();
    expect(calls).toEqual(['mailLate']);
  });

  it("ask hourly whether the courier's pickup points are due their daily sync", async () => {
    const { tasks, calls } = tasksWithCalls();
    const sync = tasks.find((task) => task.name === 'sync-pickup-points');
    expect(sync!.everyMs).toBeLessThanOrEqual(3_600_000);
    await sync!.run();
    expect(calls).toEqual(['syncPickupPoints']);
  });

  it('have distinct names, which the worker schedules them by', () => {
    const { tasks } = tasksWithCalls();
    expect(new Set(tasks.map((task) => task.name)).size).toBe(tasks.length);
  });

  it('deliver the push outbox every round when FCM is configured, and not at all without it', async () => {
    const { tasks } = tasksWithCalls();
    expect(tasks.find((task) => task.name === 'deliver-push')).toBeUndefined();
    let rounds = 0;
    const withPush = maintenanceTasks({
      checkout: { expireDue: async () => 0, purgeExpired: async () => undefined },
      rateLimits: { prune: async () => undefined },
      adminIdempotency: { prune: async () => 0 },
      pushDelivery: {
        runOnce: async () => {
          rounds += 1;
          return { sent: 0, retried: 0, failed: 0, removed: 0 };
        },
      },
    });
    const deliver = withPush.find((task) => task.name === 'deliver-push');
    expect(deliver!.everyMs).toBe(0);
    await deliver!.run();
    expect(rounds).toBe(1);
  });

  it("run e-Factura's upload worker every 15 s when e-Factura is on, and not at all when off", async () => {
    const base = {
      checkout: { expireDue: async () => 0, purgeExpired: async () => undefined },
      rateLimits: { prune: async () => undefined },
      adminIdempotency: { prune: async () => 0 },
    };
    expect(maintenanceTasks({ ...base, efactura: null }).map((task) => task.name)).not.toContain(
      'efactura-spv',
    );
    let runs = 0;
    const tasks = maintenanceTasks({
      ...base,
      efactura: {
        runOnce: async () => {
          runs += 1;
          return { started: 0, worked: 0 };
        },
      },
    });
    const upload = tasks.find((task) => task.name === 'efactura-spv');
    expect(upload?.everyMs).toBe(15_000);
    await upload!.run();
    expect(runs).toBe(1);
  });

  it("syncs the courier's parcel statuses every 5 minutes when given the sync", async () => {
    const base = {
      checkout: { expireDue: async () => 0, purgeExpired: async () => undefined },
      rateLimits: { prune: async () => undefined },
      adminIdempotency: { prune: async () => 0 },
    };
    expect(maintenanceTasks(base).map((task) => task.name)).not.toContain('sync-shipment-statuses');
    let rounds = 0;
    const tasks = maintenanceTasks({
      ...base,
      shipmentStatusSync: {
        runOnce: async () => {
          rounds += 1;
          return 0;
        },
      },
    });
    const sync = tasks.find((task) => task.name === 'sync-shipment-statuses');
    expect(sync?.everyMs).toBe(5 * 60_000);
    await sync!.run();
    expect(rounds).toBe(1);
  });
});
