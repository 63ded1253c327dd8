import { createRequire } from 'node:module';
import type * as Koffi from 'koffi';

/**
 * glibc's `malloc_trim(0)`, through koffi (a C FFI whose prebuilt binary comes from npm), or null
 * where there is no glibc (macOS, Windows, musl) or it cannot be loaded.
 *
 * glibc keeps what the process freed mapped in its arenas: after a start (V8 parsing and compiling
 * the bundle) or a burst of requests, about 25-30 MiB of the server's resident memory are free
 * malloc pages between live ones, which only `malloc_trim` hands back (it `madvise`s the free
 * pages; no environment variable does that: M_TRIM_THRESHOLD only trims the arena's top). It runs
 * after the idle collection (plugins/idle-memory.ts), when the process is quiet anyway
 * (docs/decisions/078).
 */
export function loadMallocTrim(): (() => void) | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => {
      mallocTrim(0);
    };
  } catch {
    return null;
  }
}
