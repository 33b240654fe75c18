import type { GeocodeResult, Property } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { FALLBACK_VIEW, startView } from './map-start';

const geocode: GeocodeResult = { latitude: 38.54, longitude: -121.74, matchedAddress: '1 Main St', provider: 'census', score: null };
const property = (overrides: Partial<Property>): Property => ({ id: 'p', projectId: 'x', address: 'a', direction: 'north', ...overrides });

describe('startView', () => {
  it('zooms to 18 on the geocoded subject address', () => {
    expect(startView({ geocode, properties: undefined })).toEqual({ center: { lat: 38.54, lng: -121.74 }, zoom: 18 });
  });
  it('waits while the address is being geocoded', () => {
    expect(startView({ geocode: undefined, properties: [] })).toBeNull();
  });
  it('without the address, waits for the properties, then opens at zoom 17 on the subject first', () => {
    expect(startView({ geocode: null, properties: undefined })).toBeNull();
    const north = property({ id: 'n', latitude: '38.6', longitude: '-121.7' });
    const subject = property({ id: 's', direction: 'subject', latitude: '38.5', longitude: '-121.8' });
    expect(startView({ geocode: null, properties: [north, subject] })).toEqual({ center: { lat: 38.5, lng: -121.8 }, zoom: 17 });
    expect(startView({ geocode: null, properties: [north] })).toEqual({ center: { lat: 38.6, lng: -121.7 }, zoom: 17 });
  });
  it('opens on the whole country when nothing places the map', () => {
    expect(startView({ geocode: null, properties: [property({})] })).toEqual(FALLBACK_VIEW);
  });
});
