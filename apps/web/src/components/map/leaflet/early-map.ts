import 'leaflet/dist/leaflet.css';
import './map.css';
import {
  layerGroup,
  map as leafletMap,
  marker,
  type LayerGroup,
  type Map as LeafletMap,
} from 'leaflet';
import { MAP_DEFAULTS } from '@iagree/contract';
import { groupMarkers } from '../group-markers';
import type { LatLng } from '../types';
import { clusterIcon, pinIcon } from './icons';

/** A statement (a pin) or a server's cell of `count` statements, as the map's answer has them. */
export interface EarlyPoint {
  position: LatLng;
  count: number;
  pin: boolean;
}

let early: { map: LeafletMap; markers: LayerGroup | null; adopted: boolean } | null = null;

/**
 * Draws the home map with its markers in the shell's place for it, before React's first render
 * of the page (decision 050): Leaflet as `BaseMap` starts it at the home map's default view, in
 * a frame `bottom` above the place's foot, where React's map frame will be. The markers are
 * grouped as `GroupedMarkers` groups them, but not interactive: the shell is hidden from
 * assistive technology, and React's markers replace them.
 */
export function drawEarlyMap(place: HTMLElement, points: EarlyPoint[], bottom: string) {
  if (early || !place.isConnected) return;
  const frame = document.createElement('div');
  frame.className = 'iagree-map';
  frame.style.cssText = `position:absolute;left:0;right:0;bottom:${bottom};height:${MAP_DEFAULTS.height}px`;
  const container = document.createElement('div');
  container.style.cssText = 'height:100%;width:100%';
  frame.append(container);
  place.style.position = 'relative';
  place.append(frame);
  const { center, homeZoom: zoom, maxZoom } = MAP_DEFAULTS;
  const map = leafletMap(container, {
    maxZoom,
    worldCopyJump: true,
    zoomControl: false,
    attributionControl: false,
  }).setView([center.lat, center.lng], zoom);
  // Out of the tab order while in the hidden shell, as the shell's own buttons are.
  container.tabIndex = -1;
  const groups = groupMarkers(
    points.map((point) => {
      const { x, y } = map.project([point.position.lat, point.position.lng], zoom);
      return { item: point, x, y, count: point.count, pin: point.pin };
    }),
  );
  const still = { keyboard: false, interactive: false };
  const markers = layerGroup(
    groups.map((group) => {
      const [first] = group.members;
      return first && group.members.length === 1 && first.pin
        ? marker(first.item.position, { ...still, icon: pinIcon('blue', false) })
        : marker(map.unproject([group.x, group.y], zoom), {
            ...still,
            icon: clusterIcon(group.count),
          });
    }),
  ).addTo(map);
  early = { map, markers, adopted: false };
}

/** The map drawn before React, while no React map has taken it. */
export const earlyMap = (): LeafletMap | null => (early && !early.adopted ? early.map : null);

/** React's map has taken the early map: it is its own from now on, keyboard included. */
export function adoptEarlyMap(map: LeafletMap) {
  if (early?.map !== map) return;
  early.adopted = true;
  map.getContainer().tabIndex = 0;
}

/** React's markers are drawn: the early ones go, in the same task (never both, never none). */
export function dropEarlyMarkers() {
  early?.markers?.remove();
  if (early) early.markers = null;
}
