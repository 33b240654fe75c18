import { whenOnce } from '@arcgis/core/core/reactiveUtils.js';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer.js';
import { configureArcgis } from './arcgis-setup';
import { createMapView, imageryProblem, parcelOverlay } from './create-map-view';
import { parcelGraphic, present, propertyGraphic, suggestionGraphic } from './graphics';
import type { CreateMapController, MapController } from './map-controller-types';
import { watchPointer } from './pointer';
import { createPolygonSketcher } from './sketch';

/** How long after the view is first drawn the parcel tile overlay is added. */
const PARCEL_OVERLAY_DELAY_MS = 1000;

/**
 * The map tab's MapView and its layers (suggestions under saved properties under the hover outline
 * and the sketch). The only module that the tab imports lazily: @arcgis/core stays out of
 * everything else. Rejects when the view cannot start.
 */
export const createMapController: CreateMapController = async ({ container, center, zoom, config, onClick, onPointerMove, onImageryProblem }) => {
  configureArcgis(config.arcgisApiKey);
  const view = createMapView({ container, center, zoom, config });
  const suggestionsLayer = new GraphicsLayer({ title: 'Suggested parcels' });
  const propertiesLayer = new GraphicsLayer({ title: 'Properties' });
  const hoverLayer = new GraphicsLayer({ title: 'Parcel under the pointer' });
  const sketchLayer = new GraphicsLayer({ title: 'Drawing' });
  view.map?.addMany([suggestionsLayer, propertiesLayer, hoverLayer, sketchLayer]);
  try {
    await view.when();
  } catch (error) {
    view.destroy();
    throw error;
  }
  const sketcher = createPolygonSketcher(view, sketchLayer);
  const stopWatching = watchPointer(view, { onClick, onPointerMove });
  void imageryProblem(view).then((problem) => {
    if (problem && !view.destroyed) onImageryProblem(problem);
  });
  // The parcel tiles come a moment after the first view is drawn: their tiles, parents included,
  // would otherwise compete with it for the GPU (a CPU under SwiftShader) and hold up the first click.
  const overlay = parcelOverlay(config);
  let overlayTimer: ReturnType<typeof setTimeout> | undefined;
  if (overlay) {
    void whenOnce(() => !view.updating).then(() => {
      overlayTimer = setTimeout(() => {
        if (!view.destroyed) view.map?.add(overlay, 0);
      }, PARCEL_OVERLAY_DELAY_MS);
    });
  }

  const controller: MapController = {
    showProperties(properties) {
      propertiesLayer.removeAll();
      propertiesLayer.addMany(present(properties.map(propertyGraphic)));
    },
    showSuggestions(suggestions) {
      suggestionsLayer.removeAll();
      suggestionsLayer.addMany(present(suggestions.map(suggestionGraphic)));
    },
    showParcel(parcel) {
      hoverLayer.removeAll();
      const graphic = parcel && parcelGraphic(parcel);
      if (graphic) hoverLayer.add(graphic);
    },
    goTo(target, targetZoom) {
      void view.goTo({ center: [target.lng, target.lat], zoom: targetZoom }, { animate: false }).catch(() => undefined);
    },
    drawPolygon: (kind) => sketcher.draw(kind),
    cancelDrawing: () => sketcher.cancel(),
    destroy() {
      clearTimeout(overlayTimer);
      stopWatching();
      sketcher.destroy();
      view.destroy();
    },
  };
  return controller;
};
