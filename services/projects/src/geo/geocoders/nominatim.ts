import { z } from 'zod';
import type { MinIntervalLimiter } from '../rate-limiter';
import { UpstreamFailure, getJson, type Fetch } from '../upstream';
import type { Geocoder } from './geocoder';

const SERVICE = 'OpenStreetMap Nominatim';

const place = z.looseObject({
  display_name: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});

/** `2400 J Street, Sacramento, California 95816` from the address parts, else the display name. */
function streetAddress(parsed: z.infer<typeof place>): string | null {
  const parts = parsed.address ?? {};
  const road = parts.road ?? parts.pedestrian ?? parts.footway;
  const locality = parts.city ?? parts.town ?? parts.village ?? parts.hamlet ?? parts.suburb;
  if (road) {
    const street = parts.house_number ? `${parts.house_number} ${road}` : road;
    const region = [parts.state, parts.postcode].filter(Boolean).join(' ');
    return [street, locality, region || null].filter(Boolean).join(', ');
  }
  return parsed.display_name ?? null;
}

/**
 * Nominatim reverse geocoding, under its usage policy: an identifying User-Agent (and the
 * contact email when configured), and at most one request per second from this process (the
 * limiter), so a click waits its turn rather than getting the service's 429.
 */
export function createNominatimGeocoder({
  baseUrl,
  userAgent,
  email,
  timeoutMs,
  limiter,
  fetch,
}: {
  baseUrl: string;
  userAgent: string;
  email?: string;
  timeoutMs: number;
  limiter: MinIntervalLimiter;
  fetch?: Fetch;
}): Geocoder {
  return {
    provider: 'nominatim',
    service: SERVICE,
    async reverse(lat, lng) {
      const url = new URL(`${baseUrl}/reverse`);
      const params = { lat: String(lat), lon: String(lng), format: 'jsonv2', zoom: '18', addressdetails: '1', ...(email ? { email } : {}) };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      const { body } = await limiter.run(SERVICE, () =>
        // Some Nominatim-compatible servers answer a miss with 404 and the same error body.
        getJson({ service: SERVICE, url, timeoutMs, headers: { 'user-agent': userAgent }, acceptStatuses: [404], fetch }),
      );
      if ((body as { error?: unknown } | null)?.error !== undefined) {
        if (/unable to geocode/i.test(String((body as { error: unknown }).error))) return null;
        throw new UpstreamFailure(SERVICE, 'http', `${SERVICE} answered an error: ${String((body as { error: unknown }).error)}`);
      }
      const parsed = place.safeParse(body);
      if (!parsed.success) throw new UpstreamFailure(SERVICE, 'format', `${SERVICE} answered without a place`);
      return streetAddress(parsed.data);
    },
  };
}
