import { ApiError } from '@groundwork/api-client';
import { describe, expect, it } from 'vitest';
import { PARCEL_LOOKUP_FAILED, parcelHoverFromError, parcelHoverFromResult } from './parcel-hover';

const parcel = {
  owner: 'ACME LLC',
  address: '12 MAIN ST',
  apn: '001-002',
  landUse: 'Commercial',
  area: 1.5,
  county: 'Yolo',
  state: 'CA',
  geometry: null,
};

describe('parcel hover', () => {
  it('shows a found parcel', () => {
    expect(parcelHoverFromResult(parcel)).toEqual({ parcel });
  });
  it('shows the server message when there is no parcel', () => {
    expect(parcelHoverFromResult({ message: 'No parcel found at this location' })).toEqual({ message: 'No parcel found at this location' });
  });
  it("shows the server's message of a failed lookup", () => {
    const error = new ApiError(504, '{"message":"The parcel service did not answer in time","code":"UPSTREAM_TIMEOUT"}');
    expect(parcelHoverFromError(error)).toEqual({ message: 'The parcel service did not answer in time' });
  });
  it('falls back to a plain message without one', () => {
    expect(parcelHoverFromError(new ApiError(502, 'Bad Gateway'))).toEqual({ message: PARCEL_LOOKUP_FAILED });
    expect(parcelHoverFromError(new TypeError('Failed to fetch'))).toEqual({ message: PARCEL_LOOKUP_FAILED });
  });
});
