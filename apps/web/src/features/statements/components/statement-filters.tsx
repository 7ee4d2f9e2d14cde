import { Group, MultiSelect, Select } from '@mantine/core';
import { IconArrowsSort, IconCategory, IconProgressCheck } from '@tabler/icons-react';
import {
  STATEMENT_SORTS,
  STATEMENT_STATUSES,
  type StatementSort,
  type StatementStatus,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '@/components/category-select';
import type { StatementFilter } from '../api/get-statements';

/**
 * SPEC §2: the sort select (six sorts) and the category filter (All plus master categories);
 * issue 15: the statuses shown (all when none is picked).
 */
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
      <MultiSelect
        label={t('list.status')}
        leftSection={<IconProgressCheck size={16} />}
        placeholder={value.status.length === 0 ? t('list.allStatuses') : undefined}
        data={STATEMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`progress.${status}`),
        }))}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as StatementStatus[] })}
        clearable
        miw={180}
      />
    </Group>
  );
}
