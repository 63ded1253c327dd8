import { STORAGE_KEYS } from '@shop/shared/constants';
import { useContentTranslation } from '../hooks/use-content-translation';

type Entry = {
  /** The name as the browser shows it: read from the same constants the code uses. */
  name: string;
  kind: 'cookie' | 'local_storage';
  text: 'csrf' | 'token' | 'is_admin' | 'lang' | 'cart' | 'favourites' | 'consent' | 'splash' | 'categories';
};

/** The API's CSRF cookie (apps/api/src/plugins/csrf.ts). */
const CSRF_COOKIE = 'csrftoken';

const ENTRIES: Entry[] = [
  { name: CSRF_COOKIE, kind: 'cookie', text: 'csrf' },
  { name: STORAGE_KEYS.token, kind: 'local_storage', text: 'token' },
  { name: STORAGE_KEYS.isAdmin, kind: 'local_storage', text: 'is_admin' },
  { name: STORAGE_KEYS.lang, kind: 'local_storage', text: 'lang' },
  { name: STORAGE_KEYS.cart, kind: 'local_storage', text: 'cart' },
  { name: STORAGE_KEYS.guestFavourites, kind: 'local_storage', text: 'favourites' },
  { name: STORAGE_KEYS.cookieConsent, kind: 'local_storage', text: 'consent' },
  { name: STORAGE_KEYS.seenSplash, kind: 'local_storage', text: 'splash' },
  { name: STORAGE_KEYS.categories, kind: 'local_storage', text: 'categories' },
];

/** Every cookie and local-storage key the shop writes without consent (they are all necessary). */
export function StorageTable() {
  const { text } = useContentTranslation();
  const rows = ENTRIES.map((entry) => ({
    ...entry,
    type: text(`policies.cookies.table.${entry.kind}`),
    purpose: text(`policies.cookies.table.entries.${entry.text}.purpose`),
    duration: text(`policies.cookies.table.entries.${entry.text}.duration`),
  }));
  const code = 'rounded bg-sage-100 px-1.5 py-0.5 font-mono text-sm text-ink';

  return (
    <>
      {/* Phones: one card per entry. */}
      <ul aria-label={text('policies.cookies.table.caption')} className="space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.name} className="rounded-card border border-line bg-surface p-4">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <code className={code}>{row.name}</code>
              <span className="text-sm text-ink-muted">{row.type}</span>
            </p>
            <p className="mt-2 text-ink">{row.purpose}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {text('policies.cookies.table.duration')}: {row.duration}
            </p>
          </li>
        ))}
      </ul>
      {/* Wider screens and print: a table. */}
      <div className="hidden overflow-hidden rounded-card border border-line bg-surface sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{text('policies.cookies.table.caption')}</caption>
          <thead className="bg-sage-50 text-ink">
            <tr>
              {(['name', 'type', 'purpose', 'duration'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {text(`policies.cookies.table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
                  <code className={code}>{row.name}</code>
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-ink-muted">{row.type}</td>
                <td className="px-4 py-3 text-ink">{row.purpose}</td>
                <td className="px-4 py-3 text-ink-muted">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
