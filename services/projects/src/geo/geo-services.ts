import type { ParcelLookupResult } from '@groundwork/contracts';
import type { GeoSettings } from '../settings';
import { createArcgisGeocoder } from './geocoders/arcgis';
import { createCensusGeocoder } from './geocoders/census';
import type { Geocoder } from './geocoders/geocoder';
import { createNominatimGeocoder } from './geocoders/nominatim';
import { createGeocoding } from './geocoding';
import { createMinIntervalLimiter } from './rate-limiter';
import { createRegridClient } from './regrid-client';
import { createTtlCache } from './ttl-cache';
import type { Fetch } from './upstream';

/**
 * Nominatim's usage policy: at most one request per second. Starts are spaced a little more, so
 * network jitter never brings two arrivals at the server closer than a second.
 */
export const NOMINATIM_INTERVAL_MS = 1100;

/**
 * The map's outside services as this process uses them: Regrid (when keyed) with its point
 * cache, and the geocoding chains. `fetch` is replaceable for tests.
 */
export function createGeoServices(settings: GeoSettings, { fetch }: { fetch?: Fetch } = {}) {
  const { timeoutMs } = settings;
  const arcgis = settings.arcgisApiKey
    ? createArcgisGeocoder({ baseUrl: settings.arcgisGeocoderUrl, apiKey: settings.arcgisApiKey, timeoutMs, fetch })
    : undefined;
  const census = createCensusGeocoder({ baseUrl: settings.censusGeocoderUrl, timeoutMs, fetch });
  const nominatim = createNominatimGeocoder({
    baseUrl: settings.nominatimUrl,
    userAgent: settings.nominatimUserAgent,
    email: settings.nominatimEmail,
    timeoutMs,
    // A click waits at most one timeout for its turn.
    limiter: createMinIntervalLimiter({ intervalMs: NOMINATIM_INTERVAL_MS, maxWaitMs: timeoutMs }),
    fetch,
  });
  const chain = (...geocoders: Array<Geocoder | undefined>) => geocoders.filter((geocoder): geocoder is Geocoder => geocoder !== undefined);
  return {
    settings,
    regrid: settings.regridApiKey ? createRegridClient({ baseUrl: settings.regridBaseUrl, apiKey: settings.regridApiKey, timeoutMs, fetch }) : undefined,
    /** Parcel lookups by point rounded to 5 decimals (about a metre). */
    parcelCache: createTtlCache<ParcelLookupResult>({ ttlMs: settings.cacheTtlMs, maxEntries: settings.cacheMaxEntries }),
    geocoding: createGeocoding({
      forward: chain(arcgis, census),
      // Census reverse gives census geographies, not a street address; Nominatim stands in
      // for ArcGIS when it has no key, fails or finds nothing.
      reverse: chain(arcgis, nominatim),
      cacheTtlMs: settings.cacheTtlMs,
      cacheMaxEntries: settings.cacheMaxEntries,
    }),
  };
}
export type GeoServices = ReturnType<typeof createGeoServices>;
