import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { GeneratedReport, Project, Property } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';
import { aProjectWithChecks, IDENTIFIED_PROPERTIES } from './fixtures';

export const PROJECT = `GET /api/projects/${PROJECT_ID}`;
export const PROPERTIES = `GET /api/projects/${PROJECT_ID}/properties`;
export const REPORTS = `/api/projects/${PROJECT_ID}/generated-reports`;
export const LIST_REPORTS = `GET ${REPORTS}`;
export const GENERATE = `POST /api/projects/${PROJECT_ID}/generate-report`;

/**
 * The projects and studies services as the Report tab sees them, on a stubbed fetch: the project
 * (its study checks), its properties, the generated reports (one by one too) and the generation
 * request (answering `generateAnswer`). Tests change them between checks.
 */
export interface FakeReportServer {
  api: FakeApi;
  project: Project;
  properties: Property[];
  reports: GeneratedReport[];
  /** What the POST answers; set it with `queues` or an error (by default a 500). */
  generateAnswer: () => FakeResponse;
  count: (route: string) => number;
}

export function fakeReportServer({ project = aProjectWithChecks(), reports = [] as GeneratedReport[] } = {}): FakeReportServer {
  const api = stubApi();
  const server: FakeReportServer = {
    api,
    project,
    properties: IDENTIFIED_PROPERTIES,
    reports,
    generateAnswer: () => ({ status: 500, body: { code: 'INTERNAL', message: 'No answer set', requestId: 'r0' } }),
    count: (route) => api.calls().filter((call) => call === route).length,
  };
  api.on(PROJECT, () => ({ body: server.project }));
  api.on(PROPERTIES, () => ({ body: server.properties }));
  api.on(LIST_REPORTS, () => ({ body: { reports: server.reports } }));
  api.on(GENERATE, () => server.generateAnswer());
  return server;
}

/** The POST queues `report`: it answers 202 and the list shows it first from then on. */
export function queues(server: FakeReportServer, report: GeneratedReport): () => FakeResponse {
  return () => {
    server.reports = [report, ...server.reports];
    return { status: 202, body: { report, analysis: null } };
  };
}
