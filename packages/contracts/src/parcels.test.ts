import { describe, expect, it } from 'vitest';
import { mapsConfigSchema, parcelAtPointQuerySchema, parcelLookupResultSchema } from './parcels';

describe('mapsConfigSchema', () => {
  it('accepts the key alone and with the optional ArcGIS key and tile template', () => {
    expect(mapsConfigSchema.parse({ regridApiKey: '' })).toEqual({ regridApiKey: '' });
    const full = {
      regridApiKey: 'k',
      arcgisApiKey: 'a',
      parcelTilesUrl: 'https://tiles.regrid.com/api/v1/parcels/{z}/{x}/{y}.png',
    };
    expect(mapsConfigSchema.parse(full)).toEqual(full);
  });
  it('refuses a tile URL without the {z}/{x}/{y} placeholders', () => {
    const result = mapsConfigSchema.safeParse({ regridApiKey: 'k', parcelTilesUrl: 'https://tiles.regrid.com/parcels.png' });
    expect(result.error?.issues[0]?.message).toBe('The parcel tile URL must contain {z}, {x} and {y}');
  });
});

describe('parcel lookup', () => {
  it('coerces the query and refuses out-of-range points', () => {
    expect(parcelAtPointQuerySchema.parse({ lat: '38.57515', lng: '-121.4708' })).toEqual({ lat: 38.57515, lng: -121.4708 });
    expect(parcelAtPointQuerySchema.safeParse({ lat: '38', lng: '-181' }).success).toBe(false);
  });
  it('is either parcel fields or a message', () => {
    expect(parcelLookupResultSchema.parse({ message: 'No parcel found at this location' })).toEqual({
      message: 'No parcel found at this location',
    });
    expect(parcelLookupResultSchema.safeParse({ owner: 'x' }).success).toBe(false);
  });
});
