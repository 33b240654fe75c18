import { readFixture, type RegridEnvelope, type RegridFeature } from './fixtures';
import type { PolygonGeometry } from './geometry';

export const TEST_PARCEL_KEYS = ['subject', 'north', 'south', 'east', 'west', 'far'] as const;
export type TestParcelKey = (typeof TEST_PARCEL_KEYS)[number];

/** One parcel of the test area, with the numbers tests and the e2e share. */
export interface TestParcel {
  key: TestParcelKey;
  /** As a user types it: `2400 J St, Sacramento, CA 95816`. */
  address: string;
  /** `2400 J St` */
  street: string;
  city: string;
  state: string;
  zip: string;
  apn: string;
  owner: string;
  landUse: string;
  areaAcres: number;
  /** The middle of the parcel: a point well inside it, and where the geocoders place its address. */
  centroid: { lat: number; lng: number };
  polygon: PolygonGeometry;
  /** `polygon` as the string a property stores. */
  polygonGeoJson: string;
}

/** Which recorded parcel plays which part, by APN. */
const APN_OF: Record<TestParcelKey, string> = {
  subject: '007-0172-012-0000',
  north: '007-0172-003-0000',
  south: '007-0172-021-0000',
  east: '007-0172-013-0000',
  west: '007-0172-011-0000',
  far: '007-0181-001-0000',
};

/** The recorded Regrid v2 parcels of the test area (six lots in Midtown Sacramento, CA). */
export const REGRID_PARCELS_FIXTURE = 'regrid/parcels-midtown-sacramento.json';

/** Fresh copies of the test area's Regrid features (the fake Regrid's default data). */
export const testAreaRegridFeatures = (): RegridFeature[] => readFixture<RegridEnvelope>(REGRID_PARCELS_FIXTURE).parcels.features;

const titleCase = (text: string) => text.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());

function toTestParcel(key: TestParcelKey, feature: RegridFeature): TestParcel {
  const fields = feature.properties.fields;
  const street = `${fields.saddno} ${fields.saddstr} ${titleCase(String(fields.saddsttyp))}`;
  const city = titleCase(String(fields.scity));
  const state = String(fields.state2);
  const zip = String(fields.szip5);
  const polygon = feature.geometry as PolygonGeometry;
  return {
    key,
    address: `${street}, ${city}, ${state} ${zip}`,
    street,
    city,
    state,
    zip,
    apn: fields.parcelnumb,
    owner: String(fields.owner),
    landUse: String(fields.usedesc),
    areaAcres: Number(fields.ll_gisacre),
    centroid: { lat: Number(fields.lat), lng: Number(fields.lon) },
    polygon,
    polygonGeoJson: JSON.stringify(polygon),
  };
}

function buildTestArea() {
  const features = testAreaRegridFeatures();
  const parcels = Object.fromEntries(
    TEST_PARCEL_KEYS.map((key) => {
      const feature = features.find((candidate) => candidate.properties.fields.parcelnumb === APN_OF[key]);
      if (!feature) throw new Error(`${REGRID_PARCELS_FIXTURE} lacks the ${key} parcel ${APN_OF[key]}`);
      return [key, toTestParcel(key, feature)];
    }),
  ) as Record<TestParcelKey, TestParcel>;
  return {
    /**
     * The subject lot and its four neighbours sharing its edges (north, south, east, west), plus
     * one lot two blocks east that touches none of them.
     */
    parcels,
    subject: parcels.subject,
    adjoining: [parcels.north, parcels.south, parcels.east, parcels.west],
    /** An address no fake geocoder knows. */
    unknownAddress: '123 Nowhere Rd, Atlantis, ZZ 00000',
    /** A point in the Pacific, far from any parcel or address. */
    emptyPoint: { lat: 36.0, lng: -125.0 },
  };
}

/** The test area every fake serves by default. */
export const TEST_AREA = buildTestArea();
export type TestArea = typeof TEST_AREA;
