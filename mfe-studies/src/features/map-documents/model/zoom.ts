/** What the viewer shows of a page: its scale and where its top-left corner sits in the viewport (px). */
export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;
/** One zoom button press (or wheel notch) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The whole page centred in the viewport; 1:1 while the viewport has no size yet (e.g. before layout). */
export function fitView(page: Size, viewport: Size): MapView {
  if (page.width <= 0 || page.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.min(viewport.width / page.width, viewport.height / page.height));
  return { scale, x: (viewport.width - page.width * scale) / 2, y: (viewport.height - page.height * scale) / 2 };
}

/** Zooms by `factor` keeping the page point under `anchor` (viewport px) where it is. */
export function zoomAt(view: MapView, factor: number, anchor: { x: number; y: number }): MapView {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: anchor.x - (anchor.x - view.x) * ratio, y: anchor.y - (anchor.y - view.y) * ratio };
}

/** Zooms about the viewport's centre (the buttons and keys). */
export const zoomCentered = (view: MapView, factor: number, viewport: Size): MapView => zoomAt(view, factor, { x: viewport.width / 2, y: viewport.height / 2 });

export const panBy = (view: MapView, dx: number, dy: number): MapView => ({ ...view, x: view.x + dx, y: view.y + dy });

/** A wheel turn's zoom factor: one step per notch, in for up, out for down. */
export const wheelFactor = (deltaY: number): number => (deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);

export const zoomPercent = (view: MapView): string => `${Math.round(view.scale * 100)}%`;
