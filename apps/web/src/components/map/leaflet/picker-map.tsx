import { useTranslation } from 'react-i18next';
import type { LatLng } from '../types';
import { BaseMap } from './base-map';
import { PointMarker } from './markers';
import { FocusOn } from './view-control';

export interface PickerMapProps {
  /** Where the map looks: moved to whenever it changes. */
  view: { center: LatLng; zoom: number };
  point: LatLng | null;
  /** The browser's position, when it gave one. */
  here: LatLng | null;
  onPoint: (point: LatLng) => void;
  height: number;
}

/** The place picker's map: a click sets the point. */
export default function PickerMap({ view, point, here, onPoint, height }: PickerMapProps) {
  const { t } = useTranslation('map');
  return (
    <BaseMap
      center={view.center}
      zoom={view.zoom}
      height={height}
      label={t('picker.mapLabel')}
      onClick={onPoint}
    >
      <FocusOn focus={view.center} zoom={view.zoom} />
      {here && <PointMarker position={here} title={t('picker.here')} color="teal" />}
      {point && <PointMarker position={point} title={t('picker.chosen')} color="red" />}
    </BaseMap>
  );
}
