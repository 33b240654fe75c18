import { getStoredTokens, PROJECTS_API_BASE, routeRequest, throwIfResponseNotOk } from '@groundwork/api-client';
import {
  API_ROUTES,
  routePath,
  type AdjoiningSuggestions,
  type CreatePropertyInput,
  type GeocodeResult,
  type LatLng,
  type ParcelLookupResult,
  type Property,
  type ReverseGeocodeResult,
  type UpdatePropertyInput,
} from '@groundwork/contracts';

/**
 * Query keys of the map tab's reads. The default query fn GETs the key joined with '/', so
 * `properties(id)` reads `/api/projects/{id}/properties` and `mapsConfig` `/api/config/maps`.
 */
export const mapQueryKeys = {
  properties: (projectId: string) => [PROJECTS_API_BASE, projectId, 'properties'] as const,
  mapsConfig: [API_ROUTES.mapsConfig.path] as const,
  geocode: (address: string) => [API_ROUTES.geocode.path, { address }] as const,
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

/** Typed calls of the map tab; each throws an ApiError ("<status>: <body>") on a non-OK answer. */
export const mapApi = {
  createProperty: (projectId: string, input: CreatePropertyInput) =>
    json<Property>(routeRequest(API_ROUTES.createProperty, { id: projectId }, { body: input })),
  updateProperty: (propertyId: string, input: UpdatePropertyInput) =>
    json<Property>(routeRequest(API_ROUTES.updateProperty, { id: propertyId }, { body: input })),
  deleteProperty: async (propertyId: string): Promise<void> => {
    await routeRequest(API_ROUTES.deleteProperty, { id: propertyId });
  },
  geocode: (address: string) => json<GeocodeResult>(routeRequest(API_ROUTES.geocode, {}, { query: { address } })),
  reverseGeocode: ({ lat, lng }: LatLng) => json<ReverseGeocodeResult>(routeRequest(API_ROUTES.reverseGeocode, {}, { query: { lat, lng } })),
  parcelAt: ({ lat, lng }: LatLng, signal?: AbortSignal) =>
    json<ParcelLookupResult>(abortableGet(routePath(API_ROUTES.parcelAtPoint, {}, { lat, lng }), signal)),
  suggestions: (projectId: string) => json<AdjoiningSuggestions>(routeRequest(API_ROUTES.adjoiningSuggestions, { id: projectId })),
};
