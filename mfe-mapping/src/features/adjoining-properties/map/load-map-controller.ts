import { loadArcgisTheme } from './arcgis-assets';
import type { CreateMapController } from './map-controller-types';

let loading: Promise<CreateMapController> | null = null;

/**
 * The map's code (@arcgis/core and our modules around it) and its stylesheet, fetched side by side
 * on first use only: the shell and the rest of this remote never pay for them. A failed download
 * is tried again on the next call.
 */
export function loadMapController(): Promise<CreateMapController> {
  loading ??= Promise.all([import('./map-controller'), loadArcgisTheme()]).then(
    ([module]) => module.createMapController,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
