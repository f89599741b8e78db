import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { MultiSelect, type MultiSelectProps, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tagOptionsQuery } from '../../lib/backoffice/tag-options-query';

export interface TagSelectProps {
  label: string;
  placeholder?: string;
  /** The chosen tag's id, or null. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** Tags not offered (the tag being merged, those a company already has). */
  exclude?: number[];
  error?: string;
  clearable?: boolean;
  w?: number | string;
}

/** One tag chosen by name among every tag (searchable): the back office's filters and bulk actions. */
export function TagSelect({
  label,
  placeholder,
  value,
  onChange,
  exclude = [],
  error,
  clearable,
  w,
}: TagSelectProps) {
  const options = useQuery(tagOptionsQuery);
  const data = (options.data ?? [])
    .filter((t) => !exclude.includes(t.Id))
    .map((t) => ({ value: String(t.Id), label: t.Name }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      w={w}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={error}
      nothingFoundMessage="—"
    />
  );
}

/** Several tags chosen by name (ids as text, the form's values): a communication's audience. */
export function TagMultiSelect(props: Omit<MultiSelectProps, 'data' | 'searchable'>) {
  const options = useQuery(tagOptionsQuery);
  const data = (options.data ?? []).map((t) => ({ value: String(t.Id), label: t.Name }));
  return <MultiSelect {...props} data={data} searchable />;
}
