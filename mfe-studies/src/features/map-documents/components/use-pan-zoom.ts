import type { MapPage } from '@groundwork/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fitView, panBy, wheelFactor, ZOOM_STEP, zoomAt, zoomCentered, type MapView } from '../model/zoom';

/** How far an arrow key moves the page (px). */
const KEY_PAN_PX = 48;

const KEY_PANS: Record<string, [number, number]> = {
  ArrowLeft: [KEY_PAN_PX, 0],
  ArrowRight: [-KEY_PAN_PX, 0],
  ArrowUp: [0, KEY_PAN_PX],
  ArrowDown: [0, -KEY_PAN_PX],
};

/**
 * Zoom and pan of one page in its viewport: fitted when the page changes (and on resizes until the
 * user zooms or pans), wheel zoom about the cursor, drag to pan, and keys (+ and - zoom, 0 fits,
 * arrows pan) for keyboard users.
 */
export function usePanZoom(page: Pick<MapPage, 'width' | 'height'>) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  // Until the user zooms or pans, the page stays fitted when the viewport changes size.
  const adjusted = useRef(false);
  const [view, setView] = useState<MapView>({ scale: 1, x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const { width, height } = page;

  const viewportSize = useCallback(() => ({ width: viewportRef.current?.clientWidth ?? 0, height: viewportRef.current?.clientHeight ?? 0 }), []);
  const adjust = useCallback((change: (current: MapView) => MapView) => {
    adjusted.current = true;
    setView(change);
  }, []);
  const fit = useCallback(() => {
    adjusted.current = false;
    setView(fitView({ width, height }, viewportSize()));
  }, [width, height, viewportSize]);
  const zoomIn = () => adjust((current) => zoomCentered(current, ZOOM_STEP, viewportSize()));
  const zoomOut = () => adjust((current) => zoomCentered(current, 1 / ZOOM_STEP, viewportSize()));

  useLayoutEffect(fit, [fit]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!adjusted.current) fit();
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [fit]);

  // React's wheel listeners are passive: the page would scroll as well as zoom.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = viewport.getBoundingClientRect();
      adjust((current) => zoomAt(current, wheelFactor(event.deltaY), { x: event.clientX - box.left, y: event.clientY - box.top }));
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [adjust]);

  const endDrag = () => {
    dragFrom.current = null;
    setDragging(false);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      dragFrom.current = { x: event.clientX, y: event.clientY };
      setDragging(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const from = dragFrom.current;
      if (!from) return;
      dragFrom.current = { x: event.clientX, y: event.clientY };
      adjust((current) => panBy(current, event.clientX - from.x, event.clientY - from.y));
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      const pan = KEY_PANS[event.key];
      if (pan) adjust((current) => panBy(current, pan[0], pan[1]));
      else if (event.key === '+' || event.key === '=') zoomIn();
      else if (event.key === '-') zoomOut();
      else if (event.key === '0') fit();
      else return;
      event.preventDefault();
    },
  };

  return { viewportRef, view, dragging, zoomIn, zoomOut, fit, handlers };
}
