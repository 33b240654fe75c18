import { directionFromSubject, polygonGeoJsonProblem, type AdjoiningSuggestion, type AdjoiningSuggestions } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { addressCacheKey } from '../geo/geocoding';
import { areaOf, boundsOf, centroidOf, expandedBoundsPolygon, gapMetres, pointInAny, type PolygonRings, type Position } from '../geo/planar';
import { parcelAddress, parcelPolygons, type RegridFeature } from '../geo/regrid-parcel';
import { UpstreamFailure, upstreamError } from '../geo/upstream';
import type { PropertyRecord } from '../repositories/properties';
import { findOwnProject } from './own-project';

/** Parcels within this gap of the subject outline adjoin it (drawn outlines are not survey-exact). */
export const ADJOINING_BUFFER_METRES = 5;

export const SUGGESTION_MESSAGES = {
  noSubjectPolygon: 'Draw the subject property first: suggestions are the parcels that touch its outline.',
  notConfigured: 'Parcel suggestions need a Regrid API key on the server (REGRID_API_KEY).',
  none: 'No parcel touches the subject outline, or every one is already added.',
} as const;

const DIRECTION_ORDER = ['north', 'east', 'south', 'west'] as const;

const polygonsOfProperty = (property: PropertyRecord): PolygonRings[] =>
  property.polygonGeoJson ? [(JSON.parse(property.polygonGeoJson) as { coordinates: PolygonRings }).coordinates] : [];

const pointOfProperty = (property: PropertyRecord): Position | undefined =>
  property.latitude !== undefined && property.longitude !== undefined ? [Number(property.longitude), Number(property.latitude)] : undefined;

/** The street part of an address (before the first comma), normalized: parcels next door share a city. */
const streetKey = (address: string) => addressCacheKey(address.split(',')[0] ?? '');

/** A parcel already added: its centre in an added outline, an added point in it, or the same street address. */
function alreadyAdded(added: PropertyRecord[], polygons: PolygonRings[], centre: Position, address: string | null): boolean {
  return added.some((property) => {
    const point = pointOfProperty(property);
    return (
      pointInAny(centre, polygonsOfProperty(property)) ||
      (point !== undefined && pointInAny(point, polygons)) ||
      (address !== null && streetKey(property.address) === streetKey(address))
    );
  });
}

const sixDecimals = (value: number) => value.toFixed(6);

/**
 * `GET /api/projects/{id}/adjoining-suggestions` (beyond the spec, as EDR's area-of-interest tool
 * does): Regrid's parcels within ADJOINING_BUFFER_METRES of the subject outline, without the
 * subject's own parcel(s) (holding the subject's centre, or centred inside the subject) and
 * those already added, each with its direction from the subject centre to its own centre.
 */
export async function suggestAdjoining(ctx: ProjectsContext, auth: AuthContext, projectId: string): Promise<AdjoiningSuggestions> {
  await findOwnProject(ctx, auth, projectId);
  const properties = await ctx.properties.listByProject(auth.organizationId, projectId);
  const subject = properties.find((property) => property.direction === 'subject' && property.polygonGeoJson);
  if (!subject) return { suggestions: [], message: SUGGESTION_MESSAGES.noSubjectPolygon };
  const regrid = ctx.geo.regrid;
  if (!regrid) return { suggestions: [], message: SUGGESTION_MESSAGES.notConfigured };

  const subjectPolygons = polygonsOfProperty(subject);
  const subjectCentre = centroidOf(subjectPolygons);
  const subjectPoint: Position = [subjectCentre.lng, subjectCentre.lat];
  let features: RegridFeature[];
  try {
    features = await regrid.inArea(expandedBoundsPolygon(boundsOf(subjectPolygons), ADJOINING_BUFFER_METRES));
  } catch (err) {
    if (err instanceof UpstreamFailure) throw upstreamError(err);
    throw err;
  }

  const added = properties.filter((property) => property !== subject);
  const suggestions: Array<AdjoiningSuggestion & { gap: number }> = [];
  let unusableOutlines = 0;
  for (const feature of features) {
    const polygons = parcelPolygons(feature);
    if (polygons.length === 0) continue;
    const centre = centroidOf(polygons);
    const centrePoint: Position = [centre.lng, centre.lat];
    if (pointInAny(subjectPoint, polygons) || pointInAny(centrePoint, subjectPolygons)) continue;
    const gap = gapMetres(subjectPolygons, polygons);
    if (gap > ADJOINING_BUFFER_METRES) continue;
    const address = parcelAddress(feature);
    if (alreadyAdded(added, polygons, centrePoint, address)) continue;
    // A property stores one Polygon: the largest part of a MultiPolygon parcel.
    const largest = polygons.reduce((best, polygon) => (areaOf([polygon]) > areaOf([best]) ? polygon : best));
    const polygonGeoJson = JSON.stringify({ type: 'Polygon', coordinates: largest });
    if (polygonGeoJsonProblem(polygonGeoJson)) {
      unusableOutlines += 1;
      continue;
    }
    const fields = feature.properties.fields ?? {};
    suggestions.push({
      address: address ?? `${sixDecimals(centre.lat)}, ${sixDecimals(centre.lng)}`,
      direction: directionFromSubject(subjectCentre, centre),
      latitude: sixDecimals(centre.lat),
      longitude: sixDecimals(centre.lng),
      polygonGeoJson,
      apn: typeof fields.parcelnumb === 'string' ? fields.parcelnumb : null,
      owner: typeof fields.owner === 'string' ? fields.owner : null,
      gap,
    });
  }
  suggestions.sort((a, b) => DIRECTION_ORDER.indexOf(a.direction) - DIRECTION_ORDER.indexOf(b.direction) || a.gap - b.gap);
  const result: AdjoiningSuggestions = { suggestions: suggestions.map(({ gap: _gap, ...suggestion }) => suggestion) };
  if (unusableOutlines > 0) {
    result.message = `${unusableOutlines} adjoining parcel${unusableOutlines === 1 ? ' was' : 's were'} left out: the parcel service's outline is not a valid polygon.`;
  } else if (suggestions.length === 0) {
    result.message = SUGGESTION_MESSAGES.none;
  }
  return result;
}
