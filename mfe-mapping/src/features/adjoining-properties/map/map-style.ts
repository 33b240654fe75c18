import type { Direction, MapsConfig } from '@groundwork/contracts';
import { DIRECTION_COLORS } from '@groundwork/design-system/base';
import type { DrawKind } from './map-controller-types';

/** [red, green, blue, alpha 0..1], the colour form ArcGIS symbols take. */
export type Rgba = [number, number, number, number];

/** '#rrggbb' with an alpha. */
export function rgba(hex: string, alpha: number): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16), alpha];
}

export interface PolygonStyle {
  fill: Rgba;
  outline: Rgba;
  outlineWidth: number;
  outlineStyle: 'solid' | 'dash';
}

export interface PointStyle {
  color: Rgba;
  outline: Rgba;
  size: number;
}

/** A saved property's outline: its direction colour (spec 01 section 9), lightly filled. */
export function propertyPolygonStyle(direction: Direction): PolygonStyle {
  const color = DIRECTION_COLORS[direction];
  return { fill: rgba(color, 0.25), outline: rgba(color, 1), outlineWidth: 2.5, outlineStyle: 'solid' };
}

/** A property placed by a click: a dot in its direction colour with a white ring. */
export function propertyPointStyle(direction: Direction): PointStyle {
  return { color: rgba(DIRECTION_COLORS[direction], 0.95), outline: [255, 255, 255, 1], size: 16 };
}

/** A suggested parcel: dashed in its direction colour, almost unfilled, until accepted. */
export function suggestionPolygonStyle(direction: Direction): PolygonStyle {
  const color = DIRECTION_COLORS[direction];
  return { fill: rgba(color, 0.08), outline: rgba(color, 1), outlineWidth: 2, outlineStyle: 'dash' };
}

/** The parcel under the pointer: a yellow outline that reads on imagery and on the plain background. */
export const hoverParcelStyle: PolygonStyle = {
  fill: [250, 204, 21, 0.12],
  outline: [250, 204, 21, 1],
  outlineWidth: 2,
  outlineStyle: 'solid',
};

/** The map's background where there is no imagery. */
export const PLAIN_BACKGROUND = '#dfe5dc';

/**
 * The parcel tile URL template (`{z}/{x}/{y}`, which ArcGIS's WebTileLayer takes as is) with the
 * key appended as `token`; null without a key or a URL (no overlay then).
 */
export function parcelTilesTemplate(config: Pick<MapsConfig, 'regridApiKey' | 'parcelTilesUrl'>): string | null {
  const key = config.regridApiKey.trim();
  const url = config.parcelTilesUrl;
  if (!key || !url) return null;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(key)}`;
}

/** The polygon being drawn: red for the subject, slate for an adjoining one (its direction comes after). */
export function drawingStyle(kind: DrawKind): PolygonStyle {
  if (kind === 'subject') return propertyPolygonStyle('subject');
  return { fill: rgba('#334155', 0.2), outline: rgba('#334155', 1), outlineWidth: 2, outlineStyle: 'solid' };
}
