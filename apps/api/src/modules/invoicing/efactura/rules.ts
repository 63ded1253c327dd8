import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where ANAF's validation rules live in the repository (apps/api/efactura, see its README), seen
 * from the server bundle (dist/) or from the sources (src/modules/invoicing/efactura/).
 */
export const EFACTURA_RULES_DIR =
  ['../efactura', '../../../../efactura']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((dir) => existsSync(path.join(dir, 'cius-ro-1.0.9'))) ??
  fileURLToPath(new URL('../../../../efactura', import.meta.url));

const CIUS_RO_DIR = path.join(EFACTURA_RULES_DIR, 'cius-ro-1.0.9');

/** ANAF's CIUS-RO 1.0.9 rules (EN 16931 + the Romanian ones) as XSLT 2.0, as published. */
export const CIUS_RO_XSLT = path.join(CIUS_RO_DIR, 'EN16931-CIUS_RO-UBL-validation.xslt');
/** The same rules compiled by SaxonJS's `xslt3` (`npm run efactura:compile -w apps/api`). */
export const CIUS_RO_SEF = path.join(CIUS_RO_DIR, 'EN16931-CIUS_RO-UBL-validation.sef.json');
/** What the committed SEF was compiled from: the XSLT's and the SEF's SHA-256, and the compiler. */
export const CIUS_RO_STAMP = path.join(CIUS_RO_DIR, 'EN16931-CIUS_RO-UBL-validation.sef.stamp.json');

/** OASIS UBL 2.1 schemas (maindoc/ and the common/ files they include). */
export const UBL_XSD = {
  invoice: path.join(EFACTURA_RULES_DIR, 'ubl-2.1/xsd/maindoc/UBL-Invoice-2.1.xsd'),
  creditNote: path.join(EFACTURA_RULES_DIR, 'ubl-2.1/xsd/maindoc/UBL-CreditNote-2.1.xsd'),
};

export interface RulesStamp {
  xslt_sha256: string;
  sef_sha256: string;
  compiler: string;
}

export const sha256File = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
