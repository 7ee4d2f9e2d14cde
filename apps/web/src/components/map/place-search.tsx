import { useState } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { GeoPlace } from '@iagree/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeSearchQueryOptions } from './geo-api';

interface PlaceSearchProps {
  onSelect: (place: GeoPlace) => void;
  /** Shown to screen readers and as the placeholder. */
  label?: string;
}

/** A search box with place autocomplete (SPEC §2 map and picker); debounced, keyboard-friendly. */
export function PlaceSearch({ onSelect, label }: PlaceSearchProps) {
  const { t } = useTranslation('map');
  const [value, setValue] = useState('');
  const [query] = useDebouncedValue(value.trim(), 250);
  const search = useQuery(placeSearchQueryOptions(query));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const places = query ? (search.data?.data ?? []) : [];

  const choose = (index: string) => {
    const place = places[Number(index)];
    if (!place) return;
    setValue(place.label);
    combobox.closeDropdown();
    onSelect(place);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        <TextInput
          aria-label={label ?? t('search.label')}
          placeholder={label ?? t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={value}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setValue(typed);
            // Open only with text to search: a dropdown placed while it had no size kept that
            // place once it grew, past the right edge, and a phone widened the page to show it.
            if (typed.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => value.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {search.isError ? (
            <Combobox.Empty>{search.error.message}</Combobox.Empty>
          ) : places.length === 0 ? (
            <Combobox.Empty>
              {search.isFetching || query !== value.trim()
                ? t('search.searching')
                : t('search.empty')}
            </Combobox.Empty>
          ) : (
            places.map((place, index) => (
              <Combobox.Option value={String(index)} key={`${place.label}-${index}`}>
                <Text size="sm">{place.name}</Text>
                {place.label !== place.name && (
                  <Text size="xs" c="dimmed">
                    {place.label}
                  </Text>
                )}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
        {search.data && places.length > 0 && (
          <Combobox.Footer>
            <Group justify="flex-end">
              <Text size="xs" c="dimmed">
                {t('search.attribution', { source: search.data.attribution })}
              </Text>
            </Group>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
