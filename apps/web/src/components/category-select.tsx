import type { ReactNode } from 'react';
import { MultiSelect, type MultiSelectProps, Select } from '@mantine/core';
import { useCategories } from '@/lib/categories';

const ALL = 'all';

/** The master categories as choices, their ids as values. */
function useCategoryOptions() {
  const categories = useCategories();
  return (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category }));
}

interface CategorySelectProps {
  value: number | null;
  onChange: (category: number | null) => void;
  /** The first choice, which means every category. */
  allLabel: string;
  label?: string;
  'aria-label'?: string;
  leftSection?: ReactNode;
}

/** One master category or all of them (SPEC §2: the filters of both lists). */
export function CategorySelect({ value, onChange, allLabel, ...props }: CategorySelectProps) {
  const options = useCategoryOptions();
  return (
    <Select
      {...props}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value === null ? ALL : String(value)}
      onChange={(selected) => onChange(!selected || selected === ALL ? null : Number(selected))}
      allowDeselect={false}
    />
  );
}

/** Any number of master categories (the statement and event forms); ids as strings. */
export function CategoryMultiSelect({
  value,
  placeholder,
  ...props
}: Omit<MultiSelectProps, 'data'> & { value: string[] }) {
  const options = useCategoryOptions();
  return (
    <MultiSelect
      data={options}
      value={value}
      // Mantine shows the placeholder beside the chosen ones too; it only says what to do.
      placeholder={value.length > 0 ? undefined : placeholder}
      clearable
      searchable
      {...props}
    />
  );
}
