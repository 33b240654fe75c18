import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';
import { createProjectsContext } from './context';
import { createGeoServices } from './geo/geo-services';
import type { Fetch } from './geo/upstream';
import type { ListCache } from './list-cache';
import { internalRoutes } from './routes/internal';
import { geocodeRoutes, mapsConfigRoutes, parcelRoutes } from './routes/maps';
import { projectRoutes } from './routes/projects';
import { propertyRoutes } from './routes/properties';
import type { ProjectsSettings } from './settings';

/** The largest legitimate body is a property with a polygon of POLYGON_GEOJSON_MAX_LENGTH characters. */
export const MAX_BODY_BYTES = 128 * 1024;

export interface ProjectsDeps {
  db: Db;
  logger: Logger;
  settings: ProjectsSettings;
  /** The clock; tests move it (project numbers take the year from it). */
  now?: () => Date;
  listCache?: ListCache;
  /** Replaces the outside calls (Regrid, geocoders) in tests. */
  fetch?: Fetch;
}

/** The projects service as a Hono app, testable without a port. */
export function createApp({ db, logger, settings, now, listCache, fetch }: ProjectsDeps) {
  if (!settings.internalServiceToken) {
    logger.warn('INTERNAL_SERVICE_TOKEN is not set: /internal/projects answers 503, so other services cannot report study progress');
  }
  if (!settings.geo.regridApiKey) logger.warn('REGRID_API_KEY is not set: parcel lookups, suggestions and the parcel overlay are off');
  const ctx = createProjectsContext({ db, now, listCache, geo: createGeoServices(settings.geo, { fetch }) });
  return createServiceApp({ service: 'projects', logger, checks: { mongo: () => pingMongo(db) }, maxBodyBytes: MAX_BODY_BYTES })
    .route('/api/projects', projectRoutes(ctx, settings.jwksUrl))
    .route('/api/properties', propertyRoutes(ctx, settings.jwksUrl))
    .route('/api/config', mapsConfigRoutes(settings.geo, settings.jwksUrl))
    .route('/api/parcels', parcelRoutes(ctx.geo, settings.jwksUrl))
    .route('/api/geocode', geocodeRoutes(ctx.geo, settings.jwksUrl))
    .route('/internal/projects', internalRoutes(ctx, settings.internalServiceToken));
}

export type AppType = ReturnType<typeof createApp>;
