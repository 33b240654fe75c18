import { stubApi, type FakeApi } from '@groundwork/api-client/testing';
import type { MapDocument, MapDocumentKind, MapPage } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';

export const S3_MAP_UPLOAD_URL = 'http://s3.test/groundwork-maps';
export const UPLOADED_KEY = 'maps/u1/upload-1';

export const pageUrlOf = (mapId: string, page: number) => `http://s3.test/maps/${mapId}/page-${page}.png?sig=get`;
export const fileUrlOf = (mapId: string) => `http://s3.test/maps/${mapId}/original?sig=get`;

export const somePages = (mapId: string, count: number): MapPage[] =>
  Array.from({ length: count }, (_, index) => ({ page: index + 1, width: 4000, height: 3000, url: pageUrlOf(mapId, index + 1) }));

/** A map as the studies service answers it. */
export function aMap(overrides: Partial<MapDocument> = {}): MapDocument {
  const id = overrides.id ?? 'map-1';
  return {
    id,
    projectId: PROJECT_ID,
    kind: 'topography',
    filename: 'usgs-sacramento-east-1953.tif',
    contentType: 'image/tiff',
    bytes: 5 * 1024 * 1024,
    year: 1953,
    source: 'USGS',
    notes: '',
    status: 'READY',
    pageCount: 1,
    pages: somePages(id, 1),
    fileUrl: fileUrlOf(id),
    uploadedAt: '2026-03-03T14:00:00.000Z',
    uploadedBy: 'sam@acme.test',
    updatedAt: '2026-03-03T14:00:00.000Z',
    ...overrides,
  };
}

/** The routes of one kind of map, as `METHOD url`. */
export function mapRoutes(kind: MapDocumentKind) {
  const base = `/api/projects/${PROJECT_ID}/${kind}`;
  return {
    uploadUrl: `POST ${base}/upload-url`,
    list: `GET ${base}/maps`,
    register: `POST ${base}/maps`,
    update: (mapId: string) => `PATCH ${base}/maps/${mapId}`,
    remove: (mapId: string) => `DELETE ${base}/maps/${mapId}`,
    storage: `POST ${S3_MAP_UPLOAD_URL}`,
  };
}

export interface FakeMapServer {
  api: FakeApi;
  routes: ReturnType<typeof mapRoutes>;
  /** The stored maps; tests change them between list reads. */
  maps: MapDocument[];
  addMap: (map: MapDocument) => void;
  /** The map's pages are rendered. */
  finish: (mapId: string, pages?: number) => void;
  listReads: () => number;
}

const byYear = (a: MapDocument, b: MapDocument) => (a.year ?? Number.POSITIVE_INFINITY) - (b.year ?? Number.POSITIVE_INFINITY);

/** The studies service and storage as the map tabs see them, on a stubbed fetch. */
export function fakeMapServer(kind: MapDocumentKind, maps: MapDocument[] = []): FakeMapServer {
  const api = stubApi();
  const routes = mapRoutes(kind);
  const server: FakeMapServer = {
    api,
    routes,
    maps: [],
    addMap(map) {
      server.maps.push(map);
      api.on(routes.update(map.id), ({ body }) => {
        const updated = { ...server.maps.find((candidate) => candidate.id === map.id)!, ...(body as Partial<MapDocument>) };
        server.maps = server.maps.map((candidate) => (candidate.id === map.id ? updated : candidate));
        return { body: updated };
      });
      api.on(routes.remove(map.id), () => {
        server.maps = server.maps.filter((candidate) => candidate.id !== map.id);
        return { status: 204 };
      });
    },
    finish(mapId, pages = 1) {
      server.maps = server.maps.map((map) => (map.id === mapId ? { ...map, status: 'READY', pageCount: pages, pages: somePages(mapId, pages) } : map));
    },
    listReads: () => api.calls().filter((call) => call === routes.list).length,
  };
  for (const map of maps) server.addMap(map);
  api.on(routes.list, () => ({ body: { maps: [...server.maps].sort(byYear) } }));
  api.on(routes.uploadUrl, () => ({ body: { url: S3_MAP_UPLOAD_URL, fields: { key: UPLOADED_KEY, policy: 'policy-1' }, key: UPLOADED_KEY } }));
  api.on(routes.storage, { status: 204 });
  api.on(routes.register, ({ body }) => {
    const input = body as { filename: string; year: number | null; source: string; notes: string };
    const map = aMap({ ...input, id: 'map-new', kind, status: 'PROCESSING', pageCount: null, pages: [], uploadedAt: '2026-03-04T09:00:00.000Z' });
    server.addMap(map);
    return { status: 201, body: map };
  });
  return server;
}
