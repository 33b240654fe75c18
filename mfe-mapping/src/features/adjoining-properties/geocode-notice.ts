import { responseErrorStatus } from '@groundwork/api-client';
import { MAP_MESSAGES } from '@groundwork/contracts';

/**
 * Why the subject address could not place the map: the spec's "Could not locate..." when the
 * geocoders found nothing (404), the load failure message when they could not be reached.
 */
export function geocodeFailureMessage(error: unknown): string {
  return responseErrorStatus(error) === 404 ? MAP_MESSAGES.addressNotFound : MAP_MESSAGES.loadFailed('the geocoding service');
}
