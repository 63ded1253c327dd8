import { SearchFilter, SelectFilter } from '../list-page/filter-fields';
import type { ListParams } from '../list-page/use-list-params';
import { useListSearch } from '../list-page/use-list-params';

type StatusSearchLabels<Status extends string> = {
  status: string;
  all: string;
  search: string;
  statusName: (status: Status) => string;
};

/**
 * The filters of the admin lists that narrow by one status and a free-text search (reviews,
 * messages, subscribers), for `AdminListPage`'s `filters`: the fields, Enter and the grid.
 */
export function useStatusSearchFilters<Status extends string>(
  list: ListParams<'status' | 'q'>,
  statuses: readonly Status[],
  labels: StatusSearchLabels<Status>,
) {
  const [search, setSearch] = useListSearch(list, 'q');
  return {
    onReset: list.reset,
    onSubmit: () => list.set({ q: search.trim() }),
    className: 'sm:grid-cols-[1fr_2fr_auto] sm:items-end',
    fields: (
      <>
        <SelectFilter
          label={labels.status}
          name="status"
          value={list.values.status}
          onChange={(status) => list.set({ status })}
          allLabel={labels.all}
          options={statuses.map((value) => ({ value, label: labels.statusName(value) }))}
        />
        <SearchFilter label={labels.search} name="q" value={search} onChange={setSearch} />
      </>
    ),
  };
}
