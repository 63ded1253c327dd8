import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadMallocTrim } from './malloc-trim';

/** Whether this process runs on glibc (Node's report names the glibc it runs with). */
const onGlibc = () =>
  process.platform === 'linux' &&
  Boolean(
    (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header
      ?.glibcVersionRuntime,
  );

/** The process's resident anonymous memory, in KiB (/proc/self/status). */
const anonymousKiB = () =>
  Number(/^RssAnon:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? Number.NaN);

/** V8's full collection, as `--expose-gc` gives it to the server. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

describe('malloc_trim', () => {
  it.runIf(onGlibc())('hands free malloc pages between live ones back to the system', async () => {
    const trim = loadMallocTrim();
    expect(trim).toBeTypeOf('function');
    const gc = fullCollection();
    trim?.();
    // 32 MiB of buffers (each below glibc's mmap threshold, so inside a malloc arena), one in 64
    // kept: once the others are collected, their pages are free between live chunks, where glibc
    // keeps them resident until malloc_trim.
    let chunks: Buffer[] | null = Array.from({ length: 4096 }, () => Buffer.alloc(8 * 1024, 1));
    const kept = chunks.filter((_, index) => index % 64 === 0);
    chunks = null;
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200)); // V8 frees array buffers in the background
    gc();
    const before = anonymousKiB();
    trim?.();
    const after = anonymousKiB();
    expect(kept).toHaveLength(64);
    expect(before - after).toBeGreaterThan(16 * 1024);
  });

  it.runIf(process.platform !== 'linux')('is absent where there is no glibc', () => {
    expect(loadMallocTrim()).toBeNull();
  });
});
