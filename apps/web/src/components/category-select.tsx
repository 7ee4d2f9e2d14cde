import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useCategories } from '@/lib/categories';

const ALL = 'all';

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
  const categories = useCategories();
  return (
    <Select
      {...props}
      data={[
        { value: ALL, label: allLabel },
        ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category })),
      ]}
      value={value === null ? ALL : String(value)}
      onChange={(selected) => onChange(!selected || selected === ALL ? null : Number(selected))}
      allowDeselect={false}
    />
  );
}
