import { z } from 'zod';
import { UpstreamFailure, getJson, type Fetch } from '../upstream';
import type { Geocoder } from './geocoder';

const SERVICE = 'The ArcGIS World Geocoder';

/** Candidates scored lower are fuzzy guesses; the next provider gets a chance instead. */
export const ARCGIS_MIN_SCORE = 80;

const errorEnvelope = z.looseObject({
  error: z.looseObject({ code: z.number(), message: z.string().optional(), details: z.array(z.unknown()).optional() }),
});
const candidatesBody = z.looseObject({
  candidates: z.array(
    z.looseObject({
      address: z.string(),
      location: z.looseObject({ x: z.number(), y: z.number() }),
      score: z.number(),
    }),
  ),
});
const reverseBody = z.looseObject({
  address: z.looseObject({ Match_addr: z.string().optional(), LongLabel: z.string().optional() }),
});

/**
 * ArcGIS answers errors with HTTP 200 and `{"error":{code,message}}`: 498/499 are a bad or
 * missing key; 400 on reverse is "no address here".
 */
function failureOf(body: unknown): UpstreamFailure | 'no-match' | undefined {
  const parsed = errorEnvelope.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message = 'error' } = parsed.data.error;
  const details = (parsed.data.error.details ?? []).filter((detail) => typeof detail === 'string').join(' ');
  if (code === 400 && /unable to find address/i.test(details)) return 'no-match';
  if (code === 498 || code === 499) return new UpstreamFailure(SERVICE, 'refused', `${SERVICE} refused the server's key (${code} ${message})`);
  return new UpstreamFailure(SERVICE, 'http', `${SERVICE} answered error ${code}: ${message}`);
}

export function createArcgisGeocoder({ baseUrl, apiKey, timeoutMs, fetch }: { baseUrl: string; apiKey: string; timeoutMs: number; fetch?: Fetch }): Geocoder {
  const call = async (operation: string, params: Record<string, string>) => {
    const url = new URL(`${baseUrl}/${operation}`);
    for (const [name, value] of Object.entries({ ...params, f: 'json', token: apiKey })) url.searchParams.set(name, value);
    const { body } = await getJson({ service: SERVICE, url, timeoutMs, fetch });
    return body;
  };
  return {
    provider: 'arcgis',
    service: SERVICE,
    async forward(address) {
      const body = await call('findAddressCandidates', { singleLine: address, outFields: 'Match_addr,Addr_type', maxLocations: '1' });
      const failure = failureOf(body);
      if (failure === 'no-match') return null;
      if (failure) throw failure;
      const parsed = candidatesBody.safeParse(body);
      if (!parsed.success) throw new UpstreamFailure(SERVICE, 'format', `${SERVICE} answered without candidates`);
      const best = parsed.data.candidates.find((candidate) => candidate.score >= ARCGIS_MIN_SCORE);
      if (!best) return null;
      return { latitude: best.location.y, longitude: best.location.x, matchedAddress: best.address, score: best.score };
    },
    async reverse(lat, lng) {
      const body = await call('reverseGeocode', { location: `${lng},${lat}`, featureTypes: 'PointAddress,StreetAddress' });
      const failure = failureOf(body);
      if (failure === 'no-match') return null;
      if (failure) throw failure;
      const parsed = reverseBody.safeParse(body);
      if (!parsed.success) throw new UpstreamFailure(SERVICE, 'format', `${SERVICE} answered without an address`);
      return parsed.data.address.Match_addr || parsed.data.address.LongLabel || null;
    },
  };
}
