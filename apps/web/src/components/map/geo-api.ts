import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { geoReverseResponseSchema, geoSearchResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

/** Place search and reverse geocoding go through our server (GET /api/geo/*), never a third party. */
export const geoQueryKey = ['geo'] as const;

export const placeSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'search', query],
    queryFn: ({ signal }) =>
      api.get('/api/geo/search', {
        query: { q: query },
        schema: import.meta.env.DEV && geoSearchResponseSchema,
        signal,
      }),
    enabled: query.trim().length > 0,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Rounded to about a metre, so a click and its cached answer match. */
export const reversePlaceQueryOptions = (point: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'reverse', point?.lat.toFixed(5), point?.lng.toFixed(5)],
    queryFn: async ({ signal }) => {
      const { data } = await api.get('/api/geo/reverse', {
        query: { lat: point?.lat.toFixed(5), lng: point?.lng.toFixed(5) },
        schema: import.meta.env.DEV && geoReverseResponseSchema,
        signal,
      });
      return data;
    },
    enabled: point !== null,
    staleTime: 60 * 60_000,
  });
