import { FormField, Input, Select } from '@/components/ui/form-field';
import { AdminFilters } from './admin-screen';

type StatusSearchFiltersProps<Status extends string> = {
  status: Status | '';
  q: string;
  statuses: readonly Status[];
  /** The filters changed: the list goes back to its first page. */
  onChange: (change: { status?: Status | ''; q?: string }) => void;
  onReset: () => void;
  labels: { status: string; all: string; search: string; statusName: (status: Status) => string };
};

/** The filters of the admin lists that narrow by one status and a free-text search (reviews, messages, subscribers). */
export function StatusSearchFilters<Status extends string>({
  status,
  q,
  statuses,
  onChange,
  onReset,
  labels,
}: StatusSearchFiltersProps<Status>) {
  return (
    <AdminFilters onReset={onReset} className="sm:grid-cols-[1fr_2fr_auto] sm:items-end">
      <FormField label={labels.status}>
        <Select value={status} onChange={(event) => onChange({ status: event.target.value as Status | '' })}>
          <option value="">{labels.all}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {labels.statusName(value)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={labels.search}>
        <Input type="search" value={q} onChange={(event) => onChange({ q: event.target.value })} />
      </FormField>
    </AdminFilters>
  );
}
