import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/plain-list';
import { groupMarkers, type MarkerGroup, splitZoom } from '../group-markers';
import type { LatLng } from '../types';
import { clusterIcon, type PinColor } from './icons';
import { PointMarker } from './markers';

/** A pin: one thing at one place, with its info window. */
export interface PinItem {
  key: string;
  position: LatLng;
  /** The pin's accessible name and tooltip, and its line in a cluster's list. */
  title: string;
  color?: PinColor;
  /** The place the user asked to see: never grouped, marked out and drawn above the others. */
  focused?: boolean;
  popup?: ReactNode;
}

/** A server's grid cell standing for `count` things; only the server splits it, on zooming in. */
export interface CellItem {
  key: string;
  position: LatLng;
  count: number;
}

export type MapItem = PinItem | CellItem;

const isCell = (item: MapItem): item is CellItem => 'count' in item;

export interface GroupedMarkersProps {
  items: MapItem[];
  /** A cluster's accessible name: what a click on it does, for `count` things. */
  label: (count: number, action: 'zoom' | 'list') => string;
}

/** Zooming in on a server's cell: a step the server answers with smaller cells or the pins. */
const CELL_ZOOM_STEP = 2;

function project(map: LeafletMap, item: MapItem, zoom: number) {
  const point = map.project([item.position.lat, item.position.lng], zoom);
  return { x: point.x, y: point.y };
}

/**
 * Pins and cells, those that would overlap at the current zoom drawn as one cluster with their
 * count. A click (or Enter) on a cluster zooms to where it parts; one whose pins share a place
 * opens a list of them instead, each leading to its own info window.
 */
export function GroupedMarkers({ items, label }: GroupedMarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const groups = useMemo(
    () =>
      groupMarkers(
        items
          .filter((item) => isCell(item) || !item.focused)
          .map((item) => ({
            item,
            ...project(map, item, zoom),
            count: isCell(item) ? item.count : 1,
            pin: !isCell(item),
          })),
      ),
    [items, map, zoom],
  );

  return (
    <>
      {groups.map((group) => {
        const [first] = group.members;
        if (group.members.length === 1 && first && !isCell(first.item)) {
          return <Pin key={first.item.key} pin={first.item} />;
        }
        return (
          <ClusterMarker
            // The same members after a reload (in any order) keep the marker and its open list.
            key={`${group.members
              .map((member) => member.item.key)
              .sort()
              .join()}@${zoom}`}
            group={group}
            zoom={zoom}
            label={label}
          />
        );
      })}
      {items.map((item) => !isCell(item) && item.focused && <Pin key={item.key} pin={item} />)}
    </>
  );
}

function Pin({ pin }: { pin: PinItem }) {
  return (
    <PointMarker position={pin.position} title={pin.title} color={pin.color} focused={pin.focused}>
      {pin.popup}
    </PointMarker>
  );
}

interface ClusterMarkerProps {
  group: MarkerGroup<MapItem>;
  zoom: number;
  label: GroupedMarkersProps['label'];
}

function ClusterMarker({ group, zoom, label }: ClusterMarkerProps) {
  const map = useMap();
  const centre = map.unproject([group.x, group.y], zoom);
  const next = useMemo(() => {
    const maxZoom = map.getMaxZoom();
    if (group.members.some((member) => isCell(member.item))) {
      return Math.min(zoom + CELL_ZOOM_STEP, maxZoom);
    }
    return splitZoom(group.members, zoom, maxZoom, (item, at) => project(map, item, at));
  }, [group, map, zoom]);
  const name = label(group.count, next === null ? 'list' : 'zoom');
  // A new icon would make Leaflet draw a new element, without the name given below.
  const icon = useMemo(() => clusterIcon(group.count), [group.count]);
  const zoomIn = () => {
    if (next !== null) map.setView(centre, next);
  };
  // Leaflet names a div icon by its text (the bare number); the name says what a click does.
  const marker = useRef<LeafletMarker>(null);
  useEffect(() => marker.current?.getElement()?.setAttribute('aria-label', name), [name, icon]);

  return (
    <Marker
      ref={marker}
      position={centre}
      title={name}
      icon={icon}
      eventHandlers={{
        click: zoomIn,
        // Leaflet makes a marker a focusable button but clicks it on Enter only with a popup.
        keypress: (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') zoomIn();
        },
      }}
    >
      {next === null && (
        <Popup>
          <ClusterList pins={group.members.map((member) => member.item as PinItem)} />
        </Popup>
      )}
    </Marker>
  );
}

/**
 * The pins of one place as a list; choosing one shows its info window, with a way back. Both
 * views stay in the page, hidden in turn: Leaflet takes a click on an element that left the
 * page for a click on the map, which closes the popup.
 */
function ClusterList({ pins }: { pins: PinItem[] }) {
  const { t } = useTranslation('map');
  const [chosen, setChosen] = useState<PinItem | null>(null);
  const [reading, setReading] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  // The focus follows the view: to the way back, then to the entry it came from.
  useEffect(() => {
    if (reading) back.current?.focus();
    else if (chosen)
      list.current?.querySelector<HTMLElement>(`[data-pin="${chosen.key}"]`)?.focus();
  }, [reading, chosen]);
  return (
    <>
      <Stack
        ref={list}
        gap={4}
        maw={260}
        mah={240}
        style={{ overflowY: 'auto' }}
        display={reading ? 'none' : undefined}
      >
        <Text size="xs" c="dimmed">
          {t('clusterList.title', { count: pins.length })}
        </Text>
        <PlainList gap={2}>
          {pins.map((pin) => (
            <li key={pin.key}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                mih={24}
                ta="left"
                data-pin={pin.key}
                onClick={() => {
                  setChosen(pin);
                  setReading(true);
                }}
              >
                {pin.title}
              </Anchor>
            </li>
          ))}
        </PlainList>
      </Stack>
      {chosen && (
        <Stack gap="xs" display={reading ? undefined : 'none'}>
          {chosen.popup ?? <Text size="sm">{chosen.title}</Text>}
          <Button ref={back} variant="subtle" size="compact-sm" onClick={() => setReading(false)}>
            {t('clusterList.back')}
          </Button>
        </Stack>
      )}
    </>
  );
}
