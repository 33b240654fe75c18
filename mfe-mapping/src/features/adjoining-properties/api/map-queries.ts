import { projectQueryKeys } from '@groundwork/api-client';
import type { AdjoiningSuggestions, GeocodeResult, MapsConfig, Project, Property } from '@groundwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { mapApi, mapQueryKeys } from './map-api';

/**
 * The project, from the shared cache where the shell put it before mounting the tab (never stale,
 * so no second request); the standalone page reads it itself.
 */
export function useProject(projectId: string) {
  return useQuery<Project>({ queryKey: projectQueryKeys.detail(projectId) });
}

/** `GET /api/projects/{id}/properties` (default query fn). */
export function useProperties(projectId: string) {
  return useQuery<Property[]>({ queryKey: mapQueryKeys.properties(projectId) });
}

/** `GET /api/config/maps`: parcel tiles key and URL, and the ArcGIS key when configured. */
export function useMapsConfig() {
  return useQuery<MapsConfig>({ queryKey: mapQueryKeys.mapsConfig });
}

/** `GET /api/geocode?address=` for the subject address; nothing when the project has none. */
export function useSubjectGeocode(address: string | undefined) {
  const trimmed = address?.trim() ?? '';
  return useQuery<GeocodeResult>({
    queryKey: mapQueryKeys.geocode(trimmed),
    queryFn: () => mapApi.geocode(trimmed),
    enabled: trimmed !== '',
  });
}

/** `GET /api/projects/{id}/adjoining-suggestions`, read only once the user asks for suggestions. */
export function useAdjoiningSuggestions(projectId: string, requested: boolean) {
  return useQuery<AdjoiningSuggestions>({
    queryKey: mapQueryKeys.suggestions(projectId),
    queryFn: () => mapApi.suggestions(projectId),
    enabled: requested,
  });
}
