import { geocodeQuerySchema, parcelAtPointQuerySchema, reverseGeocodeQuerySchema } from '@groundwork/contracts';
import { requireAuth, validate, type AuthedEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import type { GeoServices } from '../geo/geo-services';
import type { GeoSettings } from '../settings';
import { getMapsConfig } from '../use-cases/get-maps-config';
import { lookupParcel } from '../use-cases/lookup-parcel';

/** `GET /api/config/maps`: keys and the tile template for a signed-in browser. */
export const mapsConfigRoutes = (settings: GeoSettings, jwksUrl: string) =>
  new Hono<AuthedEnv>().use(requireAuth({ jwksUrl })).get('/maps', (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(getMapsConfig(settings));
  });

/** `GET /api/parcels/at-point?lat&lng`: Regrid's parcel there, normalized. */
export const parcelRoutes = (geo: GeoServices, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }))
    .get('/at-point', validate('query', parcelAtPointQuerySchema), async (c) => c.json(await lookupParcel(geo, c.req.valid('query'))));

/** `GET /api/geocode?address=` and `GET /api/geocode/reverse?lat&lng` through the provider chains. */
export const geocodeRoutes = (geo: GeoServices, jwksUrl: string) =>
  new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl }))
    .get('/', validate('query', geocodeQuerySchema), async (c) => c.json(await geo.geocoding.geocode(c.req.valid('query').address)))
    .get('/reverse', validate('query', reverseGeocodeQuerySchema), async (c) => {
      const { lat, lng } = c.req.valid('query');
      return c.json(await geo.geocoding.reverseGeocode(lat, lng));
    });
