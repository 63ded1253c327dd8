import { createHash } from 'node:crypto';

/** A Content-Security-Policy source that allows one inline script, by the SHA-256 of its text. */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
