import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from './types';

interface Options {
  /** Ask once as soon as the component mounts. */
  auto: boolean;
  onFound: (point: LatLng) => void;
  onFailed: () => void;
}

/** The browser's position, where it offers one; refusal and time-outs count as failure. */
export function useGeolocation({ auto, onFound, onFailed }: Options) {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const handlers = useRef({ onFound, onFailed });
  useEffect(() => {
    handlers.current = { onFound, onFailed };
  });

  const locate = useCallback(() => {
    if (!supported) {
      handlers.current.onFailed();
      return;
    }
    setLocating(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        handlers.current.onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setFailed(true);
        handlers.current.onFailed();
      },
      { enableHighAccuracy: false, timeout: 8000, maximumAge: 300_000 },
    );
  }, [supported]);

  const asked = useRef(false);
  useEffect(() => {
    if (auto && !asked.current) {
      asked.current = true;
      locate();
    }
  }, [auto, locate]);

  return { supported, locating, failed, locate };
}
