import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type IdleMemoryOptions = {
  /** A full collection of V8's heap (`gc` of `--expose-gc`). */
  collect: () => void;
  /** How long no request may arrive before the heap is collected (the check's interval too). */
  quietMs: number;
  /** How much longer it must stay quiet for the second collection, which shrinks the heap. */
  settleMs: number;
  /** How much the heap must have grown since the last collection for one to be worth its pause. */
  minGrowthBytes: number;
  /** The heap's size (tests pass their own). */
  heapBytes?: () => number;
};

export const IDLE_MEMORY_DEFAULTS = { quietMs: 1000, settleMs: 6000, minGrowthBytes: 16 * 1024 * 1024 };

const v8HeapBytes = () => v8.getHeapStatistics().total_heap_size;

/**
 * Gives memory back once traffic stops. Under load V8 grows its young generation to two 16 MB
 * halves and keeps old-space pages it has emptied, and it does not shrink them when the process
 * goes quiet: 170+ MiB stay resident after a burst (its own memory reducer waits for an allocation
 * rate it only measures at the next collection). So when a whole `quietMs` passed without a
 * request and the heap grew by `minGrowthBytes` since the last collection (a burst, or the start
 * itself), the heap is collected; V8 shrinks its young generation only at a collection that sees
 * a low allocation rate over the 5 s before it, so a second collection follows once it stayed
 * quiet `settleMs` longer. After both, about 135 MiB stay resident. Smaller young generations or
 * heaps cost a quarter of the throughput under load instead (bench/README.md).
 */
export const idleMemoryPlugin = fp(async (app: FastifyInstance, options: IdleMemoryOptions) => {
  const heapBytes = options.heapBytes ?? v8HeapBytes;
  const settleTicks = Math.ceil(options.settleMs / options.quietMs);
  let requests = 0;
  let requestsAtLastCheck = 0;
  let quietTicks = 0;
  let heapAfterCollection = 0;
  let settlePending = false;

  app.addHook('onRequest', async () => {
    requests += 1;
  });

  const collect = () => {
    options.collect();
    heapAfterCollection = heapBytes();
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
    if (heapBytes() - heapAfterCollection >= options.minGrowthBytes) {
      collect();
      settlePending = true;
    } else if (settlePending && quietTicks >= settleTicks) {
      collect();
      settlePending = false;
    }
  }, options.quietMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
