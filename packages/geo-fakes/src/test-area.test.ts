import { describe, expect, it } from 'vitest';
import { pointInPolygon, polygonsIntersect } from './geometry';
import { TEST_AREA, TEST_PARCEL_KEYS } from './test-area';

const { parcels, subject } = TEST_AREA;

describe('TEST_AREA', () => {
  it('has the subject, its four neighbours and a far lot, each with an address, APN and owner', () => {
    expect(Object.keys(parcels)).toEqual([...TEST_PARCEL_KEYS]);
    expect(subject).toMatchObject({
      address: '2400 J St, Sacramento, CA 95816',
      street: '2400 J St',
      apn: '007-0172-012-0000',
      owner: 'SUTTER MIDTOWN HOLDINGS LLC',
      centroid: { lat: 38.57515, lng: -121.4708 },
    });
    expect(new Set(Object.values(parcels).map((parcel) => parcel.address)).size).toBe(TEST_PARCEL_KEYS.length);
  });

  it('puts each centroid inside its own parcel and no other', () => {
    for (const parcel of Object.values(parcels)) {
      const point: [number, number] = [parcel.centroid.lng, parcel.centroid.lat];
      const holders = Object.values(parcels).filter((other) => pointInPolygon(point, other.polygon.coordinates));
      expect(holders.map((holder) => holder.key)).toEqual([parcel.key]);
    }
  });

  it('has neighbours that touch the subject on the side they are named after, and a far lot that touches nothing', () => {
    for (const key of ['north', 'south', 'east', 'west'] as const) {
      expect(polygonsIntersect(parcels[key].polygon.coordinates, subject.polygon.coordinates), key).toBe(true);
    }
    expect(parcels.north.centroid.lat).toBeGreaterThan(subject.centroid.lat);
    expect(parcels.south.centroid.lat).toBeLessThan(subject.centroid.lat);
    expect(parcels.east.centroid.lng).toBeGreaterThan(subject.centroid.lng);
    expect(parcels.west.centroid.lng).toBeLessThan(subject.centroid.lng);
    for (const other of Object.values(parcels).filter((parcel) => parcel.key !== 'far')) {
      expect(polygonsIntersect(parcels.far.polygon.coordinates, other.polygon.coordinates), other.key).toBe(false);
    }
  });

  it('gives the polygon as the string a property stores', () => {
    expect(JSON.parse(subject.polygonGeoJson)).toEqual({ type: 'Polygon', coordinates: subject.polygon.coordinates });
  });
});
