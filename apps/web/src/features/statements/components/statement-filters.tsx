import { useState } from 'react';
import { Group, MultiSelect, Select } from '@mantine/core';
import {
  IconArrowsSort,
  IconBuildingCommunity,
  IconCategory,
  IconProgressCheck,
} from '@tabler/icons-react';
import {
  type ListSort,
  STATEMENT_SORTS,
  STATEMENT_STATUSES,
  type StatementStatus,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '@/components/category-select';
import { useDepartmentNames } from '../api/get-department-names';
import type { StatementFilter } from '../api/get-statements';

const ALL = 'all';

/**
 * One department or all (issue 32). Its names are asked only when the list is already narrowed
 * to one or the choice opens: home's first load goes without them.
 */
function DepartmentSelect({
  value,
  onChange,
}: {
  value: StatementFilter;
  onChange: (filter: StatementFilter) => void;
}) {
  const { t } = useTranslation('statements');
  const [opened, setOpened] = useState(false);
  const departments = useDepartmentNames(opened || value.department !== undefined);
  const names = departments.data ?? [];
  return (
    <Select
      label={t('department.filter')}
      leftSection={<IconBuildingCommunity size={16} />}
      data={[
        { value: ALL, label: t('department.all') },
        ...names.map((department) => ({ value: String(department.id), label: department.name })),
      ]}
      value={value.department === undefined ? ALL : String(value.department)}
      onDropdownOpen={() => setOpened(true)}
      onFocus={() => setOpened(true)}
      onChange={(selected) => {
        const { department: _department, ...rest } = value;
        onChange(!selected || selected === ALL ? rest : { ...rest, department: Number(selected) });
      }}
      allowDeselect={false}
      searchable
      miw={180}
    />
  );
}

/**
 * The statuses shown (issue 15), all while none is picked. "All statuses" is a choice of its
 * own, shown as the picked one (as a placeholder it read as an empty box) and picked again to
 * show every status; picking a status replaces it. It cannot be removed, only replaced.
 */
function StatusSelect({
  value,
  onChange,
}: {
  value: StatementFilter;
  onChange: (filter: StatementFilter) => void;
}) {
  const { t } = useTranslation('statements');
  const all = value.status.length === 0;
  return (
    <MultiSelect
      label={t('list.status')}
      leftSection={<IconProgressCheck size={16} />}
      data={[
        { value: ALL, label: t('list.allStatuses'), disabled: all },
        ...STATEMENT_STATUSES.map((status) => ({ value: status, label: t(`progress.${status}`) })),
      ]}
      value={all ? [ALL] : value.status}
      onChange={(picked) => {
        const status = picked.at(-1) === ALL ? [] : picked.filter((item) => item !== ALL);
        onChange({ ...value, status: status as StatementStatus[] });
      }}
      clearable={!all}
      miw={180}
    />
  );
}

/**
 * SPEC §2: the sort select (six sorts) and the category filter (All plus master categories);
 * issue 15: the statuses shown (all when none is picked); issue 17: Relevance (with a keyword
 * only), Trending and, where the list offers it, Nearby; issue 32: the department — chosen through `onSort`, which may
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
      <StatusSelect value={value} onChange={onChange} />
      <DepartmentSelect value={value} onChange={onChange} />
    </Group>
  );
}
