import { z } from 'zod';

export const MAP_RANGES = ['all', 'today', 'week', 'month', 'year'] as const;
export const mapRangeSchema = z.enum(MAP_RANGES);
export type MapRange = (typeof MAP_RANGES)[number];

export const MAP_DEFAULTS = {
  center: { lat: 35.652832, lng: 139.839478 },
  homeZoom: 12,
  markerZoom: 16,
  eventZoom: 14,
  fallbackZoom: 9,
  height: 400,
} as const;
