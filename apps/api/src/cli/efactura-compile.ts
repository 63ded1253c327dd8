import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CIUS_RO_SEF,
  CIUS_RO_STAMP,
  CIUS_RO_XSLT,
  EFACTURA_RULES_DIR,
  type RulesStamp,
  sha256File,
} from '../modules/invoicing/efactura/rules';

/**
 * `npm run efactura:compile -w apps/api`: compiles ANAF's CIUS-RO XSLT into the SEF the server
 * runs under SaxonJS (about a minute or two), and records beside it what it was compiled from.
 * Run it after replacing the XSLT with a new release of the rules; commit the three files.
 */
const require = createRequire(import.meta.url);
const xslt3 = require.resolve('xslt3/xslt3.js');
const compilerVersion = (
  JSON.parse(readFileSync(require.resolve('xslt3/package.json'), 'utf8')) as { version: string }
).version;

const compiled = spawnSync(
  process.execPath,
  [
    xslt3,
    `-xsl:${path.relative(EFACTURA_RULES_DIR, CIUS_RO_XSLT)}`,
    `-export:${path.relative(EFACTURA_RULES_DIR, CIUS_RO_SEF)}`,
    // Relocatable: the SEF keeps no absolute path of the machine that compiled it.
    '-relocate:on',
    '-nogo',
    '-t',
  ],
  { cwd: EFACTURA_RULES_DIR, stdio: 'inherit' },
);
if (compiled.status !== 0) {
  console.error(`efactura:compile: xslt3 failed (exit ${compiled.status})`);
  process.exit(1);
}
const stamp: RulesStamp = {
  xslt_sha256: sha256File(CIUS_RO_XSLT),
  sef_sha256: sha256File(CIUS_RO_SEF),
  compiler: `xslt3 ${compilerVersion}`,
};
writeFileSync(CIUS_RO_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
console.info(`efactura:compile: ${path.relative(process.cwd(), CIUS_RO_SEF)} and its stamp written`);
