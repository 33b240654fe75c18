import type { MapsConfig } from '@groundwork/contracts';
import type { GeoSettings } from '../settings';

/** `GET /api/config/maps`: the keys the browser needs (spec: the parcel tile key) and the tile template. */
export const getMapsConfig = (settings: GeoSettings): MapsConfig => ({
  regridApiKey: settings.regridApiKey ?? '',
  ...(settings.arcgisApiKey ? { arcgisApiKey: settings.arcgisApiKey } : {}),
  parcelTilesUrl: settings.regridTilesUrl,
});
