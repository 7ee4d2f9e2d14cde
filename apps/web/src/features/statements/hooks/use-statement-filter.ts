import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultListSort,
  isListSort,
  isStatementStatus,
  MAX_ID,
  type StatementListQuery,
  type StatementStatus,
} from '@iagree/contract';
import { DEPARTMENT_PARAM } from '@/lib/paths';
import { KEYWORD_PARAM, useKeywordParam } from '@/lib/use-keyword-param';
import type { NearPoint, StatementFilter } from '../api/get-statements';

/** The list's parameters in the address: the API's own names, checked against its query. */
const PARAM = {
  sort: 'sortBy',
  category: 'category',
  status: 'status',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<string, keyof StatementListQuery>;

/**
 * Three decimals (about 100 m) are enough to sort by distance and all the address keeps of
 * where the reader is.
 */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

function nearPointOf(rawLatitude: string | null, rawLongitude: string | null): NearPoint | null {
  if (!rawLatitude || !rawLongitude) return null;
  const latitude = Number(rawLatitude);
  const longitude = Number(rawLongitude);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    ? { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) }
    : null;
}

/*
 * The address is read with the contract's plain values, not its zod schemas (which the server
 * parses the same parameters with): the home page's code carries no schema (decision 022).
 */
const idOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && id >= 1 && id <= MAX_ID ? id : null;
};

/** `done,in_progress` (the API's form): the statuses named, once each; none if one is unknown. */
function statusesOf(raw: string | null): StatementStatus[] {
  const parts = [...new Set((raw ?? '').split(',').map((part) => part.trim()))].filter(Boolean);
  return parts.every(isStatementStatus) ? parts : [];
}

/**
 * The list's sort, category, department and statuses live in the address (`/?sortBy=…&category=…
 * &department=…&status=done,in_progress`, the API's own names), with home's keyword
 * (`lib/use-keyword-param.ts`) and the point Nearby sorts from (`latitude`, `longitude`), so a reload, the back button and a
 * shared link keep them; a value that is not one falls back to the default, and so does Nearby
 * without its point, or Relevance without a keyword. Each change is a new history entry; other
 * parameters (the open statement) stay as they are. `userId` narrows the list to one author's
 * statements (the profile page).
 */
export function useStatementFilter({ userId }: { userId?: number } = {}) {
  const [params, setParams] = useSearchParams();
  const { keyword } = useKeywordParam();
  const rawSort = params.get(PARAM.sort);
  const rawCategory = params.get(PARAM.category);
  const rawDepartment = params.get(DEPARTMENT_PARAM);
  const rawStatus = params.get(PARAM.status);
  const rawLatitude = params.get(PARAM.latitude);
  const rawLongitude = params.get(PARAM.longitude);
  const filter = useMemo<StatementFilter>(() => {
    const near = nearPointOf(rawLatitude, rawLongitude);
    const wanted = isListSort(rawSort) ? rawSort : undefined;
    const fallback = defaultListSort(keyword);
    const usable =
      (wanted === 'nearby' && !near) || (wanted === 'relevance' && fallback !== 'relevance')
        ? undefined
        : wanted;
    const sortBy = usable ?? fallback;
    const department = idOf(rawDepartment);
    return {
      sortBy,
      category: idOf(rawCategory),
      status: statusesOf(rawStatus),
      ...(keyword && { keyword }),
      ...(userId !== undefined && { userId }),
      ...(department !== null && { department }),
      ...(sortBy === 'nearby' && near && { near }),
    };
  }, [rawSort, rawCategory, rawDepartment, rawStatus, rawLatitude, rawLongitude, keyword, userId]);

  const setFilter = useCallback(
    ({ sortBy, category, status, near, department }: StatementFilter) =>
      setParams(
        (current) => {
          if (sortBy === defaultListSort(current.get(KEYWORD_PARAM) ?? undefined)) {
            current.delete(PARAM.sort);
          } else current.set(PARAM.sort, sortBy);
          if (category === null) current.delete(PARAM.category);
          else current.set(PARAM.category, String(category));
          if (department === undefined) current.delete(DEPARTMENT_PARAM);
          else current.set(DEPARTMENT_PARAM, String(department));
          if (status.length === 0) current.delete(PARAM.status);
          else current.set(PARAM.status, status.join(','));
          if (sortBy === 'nearby' && near) {
            current.set(PARAM.latitude, String(roundCoordinate(near.latitude)));
            current.set(PARAM.longitude, String(roundCoordinate(near.longitude)));
          } else {
            current.delete(PARAM.latitude);
            current.delete(PARAM.longitude);
          }
          return current;
        },
        // Rendered at once, not in a transition: the next change (a quick second click on a
        // slow phone) is made from this filter, not from the one before it, which would drop
        // this change from the address.
        { preventScrollReset: true, flushSync: true },
      ),
    [setParams],
  );
  return { filter, setFilter };
}
