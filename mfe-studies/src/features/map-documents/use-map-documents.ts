import { mapDocumentQueryKeys, mapDocumentsApi, uploadMapDocument } from '@groundwork/api-client';
import type { UploadProgressStep } from '@groundwork/api-client/study-jobs';
import type { MapDetails, MapDocument, MapDocumentKind, UpdateMapInput } from '@groundwork/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often the list is read again while a map's pages are being rendered. */
export const MAP_POLL_INTERVAL_MS = 2000;

const processing = (maps: readonly MapDocument[] | undefined) => maps?.some((map) => map.status === 'PROCESSING') ?? false;

/** The project's maps of `kind`, read on every mount (fresh page links) and every 2 s while one is PROCESSING. */
export function useMapDocuments(kind: MapDocumentKind, projectId: string) {
  return useQuery({
    queryKey: mapDocumentQueryKeys.list(kind, projectId),
    queryFn: () => mapDocumentsApi(kind).list(projectId),
    staleTime: 0,
    refetchInterval: (query) => (processing(query.state.data) ? MAP_POLL_INTERVAL_MS : false),
  });
}

export interface MapUploadVariables {
  file: File;
  details: MapDetails;
  onProgress: (step: UploadProgressStep) => void;
}

/** Upload, edit and delete; each keeps the cached list in step with the server's answer. */
export function useMapMutations(kind: MapDocumentKind, projectId: string) {
  const queryClient = useQueryClient();
  const listKey = mapDocumentQueryKeys.list(kind, projectId);
  const setList = (change: (maps: MapDocument[]) => MapDocument[]) => queryClient.setQueryData<MapDocument[]>(listKey, (maps) => change(maps ?? []));

  const upload = useMutation({
    mutationFn: ({ file, details, onProgress }: MapUploadVariables) => uploadMapDocument({ kind, projectId, file, details, onProgress }),
    onSuccess: async (added) => {
      setList((maps) => [...maps.filter((map) => map.id !== added.id), added]);
      // The server's order (oldest year first) places the new map.
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const update = useMutation({
    mutationFn: ({ mapId, input }: { mapId: string; input: UpdateMapInput }) => mapDocumentsApi(kind).update(projectId, mapId, input),
    onSuccess: async (updated) => {
      setList((maps) => maps.map((map) => (map.id === updated.id ? updated : map)));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const remove = useMutation({
    mutationFn: (mapId: string) => mapDocumentsApi(kind).remove(projectId, mapId),
    onSuccess: (_, mapId) => setList((maps) => maps.filter((map) => map.id !== mapId)),
  });

  return { upload, update, remove };
}
