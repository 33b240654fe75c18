import { describe, expect, it } from 'vitest';
import { loadProjectsEnv } from './env';

describe('loadProjectsEnv', () => {
  it('defaults to port 4002 and devdb, without an internal token', () => {
    const env = loadProjectsEnv({});
    expect(env).toMatchObject({
      PROJECTS_PORT: 4002,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json',
      HOST: '127.0.0.1',
      DEVDB_PORT: 27018,
      MONGODB_DB_PREFIX: 'groundwork',
    });
    expect(env.INTERNAL_SERVICE_TOKEN).toBeUndefined();
  });

  it('refuses an invalid port', () => {
    expect(() => loadProjectsEnv({ PROJECTS_PORT: 'eighty' })).toThrow(/PROJECTS_PORT/);
  });

  it('takes an internal token of 32 characters or more and refuses a shorter one', () => {
    const token = 'a'.repeat(32);
    expect(loadProjectsEnv({ INTERNAL_SERVICE_TOKEN: token }).INTERNAL_SERVICE_TOKEN).toBe(token);
    expect(() => loadProjectsEnv({ INTERNAL_SERVICE_TOKEN: 'short-secret' })).toThrow(/INTERNAL_SERVICE_TOKEN: expected at least 32 characters/);
  });

  it('defaults the map services to the real hosts, no keys, an 8 s budget and a 10 minute cache', () => {
    const env = loadProjectsEnv({});
    expect(env).toMatchObject({
      REGRID_BASE_URL: 'https://app.regrid.com',
      REGRID_TILES_URL: 'https://tiles.regrid.com/api/v1/parcels/{z}/{x}/{y}.png',
      ARCGIS_GEOCODER_URL: 'https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer',
      CENSUS_GEOCODER_URL: 'https://geocoding.geo.census.gov/geocoder',
      NOMINATIM_URL: 'https://nominatim.openstreetmap.org',
      GEO_HTTP_TIMEOUT_MS: 8000,
      GEO_CACHE_TTL_SECONDS: 600,
      GEO_CACHE_MAX_ENTRIES: 5000,
    });
    expect(env.REGRID_API_KEY).toBeUndefined();
    expect(env.ARCGIS_API_KEY).toBeUndefined();
  });

  it('takes fake servers, drops a trailing slash, and refuses a tile URL without {z}/{x}/{y} or a bad timeout', () => {
    const env = loadProjectsEnv({ REGRID_BASE_URL: 'http://127.0.0.1:5001/', REGRID_API_KEY: 'k', GEO_HTTP_TIMEOUT_MS: '500' });
    expect([env.REGRID_BASE_URL, env.REGRID_API_KEY, env.GEO_HTTP_TIMEOUT_MS]).toEqual(['http://127.0.0.1:5001', 'k', 500]);
    expect(() => loadProjectsEnv({ REGRID_TILES_URL: 'https://tiles.example/parcels.png' })).toThrow(/REGRID_TILES_URL/);
    expect(() => loadProjectsEnv({ GEO_HTTP_TIMEOUT_MS: '0' })).toThrow(/GEO_HTTP_TIMEOUT_MS/);
    expect(() => loadProjectsEnv({ NOMINATIM_URL: 'ftp://nominatim' })).toThrow(/NOMINATIM_URL/);
  });

  it('refuses NODE_ENV=production on the development database or without an internal token, naming the variables', () => {
    expect(() => loadProjectsEnv({ NODE_ENV: 'production' })).toThrow(/projects refuses to start[\s\S]*MONGODB_URI[\s\S]*INTERNAL_SERVICE_TOKEN/);
    const production = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.internal:27017/', INTERNAL_SERVICE_TOKEN: 'p'.repeat(40) };
    expect(loadProjectsEnv(production).NODE_ENV).toBe('production');
  });
});
