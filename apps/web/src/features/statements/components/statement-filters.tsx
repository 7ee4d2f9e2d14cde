import { Group, Select } from '@mantine/core';
import { IconArrowsSort, IconCategory } from '@tabler/icons-react';
import { STATEMENT_SORTS, type StatementSort } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '@/components/category-select';
import type { StatementFilter } from '../api/get-statements';

/** SPEC §2: the sort select (six sorts) and the category filter (All plus master categories). */
export function StatementFilters({
  value,
  onChange,
}: {
  value: StatementFilter;
  onChange: (filter: StatementFilter) => void;
}) {
  const { t } = useTranslation('statements');
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      <Select
        label={t('list.sort')}
        leftSection={<IconArrowsSort size={16} />}
        data={STATEMENT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        value={value.sortBy}
        onChange={(sortBy) => sortBy && onChange({ ...value, sortBy: sortBy as StatementSort })}
        allowDeselect={false}
        miw={180}
      />
      <CategorySelect
        label={t('list.category')}
        leftSection={<IconCategory size={16} />}
        allLabel={t('list.allCategories')}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
      />
    </Group>
  );
}
