import { html, json, startFakeServer, type FakeResponse, type FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
import { readFixture } from './fixtures';
import { findPlaceByAddress, testAreaPlaces, type FakePlace } from './places';

/** Failures the fake Census geocoder plays besides the common ones. */
export type CensusMode =
  /** Geographies come back with the Census Tracts layer as `[{"status":"Layer query encountered an error: ..."}]`. */
  'layer-error';

export interface FakeCensusOptions extends StartOptions {
  /** The addresses it knows; default the test area's. */
  places?: FakePlace[];
}

export interface FakeCensus extends FakeServer<CensusMode> {
  /** What CENSUS_GEOCODER_URL should be: `<url>/geocoder`. */
  baseUrl: string;
}

interface Benchmark {
  id: string;
  isDefault: boolean;
  benchmarkName: string;
  benchmarkDescription: string;
}
interface MatchFixture {
  result: {
    input: { address: { address: string }; benchmark: Benchmark; vintage?: unknown };
    addressMatches: Array<Record<string, unknown> & { geographies?: unknown }>;
  };
}
interface CoordinatesFixture {
  result: { input: { location: { x: number; y: number }; benchmark: Benchmark; vintage: unknown }; geographies: Record<string, unknown[]> };
}

/** Points this far (degrees) from a known place get the recorded Sacramento geographies. */
const GEOGRAPHIES_REACH_DEGREES = 0.05;
const BENCHMARKS = ['Public_AR_Current', '4'];
const VINTAGES = ['Current_Current', '4'];

const censusError = (message: string) => json(400, { errors: [message], status: '400' });

function checkParameters(request: RecordedRequest, geographies: boolean): FakeResponse | undefined {
  if (request.query.format !== 'json') {
    return html(200, 'Census Geocoder', 'Results are shown here when format=json is not given.');
  }
  if (!request.query.benchmark) return censusError('Benchmark is required');
  if (!BENCHMARKS.includes(request.query.benchmark)) return censusError(`Invalid benchmark: ${request.query.benchmark}`);
  if (geographies && !request.query.vintage) return censusError('Vintage is required');
  if (geographies && !VINTAGES.includes(request.query.vintage!)) return censusError(`Invalid vintage: ${request.query.vintage}`);
  return undefined;
}

function geographiesFor(mode: string): Record<string, unknown[]> {
  const { geographies } = readFixture<CoordinatesFixture>('census/coordinates.json').result;
  if (mode === 'layer-error') {
    geographies['Census Tracts'] = [{ status: 'Layer query encountered an error: java.net.SocketTimeoutException: Read timed out' }];
  }
  return geographies;
}

function addressMatch(place: FakePlace) {
  const [match] = readFixture<MatchFixture>('census/onelineaddress-match.json').result.addressMatches;
  const number = Number(place.houseNumber);
  const from = number - (number % 100) + (number % 2);
  return {
    ...match,
    matchedAddress: `${place.houseNumber} ${place.streetName} ${place.streetType}, ${place.city}, ${place.state}, ${place.zip}`.toUpperCase(),
    coordinates: { x: place.lng, y: place.lat },
    tigerLine: { tigerLineId: '647374961', side: number % 2 === 0 ? 'R' : 'L' },
    addressComponents: {
      fromAddress: String(from),
      toAddress: String(from + 98),
      preQualifier: '',
      preDirection: '',
      preType: '',
      streetName: place.streetName.toUpperCase(),
      suffixType: place.streetType.toUpperCase(),
      suffixDirection: '',
      suffixQualifier: '',
      state: place.state,
      city: place.city.toUpperCase(),
      zip: place.zip,
    },
  };
}

function forward(request: RecordedRequest, places: FakePlace[], geographies: boolean, mode: string): FakeResponse {
  const problem = checkParameters(request, geographies);
  if (problem) return problem;
  const structured = request.path.endsWith('/address');
  const address = structured
    ? [request.query.street, request.query.city, request.query.state, request.query.zip].filter(Boolean).join(', ')
    : (request.query.address ?? '');
  if (!address.trim() || address.length > 100) return censusError('Address cannot be empty and cannot exceed 100 characters');
  const body = readFixture<MatchFixture>('census/onelineaddress-no-match.json');
  body.result.input.address = structured
    ? ({ street: request.query.street ?? '', city: request.query.city ?? '', state: request.query.state ?? '', zip: request.query.zip ?? '' } as never)
    : { address };
  if (geographies) body.result.input.vintage = readFixture<CoordinatesFixture>('census/coordinates.json').result.input.vintage;
  const place = findPlaceByAddress(places, address);
  if (place) {
    body.result.addressMatches = [{ ...addressMatch(place), ...(geographies ? { geographies: geographiesFor(mode) } : {}) }];
  }
  return json(200, body);
}

function reverse(request: RecordedRequest, places: FakePlace[], mode: string): FakeResponse {
  const problem = checkParameters(request, true);
  if (problem) return problem;
  const x = Number(request.query.x);
  const y = Number(request.query.y);
  if (request.query.x === undefined || request.query.y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
    return censusError('x and y must be numbers');
  }
  const near = places.some((place) => Math.abs(place.lng - x) <= GEOGRAPHIES_REACH_DEGREES && Math.abs(place.lat - y) <= GEOGRAPHIES_REACH_DEGREES);
  const body = readFixture<CoordinatesFixture>(near ? 'census/coordinates.json' : 'census/coordinates-no-match.json');
  body.result.input.location = { x, y };
  if (near) body.result.geographies = geographiesFor(mode);
  return json(200, body);
}

/**
 * A fake US Census Geocoder on 127.0.0.1 under `/geocoder/`: `locations|geographies` x
 * `onelineaddress|address`, and `geographies/coordinates` (x = lon, y = lat). No key.
 */
export async function startFakeCensus({ places = testAreaPlaces(), port }: FakeCensusOptions = {}): Promise<FakeCensus> {
  const server = await startFakeServer<CensusMode>(
    (request, state) => {
      const match = /^\/geocoder\/(locations|geographies)\/(onelineaddress|address|coordinates)$/.exec(request.path);
      if (!match || (match[1] === 'locations' && match[2] === 'coordinates')) {
        return html(404, 'Not Found', 'The requested resource is not available.');
      }
      if (match[2] === 'coordinates') return reverse(request, places, state.mode);
      return forward(request, places, match[1] === 'geographies', state.mode);
    },
    { port },
  );
  return { ...server, baseUrl: `${server.url}/geocoder` };
}
