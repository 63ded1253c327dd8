import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@shop/shared/constants';
import { loadTexts } from '@/lib/i18n';
import { textAreaLoaders, type TextArea } from '@/locales/texts';

// Components render outside their routes here, so every text area is loaded up front; the
// end-to-end journeys check that each route loads the areas it needs.
await Promise.all(
  LANGUAGES.map((language) => loadTexts(language, Object.keys(textAreaLoaders) as TextArea[])),
);

afterEach(() => {
  // Without vitest globals, Testing Library cannot register its own cleanup.
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
