import { readFile } from 'node:fs/promises';
import type SaxonJSModule from 'saxon-js';
import { CIUS_RO_SEF } from './rules';

/**
 * ANAF's own check of an e-Factura XML, run here before every upload: the CIUS-RO 1.0.9 rules
 * (EN 16931 and the Romanian BR-RO-*), compiled once to a SaxonJS SEF and run in-process, without
 * Java. What ANAF would refuse is an error; its warnings are kept apart and never block.
 */

export interface UblRuleFinding {
  /** The rule's id, e.g. "BR-RO-120" or "BR-CO-15". */
  rule: string;
  message: string;
  /** XPath of the element the rule was checked on. */
  location: string;
}

export interface UblValidation {
  valid: boolean;
  /** Fatal findings: ANAF refuses a document with any. */
  errors: UblRuleFinding[];
  /** Warnings (flag="warning"): reported, not refused. */
  warnings: UblRuleFinding[];
}

/** The rule id of an XML that cannot even be read; not one of ANAF's. */
export const NOT_WELL_FORMED = 'XML-WELL-FORMED';

const SVRL = 'http://purl.oclc.org/dsdl/svrl';

// Every SVRL finding as a map: the failed asserts and the successful reports (CIUS-RO writes
// several of its rules, BR-RO-100/101/110/111 among them, as reports of what must not be).
const FINDINGS_XPATH = `array {
  for $f in (//svrl:failed-assert | //svrl:successful-report)
  return map {
    'rule': string($f/@id),
    'flag': string($f/@flag),
    'location': string($f/@location),
    'message': normalize-space(string-join($f/svrl:text, ' '))
  }
}`;

type SaxonJS = typeof SaxonJSModule;

let engine: Promise<{ saxon: SaxonJS; sef: unknown }> | null = null;

/**
 * SaxonJS and the compiled rules (8 MB of JSON), loaded on the first validation and kept: the
 * server pays for them only once it uploads to ANAF.
 */
function loadEngine() {
  if (!engine) {
    engine = Promise.all([import('saxon-js'), readFile(CIUS_RO_SEF, 'utf8')]).then(([module, text]) => ({
      saxon: module.default,
      sef: JSON.parse(text) as unknown,
    }));
    // A failed load (a missing file) is tried again on the next validation.
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

export async function validateUbl(xml: string): Promise<UblValidation> {
  const { saxon, sef } = await loadEngine();
  let report;
  try {
    report = await saxon.transform(
      { stylesheetInternal: sef, sourceText: xml, destination: 'document' },
      'async',
    );
  } catch (error) {
    // SaxonJS refuses text that is not XML before any rule runs.
    const message = error instanceof Error ? error.message : String(error);
    return { valid: false, errors: [{ rule: NOT_WELL_FORMED, message, location: '/' }], warnings: [] };
  }
  const findings = saxon.XPath.evaluate(FINDINGS_XPATH, report.principalResult, {
    namespaceContext: { svrl: SVRL },
  }) as { rule: string; flag: string; location: string; message: string }[];
  const errors: UblRuleFinding[] = [];
  const warnings: UblRuleFinding[] = [];
  for (const { rule, flag, location, message } of findings) {
    // A rule without a flag is an error: only an explicit warning lets a document through.
    (flag === 'warning' || flag === 'information' ? warnings : errors).push({ rule, message, location });
  }
  return { valid: errors.length === 0, errors, warnings };
}
