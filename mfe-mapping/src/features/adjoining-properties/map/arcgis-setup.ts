import esriConfig from '@arcgis/core/config.js';
import { arcgisAssetsPath } from './arcgis-assets';

/**
 * Points @arcgis/core at the assets this remote serves itself (workers, theme, images: nothing from
 * a CDN) and sets the ArcGIS key when there is one. Our graphics carry no text, so no label fonts
 * are fetched; only the imagery's reference layer uses them, and it loads from ArcGIS Online with
 * the key.
 */
export function configureArcgis(apiKey: string | undefined): void {
  esriConfig.assetsPath = arcgisAssetsPath();
  esriConfig.apiKey = apiKey ? apiKey : null;
  esriConfig.log.level = 'error';
}
