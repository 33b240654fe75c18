import { MAP_MESSAGES } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import type { ForwardMatch, Geocoder } from './geocoders/geocoder';
import { addressCacheKey, createGeocoding, pointCacheKey } from './geocoding';
import { UpstreamFailure } from './upstream';

const MATCH: ForwardMatch = { latitude: 38.57515, longitude: -121.4708, matchedAddress: '2400 J ST, SACRAMENTO, CA, 95816', score: null };

/** A geocoder that answers from a script and counts its calls. */
function scripted(provider: Geocoder['provider'], forward: () => Promise<ForwardMatch | null>, reverse?: () => Promise<string | null>) {
  const calls = { forward: 0, reverse: 0 };
  const geocoder: Geocoder = {
    provider,
    service: `The ${provider} service`,
    forward: async () => {
      calls.forward += 1;
      return forward();
    },
    ...(reverse
      ? {
          reverse: async () => {
            calls.reverse += 1;
            return reverse();
          },
        }
      : {}),
  };
  return { geocoder, calls };
}
const down =
  (provider: string, kind: 'timeout' | 'http' = 'http') =>
  () =>
    Promise.reject(
      new UpstreamFailure(`The ${provider} service`, kind, `The ${provider} service ${kind === 'timeout' ? 'did not answer within 8 s' : 'answered HTTP 503'}`),
    );
const chain = (forward: Geocoder[], reverse: Geocoder[] = []) => createGeocoding({ forward, reverse, cacheTtlMs: 60_000, cacheMaxEntries: 100 });

describe('forward geocoding chain', () => {
  it('answers from the first provider that finds the address, without asking the next', async () => {
    const arcgis = scripted('arcgis', async () => ({ ...MATCH, score: 100 }));
    const census = scripted('census', async () => MATCH);
    expect(await chain([arcgis.geocoder, census.geocoder]).geocode('2400 J St')).toEqual({ ...MATCH, score: 100, provider: 'arcgis' });
    expect([arcgis.calls.forward, census.calls.forward]).toEqual([1, 0]);
  });

  it('falls through a failing provider and a provider that finds nothing', async () => {
    const failing = scripted('arcgis', down('arcgis'));
    const census = scripted('census', async () => MATCH);
    expect((await chain([failing.geocoder, census.geocoder]).geocode('2400 J St')).provider).toBe('census');
    const empty = scripted('arcgis', async () => null);
    expect((await chain([empty.geocoder, census.geocoder]).geocode('2400 J St')).provider).toBe('census');
  });

  it('is 404 ADDRESS_NOT_FOUND with the spec message when nobody finds it', async () => {
    const geocoding = chain([scripted('arcgis', async () => null).geocoder, scripted('census', async () => null).geocoder]);
    await expect(geocoding.geocode('nowhere')).rejects.toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND', message: MAP_MESSAGES.addressNotFound });
  });

  it('is 404 when one provider failed and the other found nothing, but that answer is not cached', async () => {
    let censusAnswer: ForwardMatch | null = null;
    const census = scripted('census', async () => censusAnswer);
    const geocoding = chain([scripted('arcgis', down('arcgis')).geocoder, census.geocoder]);
    await expect(geocoding.geocode('2400 J St')).rejects.toMatchObject({ status: 404 });
    censusAnswer = MATCH;
    expect((await geocoding.geocode('2400 J St')).provider).toBe('census');
  });

  it('is 502 naming every failure when all fail, 504 when all timed out', async () => {
    const failing = chain([scripted('arcgis', down('arcgis')).geocoder, scripted('census', down('census', 'timeout')).geocoder]);
    await expect(failing.geocode('x')).rejects.toMatchObject({
      status: 502,
      code: 'UPSTREAM_ERROR',
      message: 'Geocoding failed: The arcgis service answered HTTP 503; The census service did not answer within 8 s',
    });
    const slow = chain([scripted('census', down('census', 'timeout')).geocoder]);
    await expect(slow.geocode('x')).rejects.toMatchObject({ status: 504, code: 'UPSTREAM_TIMEOUT' });
  });

  it('caches found and not-found answers under the normalized address', async () => {
    const census = scripted('census', async () => MATCH);
    const geocoding = chain([census.geocoder]);
    await geocoding.geocode('2400 J St, Sacramento');
    await geocoding.geocode('  2400 j st sacramento ');
    expect(census.calls.forward).toBe(1);
    const none = scripted('census', async () => null);
    const empty = chain([none.geocoder]);
    await expect(empty.geocode('nowhere')).rejects.toMatchObject({ status: 404 });
    await expect(empty.geocode('Nowhere')).rejects.toMatchObject({ status: 404 });
    expect(none.calls.forward).toBe(1);
  });

  it('does not swallow a programming error as a provider failure', async () => {
    const broken = scripted('arcgis', () => Promise.reject(new TypeError('bug')));
    await expect(chain([broken.geocoder, scripted('census', async () => MATCH).geocoder]).geocode('x')).rejects.toThrow(TypeError);
  });
});

describe('reverse geocoding chain', () => {
  it('falls through to the next provider and caches by point rounded to 5 decimals', async () => {
    const arcgis = scripted('arcgis', async () => null, down('arcgis'));
    const nominatim = scripted(
      'nominatim',
      async () => null,
      async () => '2400 J Street, Sacramento, California 95816',
    );
    const geocoding = chain([], [arcgis.geocoder, nominatim.geocoder]);
    expect(await geocoding.reverseGeocode(38.575151, -121.470801)).toEqual({ address: '2400 J Street, Sacramento, California 95816', provider: 'nominatim' });
    await geocoding.reverseGeocode(38.5751512, -121.4708014);
    expect(nominatim.calls.reverse).toBe(1);
  });

  it('is 404 ADDRESS_NOT_FOUND when no provider has an address there', async () => {
    const geocoding = chain(
      [],
      [
        scripted(
          'nominatim',
          async () => null,
          async () => null,
        ).geocoder,
      ],
    );
    await expect(geocoding.reverseGeocode(36, -125)).rejects.toMatchObject({
      status: 404,
      code: 'ADDRESS_NOT_FOUND',
      message: 'No address found at this location',
    });
  });
});

describe('cache keys', () => {
  it('normalize addresses and round points', () => {
    expect(addressCacheKey(' 2400 J St.,  Sacramento, CA ')).toBe('2400 j st sacramento ca');
    expect(addressCacheKey('2400 J Street, Sacramento')).toBe(addressCacheKey('2400 j st sacramento'));
    expect(pointCacheKey(38.575151234, -121.4708049)).toBe('38.57515,-121.47080');
  });
});
