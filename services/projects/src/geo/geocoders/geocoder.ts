import type { GeocodeProvider } from '@groundwork/contracts';

export interface ForwardMatch {
  latitude: number;
  longitude: number;
  matchedAddress: string;
  score: number | null;
}

/**
 * One geocoding service. Each method answers a match, null for "nothing found", or throws an
 * UpstreamFailure; a provider without a method is skipped for that direction.
 */
export interface Geocoder {
  provider: GeocodeProvider;
  /** Named in messages. */
  service: string;
  forward?(address: string): Promise<ForwardMatch | null>;
  reverse?(lat: number, lng: number): Promise<string | null>;
}
