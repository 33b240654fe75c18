import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './errors';
import { healthzResponseSchema } from './health';
import { parcelAtPointQuerySchema, parcelLookupResultSchema } from './parcels';

describe('apiErrorBodySchema', () => {
  it('accepts the wire shape with optional details', () => {
    const body = { message: 'Not found', code: 'NOT_FOUND', requestId: 'r1' };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.parse({ ...body, details: [1] }).details).toEqual([1]);
  });

  it('requires the request id', () => {
    expect(apiErrorBodySchema.safeParse({ message: 'x', code: 'X' }).success).toBe(false);
  });
});

describe('healthzResponseSchema', () => {
  it('accepts ok and unavailable with checks', () => {
    expect(healthzResponseSchema.safeParse({ status: 'unavailable', service: 'projects', checks: { database: 'down' } }).success).toBe(true);
    expect(healthzResponseSchema.safeParse({ status: 'fine', service: 'projects' }).success).toBe(false);
  });
});

describe('parcels', () => {
  it('reads a "no parcel" message as a lookup result', () => {
    expect(parcelLookupResultSchema.parse({ message: 'No parcel found' })).toEqual({ message: 'No parcel found' });
  });

  it('coerces the query and bounds latitude', () => {
    expect(parcelAtPointQuerySchema.parse({ lat: '37.5', lng: '-122.1' })).toEqual({ lat: 37.5, lng: -122.1 });
    expect(parcelAtPointQuerySchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
  });
});
