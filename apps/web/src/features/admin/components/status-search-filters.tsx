import { FormField, Input, Select } from '@/components/ui/form-field';
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
        <FormField label={labels.status}>
          <Select
            name="status"
            value={list.values.status}
            onChange={(event) => list.set({ status: event.target.value })}
          >
            <option value="">{labels.all}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {labels.statusName(value)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={labels.search}>
          <Input type="search" name="q" value={search} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
      </>
    ),
  };
}
