import { z } from 'zod';
import { UpstreamFailure, getJson, type Fetch } from '../upstream';
import type { Geocoder } from './geocoder';

const SERVICE = 'The US Census Geocoder';

const matchBody = z.looseObject({
  result: z.looseObject({
    addressMatches: z.array(
      z.looseObject({
        matchedAddress: z.string(),
        coordinates: z.looseObject({ x: z.number(), y: z.number() }),
      }),
    ),
  }),
});

/**
 * The keyless US Census Geocoder, forward only: its reverse (`geographies/coordinates`) gives
 * census geographies, not a street address.
 */
export function createCensusGeocoder({ baseUrl, timeoutMs, fetch }: { baseUrl: string; timeoutMs: number; fetch?: Fetch }): Geocoder {
  return {
    provider: 'census',
    service: SERVICE,
    async forward(address) {
      const url = new URL(`${baseUrl}/locations/onelineaddress`);
      url.searchParams.set('address', address);
      url.searchParams.set('benchmark', 'Public_AR_Current');
      url.searchParams.set('format', 'json');
      const { body } = await getJson({ service: SERVICE, url, timeoutMs, fetch });
      const parsed = matchBody.safeParse(body);
      if (!parsed.success) throw new UpstreamFailure(SERVICE, 'format', `${SERVICE} answered without address matches`);
      const [match] = parsed.data.result.addressMatches;
      if (!match) return null;
      return { latitude: match.coordinates.y, longitude: match.coordinates.x, matchedAddress: match.matchedAddress, score: null };
    },
  };
}
