// How Node runs the shop's server (npm start, the benchmarks). The old generation is capped so
// that V8 collects instead of growing: under load it otherwise keeps 200+ MB of heap it no longer
// uses. The shop's live heap is about 50 MB plus the catalogue cache (CATALOG_CACHE_MB, 32 by
// default). NODE_OPTIONS with its own --max-old-space-size wins. `gc` is exposed for the server
// to give memory back once a burst of traffic is over (apps/api/src/plugins/idle-memory.ts).
// Source maps are not loaded (about 40 MB of heap): NODE_OPTIONS=--enable-source-maps turns them
// on for debugging.
export const SERVER_HEAP_MB = 128;

export function serverNodeFlags(env = process.env) {
  const heap = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '')
    ? []
    : [`--max-old-space-size=${SERVER_HEAP_MB}`];
  return [...heap, '--expose-gc'];
}

/**
 * The environment the server runs with beside the caller's. glibc gives each thread that allocates
 * its own malloc arena and keeps what is freed in it: after server-rendered pages under load
 * (libuv's threads read and compress files) about 15 MiB more stayed resident, 149-152 MiB against
 * 135-140 with two arenas, at no measurable cost in throughput (bench/README.md). An explicit
 * MALLOC_ARENA_MAX wins.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}
