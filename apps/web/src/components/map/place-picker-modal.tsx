import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { MAP_DEFAULTS } from '@iagree/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlacePickerProps } from '@/components/place-field';
import { reversePlaceQueryOptions } from './geo-api';
import { MapFrame } from './map-frame';
import { PlaceSearch } from './place-search';
import type { LatLng } from './types';
import { useGeolocation } from './use-geolocation';
import { lazyPart } from '@/lib/lazy-part';

const PickerMap = lazyPart(() => import('./leaflet/picker-map').then((m) => m.default));

const MAP_HEIGHT = 340;

interface Choice {
  point: LatLng;
  /** A name the user typed or a search gave; otherwise the reverse-geocoded one is used. */
  name: string | null;
}

function PickerBody({ initial, onClose, onPick }: Omit<PlacePickerProps, 'opened'>) {
  const { t } = useTranslation('map');
  const start =
    initial.lat !== null && initial.lng !== null ? { lat: initial.lat, lng: initial.lng } : null;
  const [choice, setChoice] = useState<Choice | null>(
    start && { point: start, name: initial.locationName },
  );
  const [view, setView] = useState(
    start
      ? { center: start, zoom: MAP_DEFAULTS.pickerZoom }
      : { center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.fallbackZoom },
  );
  const [here, setHere] = useState<LatLng | null>(null);
  const geolocation = useGeolocation({
    // No place yet: start where the user is, when the browser offers it (SPEC §2).
    auto: !start,
    onFound: (center) => {
      setHere(center);
      setView({ center, zoom: MAP_DEFAULTS.pickerZoom });
    },
    onFailed: () => setView({ center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.fallbackZoom }),
  });
  const reverse = useQuery(
    reversePlaceQueryOptions(choice && choice.name === null ? choice.point : null),
  );
  const name = choice?.name ?? reverse.data?.label ?? '';
  const reversing = choice?.name === null && reverse.isFetching;

  return (
    <Stack gap="sm">
      <PlaceSearch
        onSelect={(place) => {
          const point = { lat: place.latitude, lng: place.longitude };
          setChoice({ point, name: place.label });
          setView({ center: point, zoom: MAP_DEFAULTS.pickerZoom });
        }}
      />
      <MapFrame height={MAP_HEIGHT}>
        <PickerMap
          view={view}
          point={choice?.point ?? null}
          here={here}
          onPoint={(point) => setChoice({ point, name: null })}
          height={MAP_HEIGHT}
        />
      </MapFrame>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {choice
            ? t('picker.coordinates', {
                latitude: choice.point.lat.toFixed(5),
                longitude: choice.point.lng.toFixed(5),
              })
            : t('picker.hint')}
        </Text>
        {geolocation.supported && (
          <Button
            variant="subtle"
            size="compact-sm"
            // Beside a hint of two lines on a phone, a shrinking button cut its own label.
            flex="none"
            leftSection={<IconCurrentLocation size={16} />}
            loading={geolocation.locating}
            onClick={geolocation.locate}
          >
            {t('picker.myLocation')}
          </Button>
        )}
      </Group>
      {geolocation.failed && (
        <Alert color="yellow" variant="light" py={6}>
          {t('picker.locationFailed')}
        </Alert>
      )}
      <TextInput
        label={t('picker.name')}
        placeholder={t('picker.namePlaceholder')}
        leftSection={<IconMapPin size={16} />}
        rightSection={reversing ? <Loader size="xs" /> : null}
        value={name}
        disabled={!choice}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setChoice((current) => current && { ...current, name: typed });
        }}
        description={
          choice?.name === null && reverse.isSuccess && !reverse.data.label
            ? t('picker.noName')
            : undefined
        }
        error={choice?.name === null && reverse.isError ? reverse.error.message : undefined}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('picker.back')}
        </Button>
        <Button
          disabled={!choice || reversing}
          onClick={() => choice && onPick({ ...choice.point, locationName: name.trim() })}
        >
          {t('picker.set')}
        </Button>
      </Group>
    </Stack>
  );
}

/** SPEC §2 place picker (900×600): search, a click on the map, the browser's location. */
export function PlacePickerModal({ opened, ...props }: PlacePickerProps) {
  const { t } = useTranslation('map');
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('picker.title')}
      size={900}
      fullScreen={small}
      centered
    >
      {/* Mounted only while open, so each opening starts from the field's current place. */}
      {opened && <PickerBody {...props} />}
    </Modal>
  );
}

/** The render prop the place fields take. */
export const placePicker = (props: PlacePickerProps) => <PlacePickerModal {...props} />;
