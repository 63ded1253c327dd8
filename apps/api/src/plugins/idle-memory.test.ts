import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleMemoryPlugin } from './idle-memory';

const MiB = 1024 * 1024;

/** An app whose heap the test sets, counting the collections the plugin asks for. */
async function appWithHeap(startMiB: number) {
  const heap = { bytes: startMiB * MiB, collections: 0, afterCollectionMiB: 40 };
  const app = Fastify();
  await app.register(idleMemoryPlugin, {
    quietMs: 1000,
    settleMs: 6000,
    minGrowthBytes: 16 * MiB,
    heapBytes: () => heap.bytes,
    collect: () => {
      heap.collections += 1;
      heap.bytes = heap.afterCollectionMiB * MiB;
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

  it('stops looking when the server closes', async () => {
    const { app, heap } = await appWithHeap(20);
    await app.close();
    heap.bytes = 200 * MiB;
    await vi.advanceTimersByTimeAsync(5000);
    expect(heap.collections).toBe(0);
  });
});
