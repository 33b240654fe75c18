import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { Property, SoilsState } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';
import { aSubject } from './fixtures';

export const SOILS = `/api/projects/${PROJECT_ID}/soils`;
export const GET_SOILS = `GET ${SOILS}`;
export const POST_SOILS = `POST ${SOILS}`;
export const PROPERTIES = `GET /api/projects/${PROJECT_ID}/properties`;

/**
 * The studies service as the soils tab sees it, on a stubbed fetch: the project's properties, the
 * stored soils state (GET) and a query (POST, answering `postAnswer`). Tests change them between checks.
 */
export interface FakeSoilsServer {
  api: FakeApi;
  properties: Property[];
  state: SoilsState;
  /** What the POST answers; by default it completes with `state` as set by the test. */
  postAnswer: () => FakeResponse | Promise<FakeResponse>;
  count: (route: string) => number;
}

export function fakeSoilsServer(state: SoilsState = { status: 'NONE' }): FakeSoilsServer {
  const api = stubApi();
  const server: FakeSoilsServer = {
    api,
    properties: [aSubject()],
    state,
    postAnswer: () => ({ body: server.state }),
    count: (route) => api.calls().filter((call) => call === route).length,
  };
  api.on(PROPERTIES, () => ({ body: server.properties }));
  api.on(GET_SOILS, () => ({ body: server.state }));
  api.on(POST_SOILS, () => server.postAnswer());
  return server;
}
