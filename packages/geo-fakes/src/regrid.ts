import { html, json, startFakeServer, type FakeResponse, type FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
import type { RegridFeature } from './fixtures';
import { distanceToPolygonMetres, geometryIntersects, pointsOf, polygonsOf, type Geometry, type PolygonRings, type Position } from './geometry';
import { transparentPng } from './png';
import { testAreaRegridFeatures } from './test-area';

/**
 * Failures the fake Regrid plays besides the common ones (bodies are guesses: Regrid documents
 * none, see EXTERNAL-APIS.md section 2).
 */
export type RegridMode =
  /** 401 `{"status":"error","message":"Invalid token"}`, whatever the token. */
  | 'unauthorized'
  /** 403 JSON: the endpoint is not enabled for the token. */
  | 'forbidden'
  /** 429 JSON with `Retry-After` (`retryAfterSeconds`, default 60). */
  | 'rate-limited'
  /** 404 with an HTML page, as a dead path of the real site answers. */
  | 'not-found-html'
  /** HTTP 200 with `{"status":"error","message":...}` instead of parcels. */
  | 'status-error';

export const FAKE_REGRID_TOKEN = 'fake-regrid-token';

export interface FakeRegridOptions extends StartOptions {
  /** The token requests must carry (`token=`); default FAKE_REGRID_TOKEN. */
  token?: string;
  /** The parcels served; default the test area's. */
  parcels?: RegridFeature[];
}

export interface FakeRegrid extends FakeServer<RegridMode> {
  /** What REGRID_BASE_URL should be (the server root). */
  baseUrl: string;
  /** What REGRID_TILES_URL should be: `<url>/api/v1/parcels/{z}/{x}/{y}.png`. */
  tilesUrl: string;
  token: string;
  parcels: RegridFeature[];
}

/** Regrid's documented default and maximum of `limit`. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;
const TILE_MIN_ZOOM = 10;
const TILE_MAX_ZOOM = 21;
const TILE_PATH = /^\/api\/v1\/parcels\/(\d+)\/(\d+)\/(\d+)(@2x)?\.(png|mvt)$/;

const regridError = (status: number, message: string, headers?: Record<string, string>) => json(status, { status: 'error', message }, headers);

const notFoundPage = () => html(404, 'Page Not Found | Regrid', "The page you were looking for doesn't exist.");

class BadRequest extends Error {}

/** Query parameters, merged with a JSON or form body for POST. */
function parameters(request: RecordedRequest): Record<string, unknown> {
  if (request.method !== 'POST' || !request.body) return request.query;
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.includes('application/json')) {
    try {
      return { ...request.query, ...(JSON.parse(request.body) as Record<string, unknown>) };
    } catch {
      throw new BadRequest('Request body is not valid JSON');
    }
  }
  return { ...request.query, ...Object.fromEntries(new URLSearchParams(request.body)) };
}

/** `geojson` as a list of geometries: a bare geometry, a Feature or a FeatureCollection. */
function geometriesOf(value: unknown): Geometry[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new BadRequest('geojson is not valid JSON');
    }
  }
  const object = parsed as { type?: string; geometry?: unknown; features?: unknown[] };
  if (object?.type === 'FeatureCollection') return (object.features ?? []).flatMap(geometriesOf);
  if (object?.type === 'Feature') return geometriesOf(object.geometry);
  if (object?.type === 'GeometryCollection') throw new BadRequest('GeometryCollection is not supported');
  if (['Polygon', 'MultiPolygon', 'Point', 'MultiPoint'].includes(object?.type ?? '')) return [parsed as Geometry];
  throw new BadRequest('geojson must be a Polygon, MultiPolygon, Point or MultiPoint geometry, Feature or FeatureCollection');
}

function limitOf(params: Record<string, unknown>): number {
  if (params.limit === undefined) return DEFAULT_LIMIT;
  const limit = Number(params.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new BadRequest(`limit must be between 1 and ${MAX_LIMIT}`);
  return limit;
}

const envelope = (features: RegridFeature[]) => json(200, { parcels: { type: 'FeatureCollection', features: structuredClone(features) } });

const parcelPolygons = (feature: RegridFeature): PolygonRings[] => polygonsOf(feature.geometry);

function pointLookup(parcels: RegridFeature[], params: Record<string, unknown>): FakeResponse {
  let points: Position[];
  if (params.geojson !== undefined) {
    const geometries = geometriesOf(params.geojson);
    if (geometries.some((geometry) => geometry.type !== 'Point' && geometry.type !== 'MultiPoint')) {
      throw new BadRequest('geojson must be a Point or MultiPoint');
    }
    points = geometries.flatMap(pointsOf);
  } else {
    const lat = Number(params.lat);
    const lon = Number(params.lon);
    if (params.lat === undefined || params.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      throw new BadRequest('lat and lon are required');
    }
    points = [[lon, lat] as [number, number]];
  }
  const radius = params.radius === undefined ? 0 : Number(params.radius);
  if (!Number.isFinite(radius) || radius < 0 || radius > 32_000) throw new BadRequest('radius must be between 0 and 32000');
  const matches = parcels.filter((feature) =>
    points.some((point) => parcelPolygons(feature).some((polygon) => distanceToPolygonMetres(point, polygon) <= radius)),
  );
  return envelope(matches.slice(0, limitOf(params)));
}

function areaLookup(parcels: RegridFeature[], params: Record<string, unknown>): FakeResponse {
  if (params.geojson === undefined) throw new BadRequest('geojson is required');
  const geometries = geometriesOf(params.geojson);
  if (geometries.some((geometry) => geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) {
    throw new BadRequest('geojson must be a Polygon or MultiPolygon');
  }
  const matches = parcels.filter((feature) => geometries.some((geometry) => parcelPolygons(feature).some((polygon) => geometryIntersects(geometry, polygon))));
  return envelope(matches.slice(0, limitOf(params)));
}

/** `fields[<name>][eq]=<value>` filters (case-insensitive), an optional `geojson`, `limit`/`offset`. */
function query(parcels: RegridFeature[], params: Record<string, unknown>): FakeResponse {
  const filters = Object.entries(params).flatMap(([name, value]) => {
    const match = /^fields\[(\w+)\]\[eq\]$/.exec(name);
    return match ? [[match[1]!, String(value).toLowerCase()] as const] : [];
  });
  const geometries = params.geojson === undefined ? [] : geometriesOf(params.geojson);
  const offset = params.offset === undefined ? 0 : Number(params.offset);
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequest('offset must be a non-negative integer');
  const matches = parcels.filter(
    (feature) =>
      filters.every(([field, value]) => String(feature.properties.fields[field] ?? '').toLowerCase() === value) &&
      geometries.every((geometry) => parcelPolygons(feature).some((polygon) => geometryIntersects(geometry, polygon))),
  );
  return envelope(matches.slice(offset, offset + limitOf(params)));
}

const PNG_256 = transparentPng(256);
const PNG_512 = transparentPng(512);

/** A transparent PNG or an empty vector tile (a Tile message with no layer) inside z10-21; empty outside. */
function tile([, zoom, , , retina, format]: RegExpExecArray): FakeResponse {
  const inRange = Number(zoom) >= TILE_MIN_ZOOM && Number(zoom) <= TILE_MAX_ZOOM;
  const contentType = format === 'png' ? 'image/png' : 'application/vnd.mapbox-vector-tile';
  const body = inRange && format === 'png' ? (retina ? PNG_512 : PNG_256) : Buffer.alloc(0);
  // Tiles are fetched by the browser from the app's origin: like the real tile server, allow it.
  return {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' },
    body,
  };
}

function tileJson(baseUrl: string, token: string, params: Record<string, unknown>): FakeResponse {
  const template = (extension: string) => `${baseUrl}/api/v1/parcels/{z}/{x}/{y}.${extension}?token=${encodeURIComponent(token)}`;
  return json(200, {
    tilejson: '2.2.0',
    name: 'parcels',
    minzoom: TILE_MIN_ZOOM,
    maxzoom: TILE_MAX_ZOOM,
    tiles: [template(params.format === 'mvt' ? 'mvt' : 'png')],
    vector: [template('mvt')],
    grid: [template('json')],
  });
}

function modeResponse(mode: string, retryAfterSeconds = 60): FakeResponse | undefined {
  switch (mode) {
    case 'unauthorized':
      return regridError(401, 'Invalid token');
    case 'forbidden':
      return regridError(403, 'Your account does not have access to this endpoint');
    case 'rate-limited':
      return regridError(429, 'Rate limit exceeded', { 'retry-after': String(retryAfterSeconds) });
    case 'not-found-html':
      return notFoundPage();
    case 'status-error':
      return regridError(200, 'Your account is over its monthly record limit');
    default:
      return undefined;
  }
}

/**
 * A fake Regrid on 127.0.0.1: parcel API v2 (`/api/v2/parcels/point|area|query`, the v2
 * envelope, `token` required) and the tile server (`/api/v1/parcels/{z}/{x}/{y}.png|mvt`).
 */
export async function startFakeRegrid({ token = FAKE_REGRID_TOKEN, parcels = testAreaRegridFeatures(), port }: FakeRegridOptions = {}): Promise<FakeRegrid> {
  let baseUrl = '';
  const server = await startFakeServer<RegridMode>(
    (request, state) => {
      const played = modeResponse(state.mode, state.options.retryAfterSeconds);
      if (played) return played;
      const route = request.path.replace(/\.json$/, '');
      const tileMatch = TILE_PATH.exec(request.path);
      const known = tileMatch || ['/api/v2/parcels/point', '/api/v2/parcels/area', '/api/v2/parcels/query', '/api/v1/parcels'].includes(route);
      if (!known) return notFoundPage();
      if (request.method !== 'GET' && !(request.method === 'POST' && (route.endsWith('/area') || route.endsWith('/query')))) {
        return regridError(405, 'Method not allowed');
      }
      if (!request.query.token) return regridError(401, 'Token is required');
      if (request.query.token !== token) return regridError(401, 'Invalid token');
      try {
        if (tileMatch) return tile(tileMatch);
        const params = parameters(request);
        if (route === '/api/v1/parcels') return tileJson(baseUrl, token, params);
        if (route.endsWith('/point')) return pointLookup(parcels, params);
        if (route.endsWith('/area')) return areaLookup(parcels, params);
        return query(parcels, params);
      } catch (err) {
        if (err instanceof BadRequest) return regridError(400, err.message);
        throw err;
      }
    },
    { port },
  );
  baseUrl = server.url;
  return { ...server, baseUrl: server.url, tilesUrl: `${server.url}/api/v1/parcels/{z}/{x}/{y}.png`, token, parcels };
}
