import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { DocumentPage, Phase1Session } from '@groundwork/contracts';
import { aSession, SESSION_ID } from './fixtures';

export const SESSION_PATH = `/api/phase1-review/session/${SESSION_ID}`;
export const CREATE = 'POST /api/phase1-review/session';
export const READ = `GET ${SESSION_PATH}`;
export const UPLOAD = `POST ${SESSION_PATH}/upload`;
export const ASK = `POST ${SESSION_PATH}/ask`;
export const pageRoute = (documentId: string, page: number) => `GET ${SESSION_PATH}/documents/${documentId}/pages/${page}`;

/** The review service as the tab sees it, on a stubbed fetch; tests change `session` between reads. */
export interface FakeReviewServer {
  api: FakeApi;
  session: Phase1Session;
  /** The names of the files of each upload, in order. */
  uploads: string[][];
  reads: () => number;
  page: (documentId: string, page: number, text: string, name?: string) => void;
  failUpload: (answer: FakeResponse) => void;
}

export function fakeReviewServer(session = aSession()): FakeReviewServer {
  const api = stubApi();
  const server: FakeReviewServer = {
    api,
    session,
    uploads: [],
    reads: () => api.calls().filter((call) => call === READ).length,
    page(documentId, page, text, name = 'phase1_esa_01.pdf') {
      const body: DocumentPage = { documentId, name, page, pageCount: 29, text };
      api.on(pageRoute(documentId, page), { body });
    },
    failUpload(answer) {
      api.on(UPLOAD, answer);
    },
  };
  api.on(CREATE, { body: { sessionId: SESSION_ID, resumed: false } });
  api.on(READ, () => ({ body: server.session }));
  api.on(UPLOAD, ({ init }) => {
    const files = (init.body as FormData).getAll('files') as File[];
    server.uploads.push(files.map((file) => file.name));
    return { status: 202, body: { documents: [] } };
  });
  return server;
}
