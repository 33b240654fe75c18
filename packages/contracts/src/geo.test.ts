import { describe, expect, it } from 'vitest';
import { directionFromSubject, geocodeQuerySchema, MAP_MESSAGES, reverseGeocodeQuerySchema } from './geo';

describe('directionFromSubject', () => {
  const subject = { lat: 38.5, lng: -121.5 };
  it('is north or south when the latitude difference is larger', () => {
    expect(directionFromSubject(subject, { lat: 38.5003, lng: -121.5001 })).toBe('north');
    expect(directionFromSubject(subject, { lat: 38.4997, lng: -121.4999 })).toBe('south');
  });
  it('is east or west otherwise, including a tie', () => {
    expect(directionFromSubject(subject, { lat: 38.5001, lng: -121.4997 })).toBe('east');
    expect(directionFromSubject(subject, { lat: 38.4999, lng: -121.5003 })).toBe('west');
    expect(directionFromSubject(subject, { lat: 38.5002, lng: -121.4998 })).toBe('east');
  });
});

describe('geocoding queries', () => {
  it('trims the address and refuses an empty one', () => {
    expect(geocodeQuerySchema.parse({ address: ' 1 Main St ' })).toEqual({ address: '1 Main St' });
    expect(geocodeQuerySchema.safeParse({ address: '  ' }).success).toBe(false);
  });
  it('coerces coordinates and refuses them out of range', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '38.5', lng: '-121.5' })).toEqual({ lat: 38.5, lng: -121.5 });
    expect(reverseGeocodeQuerySchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(reverseGeocodeQuerySchema.safeParse({ lat: 'x', lng: '0' }).success).toBe(false);
  });
});

describe('MAP_MESSAGES', () => {
  it('names the maps service in the load failure', () => {
    expect(MAP_MESSAGES.loadFailed('ArcGIS')).toBe('Failed to load ArcGIS. Please check your internet connection.');
  });
});
