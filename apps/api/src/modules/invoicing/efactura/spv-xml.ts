import type { EfacturaXml } from './spv-service';

let wired: EfacturaXml | null = null;

/**
 * The UBL renderer and CIUS-RO check the server's e-Factura worker uses (main.ts reads it): the
 * invoicing module's `renderUbl`/`validateUbl` (decision 048: wired here, in one place). Until
 * they are, e-Factura stays idle and says so in the log.
 */
export function wireEfacturaXml(xml: EfacturaXml): void {
  wired = xml;
}

export function wiredEfacturaXml(): EfacturaXml | null {
  return wired;
}
