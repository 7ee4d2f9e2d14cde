import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { geoCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** Place search and reverse geocoding go through our server (geoCalls), never a third party. */
export const geoQueryKey = ['geo'] as const;

export const placeSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'search', query],
    queryFn: ({ signal }) => call(geoCalls.search, { query: { q: query }, signal }),
    enabled: query.trim().length > 0,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Rounded to about a metre, so a click and its cached answer match. */
export const reversePlaceQueryOptions = (point: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'reverse', point?.lat.toFixed(5), point?.lng.toFixed(5)],
    queryFn: async ({ signal }) => {
      const { data } = await call(geoCalls.reverse, {
        query: { lat: point?.lat.toFixed(5), lng: point?.lng.toFixed(5) },
        signal,
      });
      return data;
    },
    enabled: point !== null,
    staleTime: 60 * 60_000,
  });
