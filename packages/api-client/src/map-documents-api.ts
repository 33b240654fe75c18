import {
  API_ROUTES,
  mapDocumentListSchema,
  mapDocumentSchema,
  mapUploadTargetSchema,
  type MapDetails,
  type MapDocument,
  type MapDocumentKind,
  type MapUploadTarget,
  type RegisterMapInput,
  type UpdateMapInput,
} from '@groundwork/contracts';
import { postFileToPresignedUrl, type UploadProgressListener } from './processing-api';
import { PROJECTS_API_BASE } from './projects-api';
import { routeRequest } from './request';
import { parsedAnswer } from './review-session-api';

/**
 * The historical maps of a project (issue 20, spec 02 section 2's Topography and Fire Insurance Map
 * tabs taken further): upload through a presigned POST, registration, the list the server renders
 * pages for, details edits and deletion. One set of calls per kind (`topography`, `fire-map`).
 */

const MAP_ROUTES = {
  topography: {
    uploadUrl: API_ROUTES.topographyUploadUrl,
    list: API_ROUTES.topographyMaps,
    register: API_ROUTES.topographyRegisterMap,
    map: API_ROUTES.topographyMap,
    update: API_ROUTES.topographyUpdateMap,
    remove: API_ROUTES.topographyDeleteMap,
  },
  'fire-map': {
    uploadUrl: API_ROUTES.fireMapUploadUrl,
    list: API_ROUTES.fireMapMaps,
    register: API_ROUTES.fireMapRegisterMap,
    map: API_ROUTES.fireMapMap,
    update: API_ROUTES.fireMapUpdateMap,
    remove: API_ROUTES.fireMapDeleteMap,
  },
} as const;

/** Query keys of the map reads: `/api/projects/{id}/{kind}/maps`. */
export const mapDocumentQueryKeys = {
  all: (kind: MapDocumentKind, projectId: string) => [PROJECTS_API_BASE, projectId, kind] as const,
  list: (kind: MapDocumentKind, projectId: string) => [PROJECTS_API_BASE, projectId, kind, 'maps'] as const,
};

/** The calls of one kind of map; each throws an ApiError ("<status>: <body>") on a non-OK answer. */
export function mapDocumentsApi(kind: MapDocumentKind) {
  const routes = MAP_ROUTES[kind];
  return {
    /** `POST .../upload-url`: a presigned POST for one file of at most 100 MB. */
    uploadUrl: async (projectId: string, input: { filename: string; size: number }): Promise<MapUploadTarget> =>
      parsedAnswer(await routeRequest(routes.uploadUrl, { id: projectId }, { body: input }), mapUploadTargetSchema),

    /** `GET .../maps`: oldest year first, no year last. */
    list: async (projectId: string): Promise<MapDocument[]> =>
      (await parsedAnswer(await routeRequest(routes.list, { id: projectId }), mapDocumentListSchema)).maps,

    /** `POST .../maps`: registers the uploaded file; the answer is PROCESSING while its pages render. */
    register: async (projectId: string, input: RegisterMapInput): Promise<MapDocument> =>
      parsedAnswer(await routeRequest(routes.register, { id: projectId }, { body: input }), mapDocumentSchema),

    /** `GET .../maps/{mapId}`. */
    get: async (projectId: string, mapId: string): Promise<MapDocument> =>
      parsedAnswer(await routeRequest(routes.map, { id: projectId, mapId }), mapDocumentSchema),

    /** `PATCH .../maps/{mapId}`: any of year, source and notes. */
    update: async (projectId: string, mapId: string, input: UpdateMapInput): Promise<MapDocument> =>
      parsedAnswer(await routeRequest(routes.update, { id: projectId, mapId }, { body: input }), mapDocumentSchema),

    /** `DELETE .../maps/{mapId}`: the record, its file and its rendered pages. */
    async remove(projectId: string, mapId: string): Promise<void> {
      await routeRequest(routes.remove, { id: projectId, mapId });
    },
  };
}

export interface MapUploadOptions {
  kind: MapDocumentKind;
  projectId: string;
  file: File;
  details: MapDetails;
  /** 10 while the upload URL is requested, 30 while the file goes to storage, 60 while it is registered, 100 once it is. */
  onProgress?: UploadProgressListener;
}

/** Uploads one map file and registers it with its details; resolves to the new (PROCESSING) map. */
export async function uploadMapDocument({ kind, projectId, file, details, onProgress }: MapUploadOptions): Promise<MapDocument> {
  const api = mapDocumentsApi(kind);
  onProgress?.(10);
  const target = await api.uploadUrl(projectId, { filename: file.name, size: file.size });
  onProgress?.(30);
  await postFileToPresignedUrl(target, file, file.name);
  onProgress?.(60);
  const registered = await api.register(projectId, { key: target.key, filename: file.name, ...details });
  onProgress?.(100);
  return registered;
}
