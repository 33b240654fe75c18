import ArcgisMap from '@arcgis/core/Map.js';
import WebTileLayer from '@arcgis/core/layers/WebTileLayer.js';
import TileInfo from '@arcgis/core/layers/support/TileInfo.js';
import SpatialReference from '@arcgis/core/geometry/SpatialReference.js';
import MapView from '@arcgis/core/views/MapView.js';
import type { LatLng, MapsConfig } from '@groundwork/contracts';
import { parcelTilesTemplate, PLAIN_BACKGROUND } from './map-style';
import type { ImageryProblem } from './map-controller-types';

/** Web Mercator zoom levels 0..23: the view zooms and snaps without waiting for a basemap. */
const ZOOM_LEVELS = TileInfo.create({ numLODs: 24 }).lods;

export interface MapViewSetup {
  container: HTMLDivElement;
  center: LatLng;
  zoom: number;
  config: Pick<MapsConfig, 'arcgisApiKey' | 'regridApiKey' | 'parcelTilesUrl'>;
}

/**
 * A 2D MapView in Web Mercator on the hybrid satellite basemap when an ArcGIS key is configured,
 * on a plain background otherwise. Its spatial reference and zoom levels are fixed here, so the view
 * starts, and drawing and clicking work, whether or not the imagery ever loads.
 */
export function createMapView({ container, center, zoom, config }: MapViewSetup): MapView {
  const map = new ArcgisMap(config.arcgisApiKey ? { basemap: 'hybrid' } : {});
  return new MapView({
    container,
    map,
    spatialReference: SpatialReference.WebMercator,
    center: [center.lng, center.lat],
    zoom,
    constraints: { lods: ZOOM_LEVELS, rotationEnabled: false },
    background: { color: PLAIN_BACKGROUND },
    popupEnabled: false,
  });
}

/** Regrid's parcel tiles as an overlay layer, when a key and URL are configured. */
export function parcelOverlay(config: MapViewSetup['config']): WebTileLayer | null {
  const urlTemplate = parcelTilesTemplate(config);
  return urlTemplate ? new WebTileLayer({ urlTemplate, title: 'Parcels', opacity: 0.85 }) : null;
}

/** Resolves to the reason the view shows no imagery, or null once the imagery layers have loaded. */
export async function imageryProblem(view: MapView): Promise<ImageryProblem | null> {
  const basemap = view.map?.basemap;
  if (!basemap) return 'no-key';
  try {
    await basemap.load();
    const results = await Promise.allSettled(basemap.baseLayers.toArray().map((layer) => layer.load()));
    return results.some((result) => result.status === 'rejected') ? 'load-failed' : null;
  } catch {
    return 'load-failed';
  }
}
