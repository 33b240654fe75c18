import { ApiError } from '@groundwork/api-client';
import { MAP_MESSAGES } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { geocodeFailureMessage } from './geocode-notice';

describe('geocodeFailureMessage', () => {
  it('says the address could not be located when nothing matched', () => {
    expect(geocodeFailureMessage(new ApiError(404, '{"code":"ADDRESS_NOT_FOUND"}'))).toBe(MAP_MESSAGES.addressNotFound);
  });
  it('says the service failed to load otherwise', () => {
    expect(geocodeFailureMessage(new ApiError(504, '{"code":"UPSTREAM_TIMEOUT"}'))).toBe(
      'Failed to load the geocoding service. Please check your internet connection.',
    );
    expect(geocodeFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to load the geocoding service. Please check your internet connection.');
  });
});
