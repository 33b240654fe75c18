import type { OutlineBox } from './subject-outline';

export type PropertyDirection = 'subject' | 'north' | 'south' | 'east' | 'west';

/** A project property as the aerial study places it: its direction, and its coordinates when the project has them. */
export interface AerialProperty {
  address: string;
  direction: PropertyDirection;
  latitude?: number;
  longitude?: number;
}

/** Where an adjoining property is sampled without better knowledge: the next parcel of a typical lot, centre to centre. */
export const DEFAULT_ADJOINING_OFFSET_FT = 350;
/** An adjoining property is never sampled nearer than this (its window would overlap the subject's) nor farther than this. */
const MIN_OFFSET_FT = 200;
const MAX_OFFSET_FT = 1000;

const NOMINAL_BEARING: Record<Exclude<PropertyDirection, 'subject'>, number> = { north: 0, east: 90, south: 180, west: 270 };
const EARTH_RADIUS_FT = 20_902_231;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

const hasCoordinates = (property: AerialProperty): property is AerialProperty & { latitude: number; longitude: number } =>
  Number.isFinite(property.latitude) && Number.isFinite(property.longitude);

/** Bearing (degrees clockwise from north) and ground distance (feet) from one point to another (equirectangular: adjoining distances are short). */
export function bearingAndDistance(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const north = radians(to.latitude - from.latitude) * EARTH_RADIUS_FT;
  const east = radians(to.longitude - from.longitude) * Math.cos(radians((from.latitude + to.latitude) / 2)) * EARTH_RADIUS_FT;
  return { bearing: ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360, distanceFt: Math.hypot(north, east) };
}

/** How an adjoining property was placed: by its coordinates' bearing and distance, or by its stated direction. */
export interface Placement {
  bearing: number;
  offsetFt: number;
  by: 'coordinates' | 'direction';
}

/**
 * Where an adjoining property lies from the subject: with both coordinates, their bearing and
 * distance (kept between MIN_OFFSET_FT and MAX_OFFSET_FT, and at least the subject's outline
 * across along that bearing, so the window lies past the subject's edge); else its stated
 * direction at the outline's size across (the next parcel of the same size) or
 * DEFAULT_ADJOINING_OFFSET_FT. `acrossFt` gives the outline's size along a bearing (null: none drawn).
 */
export function placeProperty(property: AerialProperty, subject: AerialProperty | undefined, acrossFt: (bearing: number) => number | null): Placement {
  if (property.direction !== 'subject' && subject && hasCoordinates(subject) && hasCoordinates(property)) {
    const { bearing, distanceFt } = bearingAndDistance(subject, property);
    if (distanceFt > 1) {
      const floor = Math.max(MIN_OFFSET_FT, acrossFt(bearing) ?? 0);
      return { bearing, offsetFt: Math.min(MAX_OFFSET_FT, Math.max(floor, distanceFt)), by: 'coordinates' };
    }
  }
  if (property.direction === 'subject') return { bearing: 0, offsetFt: 0, by: 'direction' };
  const bearing = NOMINAL_BEARING[property.direction];
  const across = acrossFt(bearing);
  const offsetFt = across ? Math.min(MAX_OFFSET_FT, Math.max(MIN_OFFSET_FT, across)) : DEFAULT_ADJOINING_OFFSET_FT;
  return { bearing, offsetFt, by: 'direction' };
}

/** The outline's extent along a bearing, in feet (its width east-west, its height north-south, between for a diagonal). */
export function outlineAcrossFt(outline: OutlineBox | null, bearing: number, ftPerPx: number): number | null {
  if (!outline) return null;
  const theta = radians(bearing);
  return (Math.abs(Math.sin(theta)) * outline.width + Math.abs(Math.cos(theta)) * outline.height) * ftPerPx;
}

/** The pixel a bearing and distance from `centre` land on (north up, east right). */
export function pointAt(centre: { x: number; y: number }, bearing: number, offsetFt: number, ftPerPx: number) {
  const theta = radians(bearing);
  return { x: centre.x + (Math.sin(theta) * offsetFt) / ftPerPx, y: centre.y - (Math.cos(theta) * offsetFt) / ftPerPx };
}
