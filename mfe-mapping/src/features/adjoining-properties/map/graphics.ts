import Graphic from '@arcgis/core/Graphic.js';
import Point from '@arcgis/core/geometry/Point.js';
import Polygon from '@arcgis/core/geometry/Polygon.js';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol.js';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol.js';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol.js';
import type { AdjoiningSuggestion, ParcelInfo, Property } from '@groundwork/contracts';
import { arcgisRingsFromGeoJsonGeometry, arcgisRingsFromGeoJsonRings, propertyLocation, ringsFromPolygonGeoJson, type Rings } from '../geo/geometry';
import { hoverParcelStyle, propertyPointStyle, propertyPolygonStyle, suggestionPolygonStyle, type PointStyle, type PolygonStyle } from './map-style';

export function fillSymbol(style: PolygonStyle): SimpleFillSymbol {
  return new SimpleFillSymbol({
    color: style.fill,
    outline: new SimpleLineSymbol({ color: style.outline, width: style.outlineWidth, style: style.outlineStyle }),
  });
}

function markerSymbol(style: PointStyle): SimpleMarkerSymbol {
  return new SimpleMarkerSymbol({
    style: 'circle',
    color: style.color,
    size: style.size,
    outline: new SimpleLineSymbol({ color: style.outline, width: 2 }),
  });
}

const polygon = (rings: Rings) => new Polygon({ rings, spatialReference: { wkid: 4326 } });

/** A saved property: its polygon when it has one, else a dot at its coordinates; null when it has neither. */
export function propertyGraphic(property: Property): Graphic | null {
  const rings = ringsFromPolygonGeoJson(property.polygonGeoJson);
  const attributes = { propertyId: property.id, direction: property.direction };
  if (rings) {
    return new Graphic({
      geometry: polygon(arcgisRingsFromGeoJsonRings(rings)),
      symbol: fillSymbol(propertyPolygonStyle(property.direction)),
      attributes,
    });
  }
  const location = propertyLocation(property);
  if (!location) return null;
  return new Graphic({
    geometry: new Point({ longitude: location.lng, latitude: location.lat }),
    symbol: markerSymbol(propertyPointStyle(property.direction)),
    attributes,
  });
}

/** A suggested parcel, dashed in its direction colour. */
export function suggestionGraphic(suggestion: AdjoiningSuggestion): Graphic | null {
  const rings = ringsFromPolygonGeoJson(suggestion.polygonGeoJson);
  if (!rings) return null;
  return new Graphic({
    geometry: polygon(arcgisRingsFromGeoJsonRings(rings)),
    symbol: fillSymbol(suggestionPolygonStyle(suggestion.direction)),
  });
}

/** The outline of the parcel under the pointer; null when the lookup gave no polygon. */
export function parcelGraphic(parcel: ParcelInfo): Graphic | null {
  const rings = arcgisRingsFromGeoJsonGeometry(parcel.geometry);
  return rings ? new Graphic({ geometry: polygon(rings), symbol: fillSymbol(hoverParcelStyle) }) : null;
}

/** Drops nulls, for layers fed from lists where some entries have no geometry. */
export function present(graphics: Array<Graphic | null>): Graphic[] {
  return graphics.filter((graphic): graphic is Graphic => graphic !== null);
}
