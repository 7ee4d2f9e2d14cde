import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { SkipLink } from '@/components/skip-link';
import type { LatLng } from '@/components/map/types';
import { StatementsMap } from '@/features/map/components/statements-map';
import { AddStatementPrompt } from '@/features/statements/components/add-statement-prompt';
import { StatementDetailModal } from '@/features/statements/components/statement-detail-modal';
import {
  STATEMENT_LIST_ID,
  StatementRanking,
} from '@/features/statements/components/statement-ranking';
import { useStatementFilter } from '@/features/statements/hooks/use-statement-filter';
import { useKeywordParam } from '@/lib/use-keyword-param';

// home-page.tsx starts the map's view with this part (decision 045).
export { preloadStatementsMapView } from '@/features/map/components/statements-map';

/**
 * The home page under its heading. It composes two features that never import each other: the
 * statements (list, prompt box, modals) and the map, and owns what they share — where the map
 * should look, where it looks now (Nearby's fallback) and the search box's words, category and
 * statuses (and department, issue 32), which filter both (issue 29: one story on the map and
 * the list).
 */
export function HomeMain() {
  const { t } = useTranslation('statements');
  // A statement's address, clicked in the list or the detail modal, centres the map (SPEC §2).
  const [mapFocus, setMapFocus] = useState<LatLng | null>(null);
  // Read only when Nearby needs it: kept out of state, so moving the map re-renders no list.
  const mapCentre = useRef<LatLng | null>(null);
  const { keyword, setKeyword } = useKeywordParam();
  const { category, status, department } = useStatementFilter().filter;
  const mapFilters = useMemo(
    () => ({ keyword, category, status, ...(department !== undefined && { department }) }),
    [keyword, category, status, department],
  );
  // Stable, so that the list's cards, memoized, do not all render again with the page.
  const locate = useCallback(
    (place: LatLng) => setMapFocus({ lat: place.lat, lng: place.lng }),
    [],
  );
  return (
    <>
      <AddStatementPrompt />
      <SkipLink to={STATEMENT_LIST_ID}>{t('list.skipTo')}</SkipLink>
      <div role="search">
        <SearchBox value={keyword} onSearch={setKeyword} />
      </div>
      <StatementsMap
        focus={mapFocus}
        filters={mapFilters}
        onCentreChange={(centre) => (mapCentre.current = centre)}
      />
      <StatementRanking onLocate={locate} mapCentre={() => mapCentre.current} />
      <StatementDetailModal onLocate={locate} />
    </>
  );
}
