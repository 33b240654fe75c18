import { aProject as aSharedProject, PROJECT_ID } from '@groundwork/api-client/testing';
import type { AdjoiningSuggestion, Project, Property } from '@groundwork/contracts';

/** The subject address of the tests and where the geocoder puts it. */
export const SUBJECT_ADDRESS = '2400 J St, Sacramento, CA 95816';
export const SUBJECT_POINT = { lat: 38.57515, lng: -121.4708 };

export { PROJECT_ID };

/** A project of the tests, at the subject address. */
export const aProject = (overrides: Partial<Project> = {}): Project => aSharedProject({ siteAddress: SUBJECT_ADDRESS, ...overrides });

let sequence = 0;

/** A property as the API answers it. */
export function aProperty(overrides: Partial<Property> = {}): Property {
  sequence += 1;
  return {
    id: `prop-${sequence}`,
    projectId: PROJECT_ID,
    address: `${sequence} Oak Ave, Sacramento, CA`,
    direction: 'north',
    latitude: '38.575600',
    longitude: '-121.470800',
    ...overrides,
  };
}

/** A 0.0004 x 0.0003 degree lot around `center`, as a GeoJSON Polygon string. */
export function lotAround(center: { lat: number; lng: number }): string {
  const { lat, lng } = center;
  const ring = [
    [lng - 0.0002, lat - 0.00015],
    [lng + 0.0002, lat - 0.00015],
    [lng + 0.0002, lat + 0.00015],
    [lng - 0.0002, lat + 0.00015],
    [lng - 0.0002, lat - 0.00015],
  ];
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

export function aSubject(overrides: Partial<Property> = {}): Property {
  return aProperty({
    direction: 'subject',
    address: SUBJECT_ADDRESS,
    latitude: String(SUBJECT_POINT.lat),
    longitude: String(SUBJECT_POINT.lng),
    polygonGeoJson: lotAround(SUBJECT_POINT),
    ...overrides,
  });
}

export function aSuggestion(overrides: Partial<AdjoiningSuggestion> = {}): AdjoiningSuggestion {
  const center = { lat: SUBJECT_POINT.lat, lng: SUBJECT_POINT.lng + 0.0004 };
  return {
    address: '2416 J St, Sacramento, CA 95816',
    direction: 'east',
    latitude: String(center.lat),
    longitude: String(center.lng),
    polygonGeoJson: lotAround(center),
    apn: '007-0172-013-0000',
    owner: 'J STREET PARTNERS LP',
    ...overrides,
  };
}
