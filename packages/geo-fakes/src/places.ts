import { distanceMetres, distanceToPolygonMetres, pointInPolygon, type PolygonRings, type Position } from './geometry';
import { TEST_AREA } from './test-area';

/** An address the fake geocoders know, and where it is. */
export interface FakePlace {
  /** `2400` */
  houseNumber: string;
  /** `J` */
  streetName: string;
  /** `St` */
  streetType: string;
  city: string;
  county: string;
  /** `CA` */
  state: string;
  stateName: string;
  zip: string;
  /** Where the geocoders put the address (inside `polygon`). */
  lat: number;
  lng: number;
  /** The lot: reverse geocoding any point inside it gives this address. */
  polygon?: PolygonRings;
}

/** The test area's addresses (the subject, its four neighbours and the far lot). */
export const testAreaPlaces = (): FakePlace[] =>
  Object.values(TEST_AREA.parcels).map((parcel) => {
    const [houseNumber = '', streetName = '', streetType = ''] = parcel.street.split(' ');
    return {
      houseNumber,
      streetName,
      streetType,
      city: parcel.city,
      county: 'Sacramento County',
      state: parcel.state,
      stateName: 'California',
      zip: parcel.zip,
      lat: parcel.centroid.lat,
      lng: parcel.centroid.lng,
      polygon: parcel.polygon.coordinates,
    };
  });

const STREET_TYPES: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
};
const STREET_TYPE_NAMES: Record<string, string> = Object.fromEntries(Object.entries(STREET_TYPES).map(([name, abbreviation]) => [abbreviation, name]));

/** Lower case, punctuation as spaces, street types abbreviated: `2400 J Street,` -> `2400 j st`. */
export function normalizeAddress(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.,#;]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_TYPES[word] ?? word)
    .join(' ');
}

/** `St` -> `Street`, as OpenStreetMap names roads. */
export const streetTypeName = (streetType: string) => {
  const name = STREET_TYPE_NAMES[streetType.toLowerCase()] ?? streetType.toLowerCase();
  return name.charAt(0).toUpperCase() + name.slice(1);
};

export const streetOf = (place: FakePlace) => `${place.houseNumber} ${place.streetName} ${place.streetType}`;

/**
 * The place a one-line address names: it starts with the place's street (number, name, type)
 * and anything after it names the place's city, state or ZIP.
 */
export function findPlaceByAddress(places: FakePlace[], query: string): FakePlace | undefined {
  const normalized = normalizeAddress(query);
  return places.find((place) => {
    const street = normalizeAddress(streetOf(place));
    if (normalized !== street && !normalized.startsWith(`${street} `)) return false;
    const rest = normalized.slice(street.length).trim();
    const known = new Set([
      ...normalizeAddress(place.city).split(' '),
      place.state.toLowerCase(),
      ...normalizeAddress(place.stateName).split(' '),
      place.zip,
      'usa',
      'us',
    ]);
    return rest.split(' ').every((word) => !word || known.has(word));
  });
}

/** The place whose lot holds the point, else the nearest one within `maxMetres`. */
export function findPlaceAtPoint(places: FakePlace[], point: Position, maxMetres = 50): FakePlace | undefined {
  const inside = places.find((place) => place.polygon && pointInPolygon(point, place.polygon));
  if (inside) return inside;
  let nearest: { place: FakePlace; metres: number } | undefined;
  for (const place of places) {
    const metres = place.polygon ? distanceToPolygonMetres(point, place.polygon) : distanceMetres(point, [place.lng, place.lat]);
    if (metres <= maxMetres && (!nearest || metres < nearest.metres)) nearest = { place, metres };
  }
  return nearest?.place;
}
