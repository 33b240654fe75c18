import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { DocumentPage, RegulatoryAnalysisSession } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';
import { aRegulatorySession, JOB_ID, narrativeData, SESSION_ID } from './fixtures';

export const SESSION_PATH = `/api/regulatory-analysis/session/${SESSION_ID}`;
export const CREATE = 'POST /api/regulatory-analysis/session';
export const READ = `GET ${SESSION_PATH}`;
export const UPLOAD = `POST ${SESSION_PATH}/upload`;
export const ASK = `POST ${SESSION_PATH}/ask`;
export const SAVE = `POST ${SESSION_PATH}/save-to-database`;
export const NARRATIVES = `GET /api/projects/${PROJECT_ID}/environmental/narratives`;
export const RUNS = `GET /api/projects/${PROJECT_ID}/environmental/jobs`;
export const JOB_VIEW = `GET /api/processing/jobs/${JOB_ID}?study=database&summary=1&includePresign=1`;
export const GET_URL = 'https://storage.test/narrative.json?signature=get';
export const PUT_URL = 'https://storage.test/narrative.json?signature=put';
export const pageRoute = (documentId: string, page: number) => `GET ${SESSION_PATH}/documents/${documentId}/pages/${page}`;

/** The job view of the record's regulatory database run, with its narrative links and version. */
export const jobView = (resultUrls: { get: string; put?: string } = { get: GET_URL, put: PUT_URL }) => ({
  jobId: JOB_ID,
  status: 'COMPLETED',
  progress: 100,
  studies: { database: { status: 'COMPLETED', resultUrls, resultVersion: '"v1"' } },
});

export const SAVED_AT = '2026-03-03T15:00:00.000Z';

/** The review service, the studies service and storage as the page sees them; tests change `session` between reads. */
export interface FakeRegulatoryServer {
  api: FakeApi;
  session: RegulatoryAnalysisSession;
  /** The names of the files of each upload, in order. */
  uploads: string[][];
  /** The `If-Match` header of each request, by route. */
  ifMatch: Record<string, (string | null)[]>;
  /** The narrative JSON in storage. */
  stored: { items: Record<string, unknown>[] };
  reads: () => number;
  page: (documentId: string, page: number, text: string, name?: string) => void;
  answer: (route: string, answer: FakeResponse) => void;
  /** The project's narrative as the server stored it when its database run completed. */
  storeNarrative: (body: unknown) => void;
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

export function fakeRegulatoryServer(session = aRegulatorySession()): FakeRegulatoryServer {
  const api = stubApi();
  const server: FakeRegulatoryServer = {
    api,
    session,
    uploads: [],
    ifMatch: {},
    stored: narrativeData(),
    reads: () => api.calls().filter((call) => call === READ).length,
    page(documentId, page, text, name = 'nfa-letter.pdf') {
      const body: DocumentPage = { documentId, name, page, pageCount: 2, text };
      api.on(pageRoute(documentId, page), { body });
    },
    answer: (route, answer) => api.on(route, answer),
    storeNarrative(body) {
      api.on(RUNS, {
        body: {
          items: [
            { jobId: JOB_ID, filename: 'radius-report.pdf', status: 'COMPLETED', progress: 100, createdAt: '2026-03-01T00:00:00.000Z', errorMessage: null },
          ],
        },
      });
      api.on(NARRATIVES, { body });
    },
  };
  const recordIfMatch = (route: string, init: RequestInit) => {
    server.ifMatch[route] = [...(server.ifMatch[route] ?? []), headerOf(init, 'if-match')];
  };
  api.on(CREATE, { body: { sessionId: SESSION_ID, resumed: false } });
  api.on(READ, () => ({ body: server.session }));
  api.on(UPLOAD, ({ init }) => {
    const files = (init.body as FormData).getAll('files') as File[];
    server.uploads.push(files.map((file) => file.name));
    return { status: 202, body: { documents: [] } };
  });
  api.on(RUNS, { body: { items: [] } });
  api.on(NARRATIVES, { status: 404, body: { code: 'NARRATIVES_NOT_FOUND', message: 'No narrative stored', requestId: 'r' } });
  api.on(JOB_VIEW, { body: jobView() });
  api.on(`GET ${GET_URL}`, () => ({ body: server.stored }));
  api.on(SAVE, ({ init }) => {
    recordIfMatch(SAVE, init);
    const updatedSummary = server.session.updatedSummary ?? '';
    server.session = { ...server.session, saved: { at: SAVED_AT, by: 'sam@acme.test', summary: updatedSummary, version: 'v2' } };
    return { body: { updatedSummary, jobId: JOB_ID, itemIndex: server.session.recordItemIndex, version: 'v2', previousNarrative: 'old', savedAt: SAVED_AT } };
  });
  api.on(`PUT ${PUT_URL}`, ({ init, body }) => {
    recordIfMatch(`PUT ${PUT_URL}`, init);
    server.stored = body as FakeRegulatoryServer['stored'];
    return { status: 200 };
  });
  return server;
}
