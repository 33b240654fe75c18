import type { LatLng, MapsConfig } from '@groundwork/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadMapController } from './load-map-controller';
import type { ImageryProblem, MapController } from './map-controller-types';

export type MapStatus = 'loading' | 'ready' | 'failed';

export interface MapStart {
  center: LatLng;
  zoom: number;
  config: Pick<MapsConfig, 'arcgisApiKey' | 'regridApiKey' | 'parcelTilesUrl'>;
}

export interface MapEvents {
  onClick: (point: LatLng) => void;
  onPointerMove: (point: LatLng | null) => void;
}

/**
 * Starts the map in `containerRef` once `start` is known (the map code is fetched from the first
 * render on) and destroys it on unmount. Events go to the latest handlers without restarting it.
 */
export function useMapController(containerRef: RefObject<HTMLDivElement | null>, start: MapStart | null, events: MapEvents) {
  const [status, setStatus] = useState<MapStatus>('loading');
  const [controller, setController] = useState<MapController | null>(null);
  const [imageryProblem, setImageryProblem] = useState<ImageryProblem | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const started = start !== null;
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    void loadMapController().catch(() => undefined);
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    const options = startRef.current;
    if (!started || !container || !options) return undefined;
    let cancelled = false;
    let created: MapController | null = null;
    setStatus('loading');
    loadMapController()
      .then((createMapController) =>
        createMapController({
          container,
          ...options,
          onClick: (point) => eventsRef.current.onClick(point),
          onPointerMove: (point) => eventsRef.current.onPointerMove(point),
          onImageryProblem: (problem) => {
            if (!cancelled) setImageryProblem(problem);
          },
        }),
      )
      .then(
        (mapController) => {
          if (cancelled) {
            mapController.destroy();
            return;
          }
          created = mapController;
          setController(mapController);
          setStatus('ready');
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error('[mfe-mapping] the map could not start', error);
          setStatus('failed');
        },
      );
    return () => {
      cancelled = true;
      created?.destroy();
      setController(null);
    };
  }, [containerRef, started]);

  return { status, controller, imageryProblem };
}
