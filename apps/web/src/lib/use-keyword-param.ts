import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_KEYWORD_LENGTH } from '@iagree/contract';

/** The search parameter of home that holds the search box's words (the API's own name). */
export const KEYWORD_PARAM = 'keyword';

/**
 * Home's keyword lives in the address (`/?keyword=公園`), like the sort and the category, so a
 * reload, the back button and a shared link show the same list and map. The list (statements)
 * and the map (map) both read it here, as neither feature may import the other.
 */
export function useKeywordParam() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);

  /** Each search is a new history entry, as each change of the sort is. */
  const setKeyword = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const words = next.trim().slice(0, MAX_KEYWORD_LENGTH);
          if (words) current.set(KEYWORD_PARAM, words);
          else current.delete(KEYWORD_PARAM);
          return current;
        },
        // At once, as the list's filter (use-statement-filter.ts): a sort chosen right after
        // is made from these words.
        { preventScrollReset: true, flushSync: true },
      ),
    [setParams],
  );
  return { keyword, setKeyword };
}
