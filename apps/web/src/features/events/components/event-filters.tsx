import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '@/components/category-select';
import type { EventFilter } from '../api/get-events';

interface EventFiltersProps {
  value: EventFilter;
  onChange: (filter: EventFilter) => void;
}

/** Keyword box and category selector with "All" (SPEC §2). */
export function EventFilters({ value, onChange }: EventFiltersProps) {
  const { t } = useTranslation('events');
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
      <CategorySelect
        aria-label={t('list.category')}
        allLabel={t('list.all')}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
      />
    </SimpleGrid>
  );
}
