import type { Occurrence } from './occurrence';

// A record's city, state and zip as printed on a line or after a street: `NORTHGATE, IL 60640`,
// `CEDAR FALLS, OR`, `UNINCORPORATED 30318`, `60640`.

const ZIP = /^(\d{5})(?:-\d{4})?$/;
const PLACE = /^([A-Za-z][A-Za-z .,'-]*?)(?:,?\s+([A-Z]{2}))?(?:\s+(\d{5})(?:-\d{4})?)?$/;

export interface Place {
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The place a text names; `strict`: only a text with a state or a zip is one (a wrapped street is not). */
export function parsePlace(text: string, { strict = true } = {}): Place | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const zip = ZIP.exec(trimmed);
  if (zip) return { city: null, state: null, zip: zip[1]! };
  const place = PLACE.exec(trimmed);
  if (!place || (strict && !place[2] && !place[3])) return null;
  const city = place[1]!.replace(/,\s*$/, '').trim();
  return { city: city ? city.toUpperCase() : null, state: place[2] ?? null, zip: place[3] ?? null };
}

/** Fills what the occurrence lacks of a place; false when the text names none. */
export function readPlace(occurrence: Occurrence, text: string, options: { strict?: boolean } = {}): boolean {
  const place = parsePlace(text, options);
  if (!place) return false;
  occurrence.city ??= place.city;
  occurrence.state ??= place.state;
  occurrence.zip ??= place.zip;
  return true;
}
