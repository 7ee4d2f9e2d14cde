import { Group, Select } from '@mantine/core';
import { IconArrowsSort, IconCategory } from '@tabler/icons-react';
import { STATEMENT_SORTS, type StatementSort } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/lib/categories';
import type { StatementFilter } from '../api/get-statements';

const ALL = 'all';

/** SPEC §2: the sort select (six sorts) and the category filter (All plus master categories). */
export function StatementFilters({
  value,
  onChange,
}: {
  value: StatementFilter;
  onChange: (filter: StatementFilter) => void;
}) {
  const { t } = useTranslation('statements');
  const categories = useCategories();
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
      <Select
        label={t('list.category')}
        leftSection={<IconCategory size={16} />}
        data={[
          { value: ALL, label: t('list.allCategories') },
          ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category })),
        ]}
        value={value.category === null ? ALL : String(value.category)}
        onChange={(category) =>
          onChange({ ...value, category: !category || category === ALL ? null : Number(category) })
        }
        allowDeselect={false}
        miw={180}
      />
    </Group>
  );
}
