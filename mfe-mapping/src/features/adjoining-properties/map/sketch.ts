import type Graphic from '@arcgis/core/Graphic.js';
import type Polygon from '@arcgis/core/geometry/Polygon.js';
import { webMercatorToGeographic } from '@arcgis/core/geometry/support/webMercatorUtils.js';
import type GraphicsLayer from '@arcgis/core/layers/GraphicsLayer.js';
import type MapView from '@arcgis/core/views/MapView.js';
import SketchViewModel from '@arcgis/core/widgets/Sketch/SketchViewModel.js';
import type { Rings } from '../geo/geometry';
import { fillSymbol } from './graphics';
import type { DrawKind } from './map-controller-types';
import { drawingStyle } from './map-style';

export interface PolygonSketcher {
  draw: (kind: DrawKind) => Promise<Rings | null>;
  cancel: () => void;
  destroy: () => void;
}

function geographicRings(graphic: Graphic | null | undefined): Rings | null {
  const geometry = graphic?.geometry;
  if (geometry?.type !== 'polygon') return null;
  const geographic = geometry.spatialReference?.isWebMercator ? (webMercatorToGeographic(geometry) as Polygon) : (geometry as Polygon);
  return geographic.rings.map((ring) => ring.map(([lng, lat]) => [lng!, lat!] as [number, number]));
}

/**
 * Polygon drawing with SketchViewModel: each click adds a vertex, a double-click (or Enter)
 * finishes, Escape cancels. The sketch is removed once drawn; the saved property is drawn by the
 * properties layer instead.
 */
export function createPolygonSketcher(view: MapView, layer: GraphicsLayer): PolygonSketcher {
  const sketch = new SketchViewModel({ view, layer, updateOnGraphicClick: false });
  let finish: ((rings: Rings | null) => void) | null = null;

  const handle = sketch.on('create', (event) => {
    if (event.state !== 'complete' && event.state !== 'cancel') return;
    const done = finish;
    finish = null;
    const rings = event.state === 'complete' ? geographicRings(event.graphic) : null;
    if (event.graphic) layer.remove(event.graphic);
    done?.(rings);
  });

  return {
    draw(kind) {
      sketch.cancel();
      sketch.polygonSymbol = fillSymbol(drawingStyle(kind));
      return new Promise<Rings | null>((resolve) => {
        finish = resolve;
        void sketch.create('polygon');
      });
    },
    cancel() {
      sketch.cancel();
    },
    destroy() {
      finish?.(null);
      finish = null;
      handle.remove();
      sketch.destroy();
    },
  };
}
