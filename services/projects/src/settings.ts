import type { ProjectsEnv } from './env';

/** Where the map's outside services are and how the server calls them. */
export interface GeoSettings {
  regridApiKey?: string;
  regridBaseUrl: string;
  regridTilesUrl: string;
  arcgisApiKey?: string;
  arcgisGeocoderUrl: string;
  censusGeocoderUrl: string;
  nominatimUrl: string;
  nominatimUserAgent: string;
  nominatimEmail?: string;
  /** Budget of one outside call, body included. */
  timeoutMs: number;
  cacheTtlMs: number;
  cacheMaxEntries: number;
}

/** What the routes need to know from the configuration. */
export interface ProjectsSettings {
  /** Identity's JWKS, for `requireAuth`. */
  jwksUrl: string;
  /** Bearer secret of the /internal routes; undefined switches them off (503). */
  internalServiceToken?: string;
  geo: GeoSettings;
}

export const geoSettings = (env: ProjectsEnv): GeoSettings => ({
  regridApiKey: env.REGRID_API_KEY,
  regridBaseUrl: env.REGRID_BASE_URL,
  regridTilesUrl: env.REGRID_TILES_URL,
  arcgisApiKey: env.ARCGIS_API_KEY,
  arcgisGeocoderUrl: env.ARCGIS_GEOCODER_URL,
  censusGeocoderUrl: env.CENSUS_GEOCODER_URL,
  nominatimUrl: env.NOMINATIM_URL,
  nominatimUserAgent: env.NOMINATIM_USER_AGENT,
  nominatimEmail: env.NOMINATIM_EMAIL,
  timeoutMs: env.GEO_HTTP_TIMEOUT_MS,
  cacheTtlMs: env.GEO_CACHE_TTL_SECONDS * 1000,
  cacheMaxEntries: env.GEO_CACHE_MAX_ENTRIES,
});

export const projectsSettings = (env: ProjectsEnv): ProjectsSettings => ({
  jwksUrl: env.IDENTITY_JWKS_URL,
  internalServiceToken: env.INTERNAL_SERVICE_TOKEN,
  geo: geoSettings(env),
});
