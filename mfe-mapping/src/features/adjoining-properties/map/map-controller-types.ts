import type { AdjoiningSuggestion, LatLng, MapsConfig, ParcelInfo, Property } from '@groundwork/contracts';
import type { Rings } from '../geo/geometry';

/** What is drawn with the sketch tool: the subject polygon or an adjoining one. */
export type DrawKind = 'subject' | 'adjoining';

/** Why the map shows no satellite imagery (the map itself still works). */
export type ImageryProblem = 'no-key' | 'load-failed';

export interface MapControllerOptions {
  container: HTMLDivElement;
  center: LatLng;
  zoom: number;
  config: Pick<MapsConfig, 'arcgisApiKey' | 'regridApiKey' | 'parcelTilesUrl'>;
  /** Every click on the map, in geographic coordinates. */
  onClick: (point: LatLng) => void;
  /** The pointer moved over the map (null: it left). */
  onPointerMove: (point: LatLng | null) => void;
  /** The imagery is off or failed; called at most once. */
  onImageryProblem: (problem: ImageryProblem) => void;
}

/** The imperative side of the map: the React components drive it through this interface only. */
export interface MapController {
  /** The saved properties, drawn by direction colour: polygons when drawn, points when clicked. */
  showProperties: (properties: readonly Property[]) => void;
  /** Suggested parcels, dashed. */
  showSuggestions: (suggestions: readonly AdjoiningSuggestion[]) => void;
  /** The parcel under the pointer (null: none). */
  showParcel: (parcel: ParcelInfo | null) => void;
  goTo: (center: LatLng, zoom: number) => void;
  /** Lets the user draw a polygon (clicks add vertices, a double-click finishes); null when cancelled. */
  drawPolygon: (kind: DrawKind) => Promise<Rings | null>;
  cancelDrawing: () => void;
  destroy: () => void;
}

/** The lazy module's entry: everything from @arcgis/core stays behind this import. */
export type CreateMapController = (options: MapControllerOptions) => Promise<MapController>;
