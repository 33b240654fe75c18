import { html, json, startFakeServer, type FakeResponse, type FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
import { readFixture } from './fixtures';
import { findPlaceAtPoint, findPlaceByAddress, streetTypeName, testAreaPlaces, type FakePlace } from './places';

/** Failures the fake Nominatim plays besides the common ones (HTML bodies, as the real blocks are). */
export type NominatimMode =
  /** 429 with an HTML page: too many requests. */
  | 'rate-limited'
  /** 403 with an HTML page: the client is blocked. */
  | 'forbidden';

export interface FakeNominatimOptions extends StartOptions {
  places?: FakePlace[];
  /** Answer 429 to a request that comes less than 1 s after the previous one (the usage policy). */
  enforceRateLimit?: boolean;
}

export interface FakeNominatim extends FakeServer<NominatimMode> {
  /** What NOMINATIM_URL should be (the server root). */
  baseUrl: string;
}

/** User agents of stock HTTP libraries, which the usage policy refuses. */
const STOCK_USER_AGENTS = /^(node|undici|node-fetch|axios|got|python-requests|python-urllib|curl|wget|java|go-http-client|okhttp)\b/i;
const POLICY_INTERVAL_MS = 1000;

type Place = Record<string, unknown>;

/** The formats this fake speaks; the real service also has xml (the reverse default), geojson and geocodejson. */
const FORMATS = ['json', 'jsonv2'];
const unsupportedFormat = () => json(400, { error: { code: 400, message: 'This fake answers format=json or format=jsonv2 only (the real default is XML).' } });

/** `json` has `class`; `jsonv2` has `category`, `place_rank`, `addresstype` and `name`. */
function inFormat(place: Place, format: string): Place {
  const { class: osmClass, category, place_rank: placeRank, addresstype, name, ...rest } = place;
  return format === 'jsonv2'
    ? { ...rest, category: category ?? osmClass, place_rank: placeRank ?? 30, addresstype: addresstype ?? 'building', name: name ?? '' }
    : { ...rest, class: osmClass ?? category };
}

function placeFor(template: Place, place: FakePlace, addressDetails: boolean): Place {
  const road = `${place.streetName} ${streetTypeName(place.streetType)}`;
  const address = {
    house_number: place.houseNumber,
    road,
    neighbourhood: 'Midtown',
    city: place.city,
    county: place.county,
    state: place.stateName,
    'ISO3166-2-lvl4': `US-${place.state}`,
    postcode: place.zip,
    country: 'United States',
    country_code: 'us',
  };
  const outline = place.polygon?.[0] ?? [[place.lng, place.lat]];
  const lngs = outline.map(([lng]) => lng);
  const lats = outline.map(([, lat]) => lat);
  const { address: _recorded, ...rest } = template;
  return {
    ...rest,
    lat: String(place.lat),
    lon: String(place.lng),
    display_name: `${place.houseNumber}, ${road}, Midtown, ${place.city}, ${place.county}, ${place.stateName}, ${place.zip}, United States`,
    boundingbox: [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)].map(String),
    ...(addressDetails ? { address } : {}),
  };
}

function search(request: RecordedRequest, places: FakePlace[]): FakeResponse {
  const q = request.query;
  const text = q.q ?? [q.street, q.city, q.state, q.postalcode].filter(Boolean).join(', ');
  const format = q.format ?? '';
  if (!FORMATS.includes(format)) return unsupportedFormat();
  if (!text.trim()) return json(400, { error: { code: 400, message: 'Nothing to search for.' } });
  const place = findPlaceByAddress(places, text);
  if (!place) return json(200, []);
  const [template] = readFixture<Place[]>('nominatim/search-match.json');
  return json(200, [inFormat(placeFor(template!, place, q.addressdetails === '1'), format)]);
}

function reverse(request: RecordedRequest, places: FakePlace[]): FakeResponse {
  const format = request.query.format ?? '';
  if (!FORMATS.includes(format)) return unsupportedFormat();
  const lat = Number(request.query.lat);
  const lon = Number(request.query.lon);
  if (request.query.lat === undefined || request.query.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    return json(400, { error: { code: 400, message: 'Parameter lat/lon missing or invalid.' } });
  }
  const place = findPlaceAtPoint(places, [lon, lat]);
  if (!place) return json(200, readFixture('nominatim/reverse-no-match.json'));
  const template = readFixture<Place>('nominatim/reverse-match.json');
  // Reverse includes the address unless addressdetails=0.
  return json(200, inFormat(placeFor(template, place, request.query.addressdetails !== '0'), format));
}

/**
 * A fake Nominatim on 127.0.0.1: `/search` (an array, `[]` for no match) and `/reverse` (one
 * object, `{"error":"Unable to geocode"}` for no match). Requests without an identifying
 * User-Agent or Referer are refused (403), as the usage policy says.
 */
export async function startFakeNominatim({ places = testAreaPlaces(), enforceRateLimit = false, port }: FakeNominatimOptions = {}): Promise<FakeNominatim> {
  let lastRequestAt = -Infinity;
  const server = await startFakeServer<NominatimMode>(
    (request, state) => {
      const at = request.at.getTime();
      const tooSoon = at - lastRequestAt < POLICY_INTERVAL_MS;
      lastRequestAt = at;
      if (state.mode === 'rate-limited' || (enforceRateLimit && tooSoon)) {
        return html(429, '429 Too Many Requests', 'You have been rate limited: at most 1 request per second.');
      }
      const userAgent = request.headers['user-agent'] ?? '';
      const identified = (userAgent && !STOCK_USER_AGENTS.test(userAgent)) || request.headers.referer;
      if (state.mode === 'forbidden' || !identified) {
        return html(403, 'Access blocked', 'Identify your application with a valid User-Agent (see the usage policy).');
      }
      if (request.path === '/search' || request.path === '/search.php') return search(request, places);
      if (request.path === '/reverse' || request.path === '/reverse.php') return reverse(request, places);
      return html(404, '404 Not Found', 'Unknown endpoint.');
    },
    { port },
  );
  return { ...server, baseUrl: server.url };
}
