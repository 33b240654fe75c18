import type { CreateMapController } from './map-controller-types';

let loading: Promise<CreateMapController> | null = null;

/**
 * The map's code (@arcgis/core and our modules around it), fetched on first use only: the shell
 * and the rest of this remote never pay for it. A failed download is tried again on the next call.
 */
export function loadMapController(): Promise<CreateMapController> {
  loading ??= import('./map-controller').then(
    (module) => module.createMapController,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
