import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STATEMENT_PARAM } from '@/lib/paths';

const ID = /^[1-9]\d{0,9}$/;

/**
 * The statement whose detail modal is open lives in the address (`/?statement=ID`), so that a
 * shared link, the map's info window and the comment count all open it the same way.
 */
export function useStatementParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATEMENT_PARAM) ?? '';
  const openId = ID.test(raw) ? Number(raw) : null;

  const open = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          current.set(STATEMENT_PARAM, String(id));
          return current;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete(STATEMENT_PARAM);
          return current;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { openId, open, close };
}
