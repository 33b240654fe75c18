import {
  API_ROUTES,
  generatedReportListSchema,
  generatedReportSchema,
  generateReportResultSchema,
  REPORT_NOT_READY,
  type GeneratedReport,
  type GenerateReportResult,
} from '@groundwork/contracts';
import { ApiError, errorMessageFromResponseError } from './errors';
import { PROJECTS_API_BASE } from './projects-api';
import { routeRequest } from './request';
import { parsedAnswer } from './review-session-api';

/**
 * The Report tab's calls (spec 02 sections 2, 3 and 7; issue 21): queue a report's generation (202
 * with the queued report; 409 REPORT_NOT_READY until the four steps are done), the project's
 * generated reports newest first (the first Current), and one report. Answers are checked against
 * the contracts; anything else is 'Failed to parse server response'.
 */

/** Query keys of the report reads: `/api/projects/{id}/generated-reports[/{reportId}]`. */
export const reportQueryKeys = {
  list: (projectId: string) => [PROJECTS_API_BASE, projectId, 'generated-reports'] as const,
  detail: (projectId: string, reportId: string) => [PROJECTS_API_BASE, projectId, 'generated-reports', reportId] as const,
};

export const reportsApi = {
  /** `POST /api/projects/{id}/generate-report`: the queued report (the server generates it on its own). */
  generate: async (projectId: string): Promise<GenerateReportResult> =>
    parsedAnswer(await routeRequest(API_ROUTES.generateReport, { id: projectId }), generateReportResultSchema),

  /** `GET /api/projects/{id}/generated-reports`: newest first. */
  list: async (projectId: string): Promise<GeneratedReport[]> =>
    (await parsedAnswer(await routeRequest(API_ROUTES.generatedReports, { id: projectId }), generatedReportListSchema)).reports,

  /** `GET /api/projects/{id}/generated-reports/{reportId}`. */
  get: async (projectId: string, reportId: string): Promise<GeneratedReport> =>
    parsedAnswer(await routeRequest(API_ROUTES.generatedReport, { id: projectId, reportId }), generatedReportSchema),
};

/** The server refused to generate because steps are missing (409 REPORT_NOT_READY). */
export function isReportNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === REPORT_NOT_READY;
}

/** Why a report call failed, as shown under 'Generation Failed': the server's message, else the error's own. */
export function reportFailureMessage(error: unknown): string {
  const serverMessage = errorMessageFromResponseError(error);
  if (serverMessage) return serverMessage;
  return error instanceof Error && error.message ? error.message : 'The report could not be generated.';
}
