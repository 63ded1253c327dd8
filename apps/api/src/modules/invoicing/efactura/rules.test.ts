import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CIUS_RO_SEF, CIUS_RO_STAMP, CIUS_RO_XSLT, type RulesStamp, sha256File } from './rules';

const require = createRequire(import.meta.url);
const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

describe('the committed CIUS-RO rules', () => {
  const stamp = JSON.parse(readFileSync(CIUS_RO_STAMP, 'utf8')) as RulesStamp;

  it('the SEF the server runs was compiled from the committed XSLT (npm run efactura:compile -w apps/api)', () => {
    expect(sha256File(CIUS_RO_XSLT), 'the XSLT changed since the SEF was compiled').toBe(stamp.xslt_sha256);
    expect(sha256File(CIUS_RO_SEF), 'the SEF is not the one its stamp records').toBe(stamp.sef_sha256);
  });

  it('was compiled by the xslt3 the repository pins, for the SaxonJS it runs under', () => {
    expect(stamp.compiler).toBe(`xslt3 ${versionOf('xslt3')}`);
    // The SEF header names the SaxonJS major.minor it targets; relocatable, it runs from any folder.
    const sef = readFileSync(CIUS_RO_SEF, 'utf8');
    const header = JSON.parse(`${sef.slice(0, sef.indexOf(',"ns"'))}}`) as {
      saxonVersion: string;
      relocatable: string;
    };
    const [major, minor] = versionOf('saxon-js').split('.');
    expect(header.saxonVersion).toBe(`SaxonJS ${major}.${minor}`);
    expect(header.relocatable).toBe('true');
  });
});
