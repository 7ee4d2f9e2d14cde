import { useRef, useState } from 'react';
import { SearchBox } from '@/components/search-box';
import type { LatLng } from '@/components/map/types';
import { StatementsMap } from '@/features/map/components/statements-map';
import { AddStatementPrompt } from '@/features/statements/components/add-statement-prompt';
import { StatementDetailModal } from '@/features/statements/components/statement-detail-modal';
import { StatementRanking } from '@/features/statements/components/statement-ranking';
import { useKeywordParam } from '@/lib/use-keyword-param';

/**
 * The home page under its heading. It composes two features that never import each other: the
 * statements (list, prompt box, modals) and the map, and owns what they share — where the map
 * should look, where it looks now (Nearby's fallback) and the search box's words, which filter
 * both.
 */
export function HomeMain() {
  // A statement's address, clicked in the list or the detail modal, centres the map (SPEC §2).
  const [mapFocus, setMapFocus] = useState<LatLng | null>(null);
  // Read only when Nearby needs it: kept out of state, so moving the map re-renders no list.
  const mapCentre = useRef<LatLng | null>(null);
  const { keyword, setKeyword } = useKeywordParam();
  const locate = (place: LatLng) => setMapFocus({ lat: place.lat, lng: place.lng });
  return (
    <>
      <AddStatementPrompt />
      <div role="search">
        <SearchBox value={keyword} onSearch={setKeyword} />
      </div>
      <StatementsMap
        focus={mapFocus}
        keyword={keyword}
        onCentreChange={(centre) => (mapCentre.current = centre)}
      />
      <StatementRanking onLocate={locate} mapCentre={() => mapCentre.current} />
      <StatementDetailModal onLocate={locate} />
    </>
  );
}
