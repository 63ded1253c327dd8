import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** One filter of a list, kept in the URL's query. */
export type ListField = {
  /** The query parameter's name; the field's own name unless told (e.g. `de_la` for `from`). */
  param?: string;
  /** The value when the URL does not name one (e.g. reviews open on the waiting ones). */
  initial?: string;
  /** Whether a value read from the URL is one the list knows; anything else reads as `initial`. */
  accept?: (value: string) => boolean;
};

type Values<Key extends string> = Record<Key, string>;

export type ListParams<Key extends string> = {
  /** Every filter's value, from the URL (or its `initial` value). */
  values: Values<Key>;
  /** The page, 1 unless the URL names a later one. */
  page: number;
  /**
   * Changes filters; the list goes back to its first page. `replace` swaps the history entry
   * (typing should not leave one entry a letter).
   */
  set: (patch: Partial<Values<Key>>, options?: { replace?: boolean }) => void;
  /** Back to no filters (and the first page). */
  reset: () => void;
  /** The link to another page of the same list, with the same filters. */
  pageHref: (page: number) => string;
  /** Set while a link out of the list is followed: a search settling then must not pull staff back. */
  leaving: { current: boolean };
};

const PAGE = 'page';

/**
 * A list's filters and page in the URL's query, so a reload, a shared link or Back shows the same
 * rows. A value equal to the field's `initial` is left out of the URL; an empty value that differs
 * from it (reviews' "every status") is kept as `?status=`.
 */
export function useListParams<Key extends string>(fields: Record<Key, ListField>): ListParams<Key> {
  const [params, setParams] = useSearchParams();
  const leaving = useRef(false);
  const entries = Object.entries(fields) as [Key, ListField][];
  const paramOf = (key: Key) => fields[key].param ?? key;

  const values = {} as Values<Key>;
  for (const [key, field] of entries) {
    const raw = params.get(paramOf(key));
    const initial = field.initial ?? '';
    values[key] = raw === null || (raw !== '' && field.accept && !field.accept(raw)) ? initial : raw;
  }
  const pageNumber = Number(params.get(PAGE));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  const withPage = (next: URLSearchParams, target: number) => {
    if (target > 1) next.set(PAGE, String(target));
    else next.delete(PAGE);
    return next;
  };

  return {
    values,
    page,
    set: (patch, options) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [Key, string | undefined][]) {
            if (value === undefined) continue;
            if (value === (fields[key].initial ?? '')) next.delete(paramOf(key));
            else next.set(paramOf(key), value);
          }
          return withPage(next, 1);
        },
        { replace: options?.replace ?? false },
      ),
    reset: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key] of entries) next.delete(paramOf(key));
        return withPage(next, 1);
      }),
    pageHref: (target) => `?${withPage(new URLSearchParams(params), target).toString()}`,
    leaving,
  };
}

/**
 * A typed filter (a search box): the box follows the keys at once, the URL (and so the query)
 * once typing pauses, replacing its history entry. Returns the text and its setter.
 */
export function useListSearch<Key extends string>(
  list: ListParams<Key>,
  key: Key,
  delayMs = 300,
): [string, (text: string) => void] {
  const fromUrl = list.values[key];
  const [text, setText] = useState(fromUrl);
  const settled = useDebouncedValue(text, delayMs);
  // Reset, Back or a link changed the URL: the box shows what the list now holds.
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (seenUrl !== fromUrl) {
    setSeenUrl(fromUrl);
    if (settled.trim() !== fromUrl.trim()) setText(fromUrl);
  }
  useEffect(() => {
    if (list.leaving.current) return;
    if (settled.trim() !== fromUrl.trim())
      list.set({ [key]: settled.trim() } as Partial<Values<Key>>, { replace: true });
    // Only a settled text drives the URL; the URL's own changes are followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText];
}
