import { apiRequest, getStoredTokens, PROJECTS_API_BASE, throwIfResponseNotOk } from '@groundwork/api-client';
import type {
  AdjoiningSuggestions,
  CreatePropertyInput,
  GeocodeResult,
  LatLng,
  ParcelLookupResult,
  Property,
  ReverseGeocodeResult,
  UpdatePropertyInput,
} from '@groundwork/contracts';

/**
 * Query keys of the map tab's reads. The default query fn GETs the key joined with '/', so
 * `properties(id)` reads `/api/projects/{id}/properties` and `mapsConfig` `/api/config/maps`.
 */
export const mapQueryKeys = {
  properties: (projectId: string) => [PROJECTS_API_BASE, projectId, 'properties'] as const,
  mapsConfig: ['/api/config/maps'] as const,
  geocode: (address: string) => ['/api/geocode', { address }] as const,
  suggestions: (projectId: string) => [PROJECTS_API_BASE, projectId, 'adjoining-suggestions'] as const,
};

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** A GET like apiRequest's (Bearer token, cookies) that a hover lookup can abort. */
async function abortableGet(url: string, signal?: AbortSignal): Promise<Response> {
  const tokens = getStoredTokens();
  const response = await fetch(url, {
    headers: tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {},
    credentials: 'include',
    signal,
  });
  await throwIfResponseNotOk(response);
  return response;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** Typed calls of the map tab; each throws the spec's "<status>: <body>" error on a non-OK answer. */
export const mapApi = {
  createProperty: (projectId: string, input: CreatePropertyInput) =>
    json<Property>(apiRequest('POST', `${PROJECTS_API_BASE}/${encodeURIComponent(projectId)}/properties`, input)),
  updateProperty: (propertyId: string, input: UpdatePropertyInput) =>
    json<Property>(apiRequest('PUT', `/api/properties/${encodeURIComponent(propertyId)}`, input)),
  deleteProperty: async (propertyId: string): Promise<void> => {
    await apiRequest('DELETE', `/api/properties/${encodeURIComponent(propertyId)}`);
  },
  geocode: (address: string) => json<GeocodeResult>(apiRequest('GET', `/api/geocode?${query({ address })}`)),
  reverseGeocode: ({ lat, lng }: LatLng) =>
    json<ReverseGeocodeResult>(apiRequest('GET', `/api/geocode/reverse?${query({ lat, lng })}`)),
  parcelAt: ({ lat, lng }: LatLng, signal?: AbortSignal) =>
    json<ParcelLookupResult>(abortableGet(`/api/parcels/at-point?${query({ lat, lng })}`, signal)),
  suggestions: (projectId: string) =>
    json<AdjoiningSuggestions>(apiRequest('GET', `${PROJECTS_API_BASE}/${encodeURIComponent(projectId)}/adjoining-suggestions`)),
};
