import { formatDecimalLei } from '@shop/shared/money';
import {
  AUDIT_REFERENCE_FIELDS,
  type AuditNames,
  type AuditReferenceKind,
} from '@shop/shared/schemas/admin/audit';
import type { TextKey, TranslateFunction } from '@/lib/i18n';

/**
 * A piece of a changed value: text, or a named record with a link to its screen (`to`: the
 * screen's path under /admin, for useAdminPath).
 */
export type ValuePart = { text: string; to?: string };

export type FormattedChange = {
  /** The field in the admin's words ("Preț redus"), not its wire name. */
  label: string;
  before: ValuePart[];
  after: ValuePart[];
};

/** Amounts the API writes as decimals ("49.90"): shown as the admin reads them ("49,90 lei"). */
const MONEY_FIELDS = new Set([
  'pret',
  'pret_redus',
  'total',
  'amount',
  'suma',
  'valoare_minima',
  'minimum_order',
  'free_shipping_threshold',
  'shipping_cost',
  'balance',
]);

/** The labels the log knows, by wire name (`admin.audit.fields.*`). */
export const KNOWN_FIELDS = [
  'titlu',
  'titlu_en',
  'descriere',
  'descriere_en',
  'informatii_suplimentare',
  'informatii_suplimentare_en',
  'meta_titlu',
  'meta_titlu_en',
  'meta_descriere',
  'meta_descriere_en',
  'nota',
  'nota_en',
  'slug',
  'sku',
  'pret',
  'pret_redus',
  'cota_tva',
  'stoc',
  'cantitate_neta',
  'greutate_grame',
  'unitate',
  'publicat',
  'imagini',
  'categorii',
  'tags',
  'optiuni',
  'variante',
  'status',
  'nume',
  'nume_en',
  'parent',
  'code',
  'active',
  'email',
  'is_superuser',
  'is_staff',
  'note',
  'reason',
  'amount',
  'method',
  'name',
  'permissions',
  'roles',
] as const;

const KNOWN = new Set<string>(KNOWN_FIELDS);

/** The actions the log has words for (`admin.audit.actions.*`); others show as recorded. */
export const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'adjust',
  'import',
  'reply',
  'approve',
  'reject',
  'status',
  'note',
  'merge',
  'refund',
  'publish',
  'unpublish',
  'transfer_confirmed',
  'send',
  'roles',
] as const;

export function actionLabel(action: string, t: TranslateFunction): string {
  return (KNOWN_ACTIONS as readonly string[]).includes(action)
    ? t(`admin.audit.actions.${action}` as TextKey)
    : action;
}

/** Where a named record opens in the admin: its screen's path under /admin (see useAdminPath). */
export function referencePath(kind: AuditReferenceKind, id: string): string | null {
  const safe = encodeURIComponent(id);
  switch (kind) {
    case 'product':
      return `products/${safe}`;
    case 'order':
      return `comenzi/${safe}`;
    case 'category':
      return 'categories';
    case 'tag':
      return 'tags';
    case 'blog_post':
      return `blog/${safe}`;
    case 'blog_category':
      return 'blog';
    case 'coupon':
      return 'coupons';
    case 'user':
      return `clienti/${safe}`;
    default:
      return null;
  }
}

/** "meta_titlu_en" → "Meta titlu en": a readable fallback for a field the log has no words for. */
function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text of an HTML fragment (a description), shortened: the log shows that it changed, not the page. */
function plainText(value: string): string {
  const text = value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value;
  const squeezed = text.replace(/\s+/g, ' ').trim();
  return squeezed.length > 120 ? `${squeezed.slice(0, 119)}…` : squeezed;
}

function formatValue(key: string, value: unknown, names: AuditNames, t: TranslateFunction): ValuePart[] {
  if (value === undefined || value === null || value === '') return [{ text: '—' }];
  const kind = AUDIT_REFERENCE_FIELDS[key];
  if (kind) {
    const ids = Array.isArray(value) ? value : [value];
    if (ids.length === 0) return [{ text: '—' }];
    return ids.map((raw, index) => {
      const id = String(raw);
      const name = names[kind]?.[id];
      const path = name === undefined ? null : referencePath(kind, id);
      const text = `${name ?? `#${id}`}${index < ids.length - 1 ? ', ' : ''}`;
      return path ? { text, to: path } : { text };
    });
  }
  if (typeof value === 'boolean') return [{ text: t(value ? 'admin.common.yes' : 'admin.common.no') }];
  if (typeof value === 'string' && MONEY_FIELDS.has(key) && /^-?\d+(\.\d{1,2})?$/.test(value)) {
    return [{ text: formatDecimalLei(value) }];
  }
  if (typeof value === 'string' || typeof value === 'number') return [{ text: plainText(String(value)) }];
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return [{ text: value.map((item) => plainText(String(item))).join(', ') }];
    }
    return [{ text: t('admin.audit.items', { count: value.length }) }];
  }
  if (typeof value === 'object') {
    // A nested record (an address, a setting group): its fields, never raw JSON.
    const entries = Object.entries(value as Record<string, unknown>);
    return [
      {
        text: entries
          .map(([inner, innerValue]) => {
            const shown = formatValue(inner, innerValue, names, t)
              .map((part) => part.text)
              .join('');
            return `${fieldLabel(inner, t)}: ${shown}`;
          })
          .join('; '),
      },
    ];
  }
  return [{ text: String(value) }];
}

export function fieldLabel(key: string, t: TranslateFunction): string {
  return KNOWN.has(key) ? t(`admin.audit.fields.${key}` as TextKey) : humanize(key);
}

/**
 * An entry's changes as the admin reads them: each field in their words, ids as names linking
 * to their screens (names come with the page, resolved by the server in one query), money in lei,
 * yes/no for flags, nested records as "field: value" instead of JSON.
 */
export function formatAuditChanges(
  entry: { before: unknown; after: unknown },
  names: AuditNames,
  t: TranslateFunction,
): FormattedChange[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    // Bookkeeping the admin never edits.
    (key) => !['id', 'version', 'created_at', 'updated_at'].includes(key),
  );
  return keys.map((key) => ({
    label: fieldLabel(key, t),
    before: formatValue(key, before[key], names, t),
    after: formatValue(key, after[key], names, t),
  }));
}
