import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type IdleMemoryOptions = {
  /** A full collection of V8's heap (`gc` of `--expose-gc`). */
  collect: () => void;
  /** How long no request may arrive before the heap is collected (the check's interval too). */
  quietMs: number;
  /** How much longer it must stay quiet for each further collection, which shrinks the heap. */
  settleMs: number;
  /** How much the heap must have grown since the last collection for one to be worth its pause. */
  minGrowthBytes: number;
  /** The size of a young generation that needs no shrinking (V8's own smallest is 1 MB). */
  smallYoungBytes: number;
  /** How many further collections may try to shrink the young generation in one quiet spell. */
  maxSettleCollections: number;
  /** The heap's size (tests pass their own). */
  heapBytes?: () => number;
  /** The young generation's size (tests pass their own). */
  youngBytes?: () => number;
};

export const IDLE_MEMORY_DEFAULTS = {
  quietMs: 1000,
  settleMs: 6000,
  minGrowthBytes: 16 * 1024 * 1024,
  smallYoungBytes: 4 * 1024 * 1024,
  maxSettleCollections: 3,
};

const v8HeapBytes = () => v8.getHeapStatistics().total_heap_size;
const v8YoungBytes = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

/**
 * Gives memory back once traffic stops. Under load V8 grows its young generation to two 16 MB
 * halves and keeps old-space pages it has emptied, and it does not shrink them when the process
 * goes quiet: 170+ MiB stay resident after a burst (its own memory reducer waits for an allocation
 * rate it only measures at the next collection). So once a whole `quietMs` passed without a request,
 * the heap is collected if it grew by `minGrowthBytes` since the last collection (a burst, or the
 * start itself) or if requests since then left the young generation grown. V8 shrinks its young
 * generation only at a collection that sees a low allocation rate over the 5 s before it, so while
 * the young generation is still large it collects again each time it stayed quiet `settleMs`, at
 * most `maxSettleCollections` times (a request meanwhile only postpones the next one). After that, about 140 MiB stay resident. Smaller young
 * generations or heaps cost a quarter of the throughput under load instead (bench/README.md).
 */
export const idleMemoryPlugin = fp(async (app: FastifyInstance, options: IdleMemoryOptions) => {
  const heapBytes = options.heapBytes ?? v8HeapBytes;
  const youngBytes = options.youngBytes ?? v8YoungBytes;
  const settleTicks = Math.ceil(options.settleMs / options.quietMs);
  let requests = 0;
  let requestsAtLastCheck = 0;
  let requestsAtCollection = 0;
  let quietTicks = 0;
  let heapAfterCollection = 0;
  let settleCollectionsLeft = 0;

  app.addHook('onRequest', (_request, _reply, done) => {
    requests += 1;
    done();
  });

  const youngIsLarge = () => youngBytes() > options.smallYoungBytes;
  const collect = () => {
    options.collect();
    heapAfterCollection = heapBytes();
    requestsAtCollection = requests;
    quietTicks = 0;
  };
  const timer = setInterval(() => {
    const quiet = requests === requestsAtLastCheck;
    requestsAtLastCheck = requests;
    if (!quiet) {
      quietTicks = 0;
      return;
    }
    quietTicks += 1;
    const grew = heapBytes() - heapAfterCollection >= options.minGrowthBytes;
    const settling = settleCollectionsLeft > 0;
    if (grew || (!settling && requests !== requestsAtCollection && youngIsLarge())) {
      collect();
      settleCollectionsLeft = youngIsLarge() ? options.maxSettleCollections : 0;
    } else if (settling && quietTicks >= settleTicks) {
      collect();
      settleCollectionsLeft = youngIsLarge() ? settleCollectionsLeft - 1 : 0;
    }
  }, options.quietMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
