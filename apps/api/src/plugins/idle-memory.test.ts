import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleMemoryPlugin } from './idle-memory';

const MiB = 1024 * 1024;

/**
 * An app whose heap the test sets, counting the collections the plugin asks for. Its young
 * generation is 32 MiB until the `shrinkAt`-th collection, as V8's shrinks at a collection that
 * follows a quiet spell.
 */
async function appWithHeap(startMiB: number, shrinkAt = 2) {
  const heap = { bytes: startMiB * MiB, youngMiB: 32, collections: 0, afterCollectionMiB: 40, shrinkAt };
  const app = Fastify();
  await app.register(idleMemoryPlugin, {
    quietMs: 1000,
    settleMs: 6000,
    minGrowthBytes: 16 * MiB,
    smallYoungBytes: 4 * MiB,
    maxSettleCollections: 3,
    heapBytes: () => heap.bytes,
    youngBytes: () => heap.youngMiB * MiB,
    collect: () => {
      heap.collections += 1;
      heap.bytes = heap.afterCollectionMiB * MiB;
      if (heap.collections >= heap.shrinkAt) heap.youngMiB = 1;
    },
  });
  app.get('/', async () => 'ok');
  await app.ready();
  return { app, heap };
}

describe('idle memory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once the server is quiet, again once it stayed quiet, then not until the heap grows', async () => {
    const { app, heap } = await appWithHeap(70);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(heap.collections).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(heap.collections).toBe(2);

    heap.bytes = 50 * MiB; // grown, but by less than 16 MiB
    await vi.advanceTimersByTimeAsync(2000);
    expect(heap.collections).toBe(2);

    heap.bytes = 90 * MiB;
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(3);
    await app.close();
  });

  it('waits while requests keep arriving, before either collection', async () => {
    const { app, heap } = await appWithHeap(90);
    for (let second = 0; second < 5; second += 1) {
      await app.inject('/');
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(heap.collections).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(1);

    // A request during the settling time starts it again.
    await vi.advanceTimersByTimeAsync(4000);
    await app.inject('/');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(heap.collections).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(2);
    await app.close();
  });

  it('collects again every settling time while the young generation stays large, three times at most', async () => {
    const { app, heap } = await appWithHeap(70, 99);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(1);
    await vi.advanceTimersByTimeAsync(6000 * 3);
    expect(heap.collections).toBe(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heap.collections).toBe(4);

    // Requests since then, with the young generation still large: one more spell of tries.
    await app.inject('/');
    await vi.advanceTimersByTimeAsync(2000);
    expect(heap.collections).toBe(5);
    await app.close();
  });

  it('collects after requests that grew the young generation, though the heap grew by less', async () => {
    const { app, heap } = await appWithHeap(70);
    await vi.advanceTimersByTimeAsync(7000);
    expect(heap.collections).toBe(2);
    expect(heap.youngMiB).toBe(1);

    // A burst: the young generation is back at 32 MiB, the heap 10 MiB larger than after the last collection.
    heap.bytes = 50 * MiB;
    heap.youngMiB = 32;
    heap.shrinkAt = 4;
    await app.inject('/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(heap.collections).toBe(3);
    await vi.advanceTimersByTimeAsync(6000);
    expect(heap.collections).toBe(4);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(heap.collections).toBe(4);

    // Without requests a large young generation alone is no reason: nothing grew it since.
    heap.youngMiB = 32;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(heap.collections).toBe(4);
    await app.close();
  });

  it('stops looking when the server closes', async () => {
    const { app, heap } = await appWithHeap(20);
    await app.close();
    heap.bytes = 200 * MiB;
    await vi.advanceTimersByTimeAsync(5000);
    expect(heap.collections).toBe(0);
  });
});
