import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_STATEMENT_SORT,
  idSchema,
  statementSortSchema,
  statusFilterSchema,
} from '@iagree/contract';
import type { StatementFilter } from '../api/get-statements';

const SORT_PARAM = 'sortBy';
const CATEGORY_PARAM = 'category';
const STATUS_PARAM = 'status';

/**
 * The list's sort, category and statuses live in the address (`/?sortBy=…&category=…&status=
 * done,in_progress`, the API's own
 * names), so a reload, the back button and a shared link keep them; a value that is not one
 * falls back to the default. Each change is a new history entry; other parameters (the open
 * statement) stay as they are.
 */
export function useStatementFilter() {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get(SORT_PARAM);
  const rawCategory = params.get(CATEGORY_PARAM);
  const rawStatus = params.get(STATUS_PARAM);
  const filter = useMemo<StatementFilter>(
    () => ({
      sortBy: statementSortSchema.safeParse(rawSort).data ?? DEFAULT_STATEMENT_SORT,
      category: idSchema.safeParse(rawCategory ?? undefined).data ?? null,
      status: statusFilterSchema.safeParse(rawStatus ?? undefined).data ?? [],
    }),
    [rawSort, rawCategory, rawStatus],
  );

  const setFilter = useCallback(
    ({ sortBy, category, status }: StatementFilter) =>
      setParams(
        (current) => {
          if (sortBy === DEFAULT_STATEMENT_SORT) current.delete(SORT_PARAM);
          else current.set(SORT_PARAM, sortBy);
          if (category === null) current.delete(CATEGORY_PARAM);
          else current.set(CATEGORY_PARAM, String(category));
          if (status.length === 0) current.delete(STATUS_PARAM);
          else current.set(STATUS_PARAM, status.join(','));
          return current;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filter, setFilter };
}
