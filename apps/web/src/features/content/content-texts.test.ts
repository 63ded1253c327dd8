import { describe, expect, it } from 'vitest';
import enContent from '@/locales/en/content.json';
import enPolicies from '@/locales/en/policies.json';
import roContent from '@/locales/ro/content.json';
import roPolicies from '@/locales/ro/policies.json';

/** Every leaf with its path; array items count, so lists must have the same length in both. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}

const ro = leaves({ content: roContent, policies: roPolicies });
const en = leaves({ content: enContent, policies: enPolicies });

/** The names useContentValues() provides (plus `number`, given by the step list). */
const VALUES = new Set([
  'shop',
  'company',
  'cui',
  'regCom',
  'address',
  'phone',
  'phoneHref',
  'email',
  'privacyEmail',
  'hours',
  'freeShipping',
  'freeShippingRule',
  'shipping',
  'deliveryMin',
  'deliveryMax',
  'returnDays',
  'refundDays',
  'warrantyMonths',
  'referralPercent',
  'newsletterHours',
  'sendBackDays',
  'number',
]);

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]);

describe('information texts (their own checks: placeholders, numbers, links)', () => {
  it('have the same keys, list lengths and placeholders in Romanian and English', () => {
    expect([...en.keys()].sort()).toEqual([...ro.keys()].sort());
    for (const [key, text] of ro) {
      expect(placeholders(en.get(key) ?? '').sort(), key).toEqual(placeholders(text).sort());
    }
  });

  it('only use the shared values, never a number of their own (contract §9)', () => {
    const hardCoded = [
      /\d+(?:[.,]\d+)?\s*(?:lei|RON)\b/i, // prices: {{shipping}}, {{freeShipping}}
      /\b\d+\s*[-–]\s*\d+\s*(?:zile|days|business)/i, // delivery time: {{deliveryMin}}–{{deliveryMax}}
      /\b\d+\s*(?:de\s+)?(?:zile|days|luni|months)\b/i, // return, refund, warranty
      /\b\d+\s*%/, // referral
    ];
    // Retention periods (3 months of logs, 3 years of limitation) are legal facts, not shop settings.
    const ownNumbers = (key: string) => key.startsWith('policies.privacy.sections.retention.');
    for (const [key, text] of [...ro, ...en]) {
      if (!ownNumbers(key)) {
        for (const pattern of hardCoded) expect(text, `${key}: ${text}`).not.toMatch(pattern);
      }
      for (const name of placeholders(text)) expect(VALUES, `${key} uses {{${name}}}`).toContain(name);
    }
  });

  it('link only to in-app paths, mailto:, tel: or https://', () => {
    for (const [key, text] of [...ro, ...en]) {
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect(match[1], key).toMatch(/^(\/|mailto:|tel:|https:\/\/|{{phoneHref}}$)/);
      }
    }
  });
});
