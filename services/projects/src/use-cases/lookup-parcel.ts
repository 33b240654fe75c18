import type { ParcelAtPointQuery, ParcelLookupResult } from '@groundwork/contracts';
import { AppError } from '@groundwork/service-kit';
import type { GeoServices } from '../geo/geo-services';
import { pointCacheKey } from '../geo/geocoding';
import { toParcelInfo } from '../geo/regrid-parcel';
import { UpstreamFailure, upstreamError } from '../geo/upstream';

export const NO_PARCEL_MESSAGE = 'No parcel found at this location';

export const parcelsNotConfigured = () =>
  new AppError(503, 'PARCELS_NOT_CONFIGURED', 'Parcel lookups are not configured: the server has no Regrid API key (REGRID_API_KEY)');

/**
 * `GET /api/parcels/at-point`: Regrid's parcel at the point rounded to 5 decimals (about a metre,
 * the cache key, so hovering within a metre asks once), or the "no parcel" message.
 */
export async function lookupParcel(geo: GeoServices, { lat, lng }: ParcelAtPointQuery): Promise<ParcelLookupResult> {
  const regrid = geo.regrid;
  if (!regrid) throw parcelsNotConfigured();
  const key = pointCacheKey(lat, lng);
  const [roundedLat, roundedLng] = key.split(',').map(Number) as [number, number];
  try {
    return await geo.parcelCache.getOrLoad(key, async () => {
      const [feature] = await regrid.atPoint(roundedLat, roundedLng);
      return feature ? toParcelInfo(feature) : { message: NO_PARCEL_MESSAGE };
    });
  } catch (err) {
    if (err instanceof UpstreamFailure) throw upstreamError(err);
    throw err;
  }
}
