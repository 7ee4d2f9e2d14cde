import { type ReactNode, useState } from 'react';
import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A place as the map's picker returns it; a typed address alone has no coordinates. */
export interface PlaceValue {
  lat: number | null;
  lng: number | null;
  locationName: string;
}

export const emptyPlace: PlaceValue = { lat: null, lng: null, locationName: '' };

export const isEmptyPlace = (place: PlaceValue) =>
  place.lat === null && place.locationName.trim() === '';

/** A saved statement's or event's place, as an edit form's place field starts from it. */
export const placeOf = (saved: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}): PlaceValue => ({
  lat: saved.latitude,
  lng: saved.longitude,
  locationName: saved.address ?? '',
});

/** The fields of a call that hold a place, which a form shows under its place field. */
export const placeFieldOf = { address: 'place', latitude: 'place', longitude: 'place' };

/** What a map picker modal receives; it calls onPick with the chosen point and its name. */
export interface PlacePickerProps {
  opened: boolean;
  initial: PlaceValue;
  onClose: () => void;
  onPick: (place: { lat: number; lng: number; locationName: string }) => void;
}

interface PlaceFieldProps {
  label: string;
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  /** The map picker; without one the field is a plain address box. */
  picker?: (props: PlacePickerProps) => ReactNode;
  disabled?: boolean;
  error?: string;
}

export function PlaceField({ label, value, onChange, picker, disabled, error }: PlaceFieldProps) {
  const { t } = useTranslation('common');
  const [pickerOpened, setPickerOpened] = useState(false);
  const located = value.lat !== null && value.lng !== null;

  return (
    <div>
      <TextInput
        label={label}
        placeholder={t('place.placeholder')}
        value={value.locationName}
        disabled={disabled}
        error={error}
        leftSection={<IconMapPin size={16} />}
        onChange={(event) => onChange({ ...value, locationName: event.currentTarget.value })}
        rightSectionWidth={picker ? 64 : 32}
        rightSection={
          <Group gap={2} wrap="nowrap">
            {!isEmptyPlace(value) && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('place.clear')}
                onClick={() => onChange(emptyPlace)}
                disabled={disabled}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
            {picker && (
              <Tooltip label={t('place.pick')}>
                <ActionIcon
                  variant="light"
                  aria-label={t('place.pick')}
                  onClick={() => setPickerOpened(true)}
                  disabled={disabled}
                >
                  <IconMapPin size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        }
      />
      {located && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('place.coordinates', {
            // i18next reads an option named lng as the language, hence the longer names.
            latitude: value.lat?.toFixed(5),
            longitude: value.lng?.toFixed(5),
          })}
        </Text>
      )}
      {picker?.({
        opened: pickerOpened,
        initial: value,
        onClose: () => setPickerOpened(false),
        onPick: (place) => {
          onChange(place);
          setPickerOpened(false);
        },
      })}
    </div>
  );
}
