import { MAP_MESSAGES, type GeocodeResult, type ReverseGeocodeResult } from '@groundwork/contracts';
import { AppError, notFound } from '@groundwork/service-kit';
import type { Geocoder } from './geocoders/geocoder';
import { createTtlCache } from './ttl-cache';
import { UpstreamFailure } from './upstream';

export const NO_ADDRESS_AT_POINT = 'No address found at this location';

const STREET_TYPES: Record<string, string> = { street: 'st', avenue: 'ave', boulevard: 'blvd', road: 'rd', drive: 'dr', lane: 'ln', court: 'ct', place: 'pl' };

/**
 * `2400 J Street,  Sacramento` and `2400 j st sacramento` have one key: lower case, punctuation
 * as spaces, street types abbreviated (the geocoding cache and "already added" share it).
 */
export const addressCacheKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/[.,#;]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => STREET_TYPES[word] ?? word)
    .join(' ');

/** Points are cached at 5 decimals (about a metre). */
export const pointCacheKey = (lat: number, lng: number) => `${lat.toFixed(5)},${lng.toFixed(5)}`;

/** Every provider failed: 504 if they all timed out, 502 otherwise, naming each failure. */
function allFailed(what: string, failures: UpstreamFailure[]): AppError {
  const message = `${what} failed: ${failures.map((failure) => failure.message).join('; ')}`;
  const details = { providers: failures.map((failure) => ({ service: failure.service, kind: failure.kind, ...failure.details })) };
  return failures.every((failure) => failure.kind === 'timeout')
    ? new AppError(504, 'UPSTREAM_TIMEOUT', message, details)
    : new AppError(502, 'UPSTREAM_ERROR', message, details);
}

/**
 * Asks each provider in order until one finds something; a failing provider falls through to the
 * next. Nothing found by any that answered: null. Every provider failed: the error. Results
 * (found or not) are cached unless a provider failed, so a later call can still find it.
 */
async function firstFound<T>(
  providers: Geocoder[],
  ask: (geocoder: Geocoder) => Promise<T | null>,
  what: string,
): Promise<{ found: T | null; provider?: Geocoder; cacheable: boolean }> {
  const failures: UpstreamFailure[] = [];
  for (const geocoder of providers) {
    try {
      const found = await ask(geocoder);
      if (found !== null) return { found, provider: geocoder, cacheable: true };
    } catch (err) {
      if (!(err instanceof UpstreamFailure)) throw err;
      failures.push(err);
    }
  }
  if (providers.length > 0 && failures.length === providers.length) throw allFailed(what, failures);
  return { found: null, cacheable: failures.length === 0 };
}

export interface GeocodingOptions {
  /** Forward chain, in order (ArcGIS when keyed, then Census). */
  forward: Geocoder[];
  /** Reverse chain, in order (ArcGIS when keyed, else Nominatim). */
  reverse: Geocoder[];
  cacheTtlMs: number;
  cacheMaxEntries: number;
}

export function createGeocoding({ forward, reverse, cacheTtlMs, cacheMaxEntries }: GeocodingOptions) {
  const forwardCache = createTtlCache<GeocodeResult | null>({ ttlMs: cacheTtlMs, maxEntries: cacheMaxEntries });
  const reverseCache = createTtlCache<ReverseGeocodeResult | null>({ ttlMs: cacheTtlMs, maxEntries: cacheMaxEntries });

  return {
    forwardProviders: forward.map((geocoder) => geocoder.provider),
    reverseProviders: reverse.map((geocoder) => geocoder.provider),

    /** 404 ADDRESS_NOT_FOUND (MAP_MESSAGES.addressNotFound) when no provider finds it. */
    async geocode(address: string): Promise<GeocodeResult> {
      const key = addressCacheKey(address);
      let result = forwardCache.get(key);
      if (result === undefined) {
        const { found, provider, cacheable } = await firstFound(forward, (geocoder) => geocoder.forward!(address), 'Geocoding');
        result = found && provider ? { ...found, provider: provider.provider } : null;
        if (cacheable) forwardCache.set(key, result);
      }
      if (!result) throw notFound(MAP_MESSAGES.addressNotFound, 'ADDRESS_NOT_FOUND');
      return result;
    },

    /** 404 ADDRESS_NOT_FOUND when no provider has an address there. */
    async reverseGeocode(lat: number, lng: number): Promise<ReverseGeocodeResult> {
      const key = pointCacheKey(lat, lng);
      let result = reverseCache.get(key);
      if (result === undefined) {
        const { found, provider, cacheable } = await firstFound(reverse, (geocoder) => geocoder.reverse!(lat, lng), 'Reverse geocoding');
        result = found && provider ? { address: found, provider: provider.provider } : null;
        if (cacheable) reverseCache.set(key, result);
      }
      if (!result) throw notFound(NO_ADDRESS_AT_POINT, 'ADDRESS_NOT_FOUND');
      return result;
    },
  };
}
export type Geocoding = ReturnType<typeof createGeocoding>;
