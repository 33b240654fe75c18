import { authEnv, internalTokenDevDefault, loadEnv, mongoDevDefault, mongoEnv, portVar, refuseDevDefaults, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

/** Shortest accepted INTERNAL_SERVICE_TOKEN: a guessable shared secret would open every project. */
export const INTERNAL_TOKEN_MIN_LENGTH = 32;

const httpUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, message: 'expected an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(fallback);

/** Map services: Regrid parcels and tiles, the geocoders (EXTERNAL-APIS.md sections 2-5). */
export const geoEnv = {
  /** Regrid parcel API and tile token; unset: no parcel lookups, suggestions or overlay. */
  REGRID_API_KEY: z.string().min(1).optional(),
  REGRID_BASE_URL: httpUrl('https://app.regrid.com'),
  /** Tile URL template handed to the browser (`?token=<key>` is appended there). */
  REGRID_TILES_URL: z
    .string()
    .refine((url) => /^https?:\/\//.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'expected an http(s) URL template with {z}, {x} and {y}',
    })
    .default('https://tiles.regrid.com/api/v1/parcels/{z}/{x}/{y}.png'),
  /** ArcGIS location services key: the World Geocoder first in the chain, and imagery in the browser. */
  ARCGIS_API_KEY: z.string().min(1).optional(),
  ARCGIS_GEOCODER_URL: httpUrl('https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer'),
  CENSUS_GEOCODER_URL: httpUrl('https://geocoding.geo.census.gov/geocoder'),
  NOMINATIM_URL: httpUrl('https://nominatim.openstreetmap.org'),
  /** Nominatim's usage policy wants an application name and a contact; name your deployment. */
  NOMINATIM_USER_AGENT: z.string().min(3).max(200).default('Groundwork/1.0 (Phase I ESA platform; reverse geocoding of map clicks)'),
  /** Sent as Nominatim's `email=` contact parameter when set. */
  NOMINATIM_EMAIL: z.email().optional(),
  /** Each outside call's whole budget (connect, answer, body). */
  GEO_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  GEO_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  GEO_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
};

const projectsEnvSchema = z.object({
  ...serviceEnv,
  ...authEnv,
  ...mongoEnv,
  PROJECTS_PORT: portVar(4002),
  /** Bearer secret of the /internal routes; unset means those routes answer 503. */
  INTERNAL_SERVICE_TOKEN: z.string().min(INTERNAL_TOKEN_MIN_LENGTH, `expected at least ${INTERNAL_TOKEN_MIN_LENGTH} characters`).optional(),
  ...geoEnv,
});

export type ProjectsEnv = z.output<typeof projectsEnvSchema>;

/** The projects service's configuration; throws one error listing every invalid variable. */
export function loadProjectsEnv(source: Record<string, string | undefined> = process.env): ProjectsEnv {
  const env = loadEnv(projectsEnvSchema, source);
  refuseDevDefaults('projects', env, [mongoDevDefault(env), internalTokenDevDefault(env)]);
  return env;
}
