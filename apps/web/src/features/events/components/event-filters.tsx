import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/lib/categories';
import type { EventFilter } from '../api/get-events';

const ALL = 'all';

interface EventFiltersProps {
  value: EventFilter;
  onChange: (filter: EventFilter) => void;
}

/** Keyword box and category selector with "All" (SPEC §2). */
export function EventFilters({ value, onChange }: EventFiltersProps) {
  const { t } = useTranslation('events');
  const categories = useCategories();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
      <TextInput
        type="search"
        aria-label={t('list.keyword')}
        placeholder={t('list.keywordPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={value.keyword}
        onChange={(event) => onChange({ ...value, keyword: event.currentTarget.value })}
      />
      <Select
        aria-label={t('list.category')}
        data={[
          { value: ALL, label: t('list.all') },
          ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category })),
        ]}
        value={value.category === null ? ALL : String(value.category)}
        onChange={(selected) =>
          onChange({ ...value, category: !selected || selected === ALL ? null : Number(selected) })
        }
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
