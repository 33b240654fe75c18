import { polygonGeoJsonProblem, type Property } from '@groundwork/contracts';

/** The subject property's polygon when it is a usable GeoJSON Polygon, else null (spec 02 section 5). */
export function subjectPolygon(properties: readonly Property[]): string | null {
  const polygon = properties.find((property) => property.direction === 'subject')?.polygonGeoJson;
  return polygon && polygonGeoJsonProblem(polygon) === null ? polygon : null;
}

const canonical = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
};

/** Whether two GeoJSON texts describe the same polygon (spacing aside). */
export const samePolygon = (a: string, b: string): boolean => canonical(a) === canonical(b);
