import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { LANGUAGES } from '@shop/shared/constants';
import { loadTexts, registerTextAreas } from '@/lib/i18n';
import { adminTextAreaLoaders } from '@/locales/admin-texts';
import { textAreaLoaders, type TextArea } from '@/locales/texts';
import { findClassConflicts } from './src/lib/class-conflicts';

// `findBy…` and `waitFor` wait on a condition; Testing Library's one second is a time, and on a
// shared machine under load a lazy component or a mocked answer takes longer than that. A longer
// ceiling only slows a test that fails anyway.
configure({ asyncUtilTimeout: 10_000 });

// Components render outside their routes here, so every text area is loaded up front; the
// end-to-end journeys check that each route loads the areas it needs.
registerTextAreas(adminTextAreaLoaders);
const everyArea = [...Object.keys(textAreaLoaders), ...Object.keys(adminTextAreaLoaders)] as TextArea[];
await Promise.all(LANGUAGES.map((language) => loadTexts(language, everyArea)));

// `cn` only joins class names, so a className that restyles what a component already sets leaves
// both classes on the element, and the stylesheet's order picks one. Every element any test
// renders, in every state it passes through, is checked for such pairs.
let conflicts: Set<string>;
const observer = new MutationObserver((records) => records.forEach(checkRecord));

function checkElement(element: Element) {
  for (const pairs of findClassConflicts(element.getAttribute('class') ?? '')) {
    conflicts.add(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">: ${pairs.join(' ')}`,
    );
  }
}

function checkRecord(record: MutationRecord) {
  if (record.type === 'attributes' && record.target instanceof Element) checkElement(record.target);
  for (const node of record.addedNodes) {
    if (!(node instanceof Element)) continue;
    checkElement(node);
    node.querySelectorAll('[class]').forEach(checkElement);
  }
}

beforeEach(() => {
  conflicts = new Set();
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
});

afterEach(() => {
  observer.takeRecords().forEach(checkRecord);
  observer.disconnect();
  // Without vitest globals, Testing Library cannot register its own cleanup.
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (conflicts.size > 0) {
    throw new Error(`Conflicting Tailwind classes on rendered elements:\n${[...conflicts].join('\n')}`);
  }
});
