import type MapView from '@arcgis/core/views/MapView.js';
import type { LatLng } from '@groundwork/contracts';

export interface PointerHandlers {
  onClick: (point: LatLng) => void;
  onPointerMove: (point: LatLng | null) => void;
}

/** Clicks and pointer moves of the view in geographic coordinates; returns the unsubscribe. */
export function watchPointer(view: MapView, { onClick, onPointerMove }: PointerHandlers): () => void {
  const handles = [
    // 'immediate-click' answers at once; 'click' waits to rule out a double-click.
    view.on('immediate-click', (event) => {
      const { latitude, longitude } = event.mapPoint;
      if (latitude != null && longitude != null) onClick({ lat: latitude, lng: longitude });
    }),
    view.on('pointer-move', (event) => {
      const point = view.toMap({ x: event.x, y: event.y });
      const { latitude, longitude } = point ?? {};
      onPointerMove(latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null);
    }),
    view.on('pointer-leave', () => onPointerMove(null)),
  ];
  return () => {
    for (const handle of handles) handle.remove();
  };
}
