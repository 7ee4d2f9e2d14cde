import { Group, MultiSelect, Select } from '@mantine/core';
import { IconArrowsSort, IconCategory, IconProgressCheck } from '@tabler/icons-react';
import {
  type ListSort,
  STATEMENT_SORTS,
  STATEMENT_STATUSES,
  type StatementStatus,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '@/components/category-select';
import type { StatementFilter } from '../api/get-statements';

/**
 * SPEC §2: the sort select (six sorts) and the category filter (All plus master categories);
 * issue 15: the statuses shown (all when none is picked); issue 17: Relevance (with a keyword
 * only), Trending and, where the list offers it, Nearby — chosen through `onSort`, which may
 * first have to find out where the reader is.
 */
export function StatementFilters({
  value,
  onChange,
  onSort,
  nearby,
}: {
  value: StatementFilter;
  onChange: (filter: StatementFilter) => void;
  onSort: (sortBy: ListSort) => void;
  /** Whether Nearby is offered. */
  nearby: boolean;
}) {
  const { t } = useTranslation('statements');
  const sorts: { value: ListSort; label: string }[] = [
    ...(value.keyword
      ? [{ value: 'relevance' as const, label: t('sorts.relevance', { ns: 'search' }) }]
      : []),
    ...STATEMENT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) })),
    { value: 'trending', label: t('sorts.trending', { ns: 'search' }) },
    ...(nearby ? [{ value: 'nearby' as const, label: t('sorts.nearby', { ns: 'search' }) }] : []),
  ];
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      <Select
        label={t('list.sort')}
        leftSection={<IconArrowsSort size={16} />}
        data={sorts}
        value={value.sortBy}
        onChange={(sortBy) => sortBy && onSort(sortBy as ListSort)}
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
