import { html, json, startFakeServer, type FakeResponse, type FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
import { readFixture } from './fixtures';
import { findPlaceAtPoint, findPlaceByAddress, streetOf, testAreaPlaces, type FakePlace } from './places';

/** Failures the fake ArcGIS geocoder plays besides the common ones. */
export type ArcgisMode =
  /** `{"error":{"code":498,"message":"Invalid Token"}}` with HTTP 200, whatever the token (an expired key). */
  'invalid-token';

export const FAKE_ARCGIS_TOKEN = 'fake-arcgis-key';

export interface FakeArcgisOptions extends StartOptions {
  /** The API key requests must carry (`token=`); default FAKE_ARCGIS_TOKEN. */
  token?: string;
  places?: FakePlace[];
}

export interface FakeArcgis extends FakeServer<ArcgisMode> {
  token: string;
  /** What ARCGIS_GEOCODER_URL should be: `<url>/arcgis/rest/services/World/GeocodeServer`. */
  baseUrl: string;
}

const SERVICE_PATH = '/arcgis/rest/services/World/GeocodeServer';

interface Candidate {
  address: string;
  location: { x: number; y: number };
  score: number;
  attributes: Record<string, unknown>;
  extent: { xmin: number; ymin: number; xmax: number; ymax: number };
}
interface CandidatesBody {
  spatialReference: unknown;
  candidates: Candidate[];
}
interface ReverseBody {
  address: Record<string, string>;
  location: { x: number; y: number; spatialReference: unknown };
}

const matchAddress = (place: FakePlace) => `${streetOf(place)}, ${place.city}, ${place.stateName}, ${place.zip}`;
const longLabel = (place: FakePlace) => `${streetOf(place)}, ${place.city}, ${place.state}, ${place.zip}, USA`;

/** `outFields`: `*` for all, a comma list for some, nothing for none. */
function pickFields(attributes: Record<string, unknown>, outFields: string | undefined): Record<string, unknown> {
  if (!outFields) return {};
  if (outFields.trim() === '*') return attributes;
  const wanted = new Set(outFields.split(',').map((field) => field.trim().toLowerCase()));
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => wanted.has(name.toLowerCase())));
}

function candidateFor(place: FakePlace, outFields: string | undefined): Candidate {
  const body = readFixture<CandidatesBody>('arcgis/find-address-candidates-match.json');
  const candidate = body.candidates[0]!;
  const attributes = {
    ...candidate.attributes,
    Match_addr: matchAddress(place),
    LongLabel: longLabel(place),
    ShortLabel: streetOf(place),
    AddNum: place.houseNumber,
    StName: place.streetName,
    StType: place.streetType,
    City: place.city,
    Subregion: place.county,
    Region: place.stateName,
    RegionAbbr: place.state,
    Postal: place.zip,
    X: place.lng,
    Y: place.lat,
    DisplayX: place.lng,
    DisplayY: place.lat,
  };
  return {
    address: matchAddress(place),
    location: { x: place.lng, y: place.lat },
    score: 100,
    attributes: pickFields(attributes, outFields),
    extent: { xmin: place.lng - 0.001, ymin: place.lat - 0.001, xmax: place.lng + 0.001, ymax: place.lat + 0.001 },
  };
}

function findAddressCandidates(request: RecordedRequest, places: FakePlace[]): FakeResponse {
  const q = request.query;
  const singleLine = q.singleLine ?? q.SingleLine ?? [q.address, q.city, q.region, q.postal].filter(Boolean).join(', ');
  const body = readFixture<CandidatesBody>('arcgis/find-address-candidates-no-match.json');
  const place = singleLine.trim() ? findPlaceByAddress(places, singleLine) : undefined;
  const maxLocations = Number(q.maxLocations ?? 50);
  if (place && maxLocations >= 1) body.candidates = [candidateFor(place, q.outFields)];
  return json(200, body);
}

/** `location=<x>,<y>` or `location={"x":..,"y":..}`. */
function parseLocation(text: string | undefined): [number, number] | undefined {
  if (!text) return undefined;
  let x: number;
  let y: number;
  if (text.trim().startsWith('{')) {
    try {
      ({ x, y } = JSON.parse(text) as { x: number; y: number });
    } catch {
      return undefined;
    }
  } else {
    [x, y] = text.split(',').map(Number) as [number, number];
  }
  return Number.isFinite(x) && Number.isFinite(y) ? [x, y] : undefined;
}

function reverseGeocode(request: RecordedRequest, places: FakePlace[]): FakeResponse {
  const location = parseLocation(request.query.location);
  if (!location) {
    return json(200, { error: { code: 400, message: 'Unable to complete operation.', details: ["'location' parameter is invalid"] } });
  }
  const place = findPlaceAtPoint(places, location);
  if (!place) return json(200, readFixture('arcgis/reverse-geocode-no-match.json'));
  const body = readFixture<ReverseBody>('arcgis/reverse-geocode-match.json');
  body.address = {
    ...body.address,
    Match_addr: matchAddress(place),
    LongLabel: longLabel(place),
    ShortLabel: streetOf(place),
    AddNum: place.houseNumber,
    Address: streetOf(place),
    City: place.city,
    Subregion: place.county,
    Region: place.stateName,
    RegionAbbr: place.state,
    Postal: place.zip,
    PostalExt: '',
  };
  body.location = { ...body.location, x: place.lng, y: place.lat };
  return json(200, body);
}

/**
 * A fake ArcGIS World Geocoding Service on 127.0.0.1: `findAddressCandidates` and
 * `reverseGeocode` under `/arcgis/rest/services/World/GeocodeServer`, HTTP 200 for everything,
 * errors as `{"error":{code,message,details}}` (498 bad token, 499 no token, 400 reverse miss).
 */
export async function startFakeArcgis({ token = FAKE_ARCGIS_TOKEN, places = testAreaPlaces(), port }: FakeArcgisOptions = {}): Promise<FakeArcgis> {
  const server = await startFakeServer<ArcgisMode>(
    (request, state) => {
      const operation = request.path.startsWith(`${SERVICE_PATH}/`) ? request.path.slice(SERVICE_PATH.length + 1) : '';
      if (operation !== 'findAddressCandidates' && operation !== 'reverseGeocode') {
        return json(200, { error: { code: 400, message: 'Unable to complete operation.', details: ['Service not found'] } });
      }
      if (request.query.f !== 'json' && request.query.f !== 'pjson') {
        return html(200, 'ArcGIS REST Services Directory', `${operation} (add f=json for JSON)`);
      }
      if (!request.query.token) return json(200, readFixture('arcgis/token-required.json'));
      if (state.mode === 'invalid-token' || request.query.token !== token) return json(200, readFixture('arcgis/invalid-token.json'));
      return operation === 'findAddressCandidates' ? findAddressCandidates(request, places) : reverseGeocode(request, places);
    },
    { port },
  );
  return { ...server, token, baseUrl: `${server.url}${SERVICE_PATH}` };
}
