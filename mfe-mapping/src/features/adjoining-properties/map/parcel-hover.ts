import { errorMessageFromResponseError } from '@groundwork/api-client';
import type { ParcelLookupResult } from '@groundwork/contracts';
import type { ParcelHover } from './ParcelInfoPanel';

export const PARCEL_LOOKUP_FAILED = 'Parcel information is not available right now.';

/** The lookup's answer as the panel shows it: the parcel, or the server's "no parcel" message. */
export function parcelHoverFromResult(result: ParcelLookupResult): ParcelHover {
  return 'message' in result ? { message: result.message } : { parcel: result };
}

/** A failed lookup (e.g. 502 UPSTREAM_ERROR, 504 UPSTREAM_TIMEOUT): the server's message or ours. */
export function parcelHoverFromError(error: unknown): ParcelHover {
  return { message: errorMessageFromResponseError(error) ?? PARCEL_LOOKUP_FAILED };
}
