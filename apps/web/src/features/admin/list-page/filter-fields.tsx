import { FormField, Input, Select } from '@/components/ui/form-field';

type FilterProps = {
  label: string;
  /** The query parameter's name, so the filters' form also works as a plain GET form. */
  name: string;
  value: string;
  onChange: (value: string) => void;
};

type Option = { value: string | number; label: string };

/** A filter picked from a list, "all" first (its value is empty). */
export function SelectFilter({
  allLabel,
  options,
  ...field
}: FilterProps & { allLabel: string; options: readonly Option[] }) {
  return (
    <FormField label={field.label}>
      <Select name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A typed filter (`useListSearch` gives its value); "/" reaches it where the list says so. */
export function SearchFilter({
  hint,
  maxLength,
  placeholder,
  keyShortcut,
  ...field
}: FilterProps & { hint?: string; maxLength?: number; placeholder?: string; keyShortcut?: boolean }) {
  return (
    <FormField label={field.label} hint={hint}>
      <Input
        type="search"
        name={field.name}
        value={field.value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        aria-keyshortcuts={keyShortcut ? '/' : undefined}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </FormField>
  );
}

/** A day filter (from, to). */
export function DateFilter(field: FilterProps) {
  return (
    <FormField label={field.label}>
      <Input
        type="date"
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </FormField>
  );
}
