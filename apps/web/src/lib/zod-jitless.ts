/**
 * Zod probes whether it may compile validators with `new Function`; the shop's Content Security
 * Policy says no, and the browser reports the refused probe as a policy violation on every page.
 * This is what `z.config({ jitless: true })` does, without importing Zod: its config is one object
 * on `globalThis` (zod/v4/core/core.js) that it reads on first use, and Zod's core would otherwise
 * sit in the entry chunk (~3.9 KB gzipped) of pages that never validate anything.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
