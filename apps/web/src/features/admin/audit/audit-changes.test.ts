import { beforeAll, describe, expect, it } from 'vitest';
import adminRo from '@/locales/ro/admin.json';
import { i18n, initI18n, loadTexts, setLanguage } from '@/lib/i18n';
import { actionLabel, formatAuditChanges, KNOWN_ACTIONS, KNOWN_FIELDS } from './audit-changes';

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin']);
});

const t = i18n.t;
const names = {
  category: { '3': 'Ceaiuri', '5': 'Cafea' },
  tag: { '9': 'Bio' },
  product: { '12': 'Ceai verde' },
};

describe('formatAuditChanges', () => {
  it('names fields in the admin words, ids as names with links, money in lei and flags as yes/no', () => {
    const changes = formatAuditChanges(
      {
        before: { pret_redus: null, categorii: [3], tags: [], publicat: false, version: 1 },
        after: { pret_redus: '39.90', categorii: [3, 5], tags: [9], publicat: true, version: 2 },
      },
      names,
      t,
    );
    expect(changes).toEqual([
      { label: 'Preț redus', before: [{ text: '—' }], after: [{ text: '39,90 lei' }] },
      {
        label: 'Categorii',
        before: [{ text: 'Ceaiuri', to: 'categories' }],
        after: [
          { text: 'Ceaiuri, ', to: 'categories' },
          { text: 'Cafea', to: 'categories' },
        ],
      },
      { label: 'Etichete', before: [{ text: '—' }], after: [{ text: 'Bio', to: 'tags' }] },
      { label: 'Publicat', before: [{ text: 'Nu' }], after: [{ text: 'Da' }] },
    ]);
  });

  it('shows an id it could not name (a deleted record) without a link, and nested records without JSON', () => {
    const [product, address] = formatAuditChanges(
      {
        before: null,
        after: { product_id: 44, adresa_livrare: { judet: 'Cluj', cod_postal: '400114' } },
      },
      names,
      t,
    );
    expect(product).toEqual({ label: 'Product id', before: [{ text: '—' }], after: [{ text: '#44' }] });
    expect(address!.after).toEqual([{ text: 'Judet: Cluj; Cod postal: 400114' }]);
    expect(address!.after[0]!.text).not.toMatch(/[{}"]/);
  });

  it('shortens a changed description to its text', () => {
    const [description] = formatAuditChanges(
      { before: { descriere: '<p>Un <strong>ceai</strong> bun</p>' }, after: { descriere: 'x'.repeat(300) } },
      {},
      t,
    );
    expect(description!.before).toEqual([{ text: 'Un ceai bun' }]);
    expect(description!.after[0]!.text).toHaveLength(120);
  });

  it('reads in English too', async () => {
    await setLanguage('en');
    await loadTexts('en', ['admin']);
    const [change] = formatAuditChanges({ before: { stoc: 2 }, after: { stoc: 5 } }, {}, i18n.t);
    expect(change!.label).toBe('Stock');
    expect(actionLabel('delete', i18n.t)).toBe('Deleted');
    await setLanguage('ro');
  });

  it('has words for every field and action it knows, and keeps an unknown action as recorded', () => {
    expect(Object.keys(adminRo.audit.fields).sort()).toEqual([...KNOWN_FIELDS].sort());
    expect(Object.keys(adminRo.audit.actions).sort()).toEqual([...KNOWN_ACTIONS].sort());
    expect(actionLabel('update', t)).toBe('Modificare');
    expect(actionLabel('rotate_keys', t)).toBe('rotate_keys');
  });
});
