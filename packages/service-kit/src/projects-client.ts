import { studyContextSchema, type InternalActivityInput, type StudyChecksInput, type StudyContext } from '@groundwork/contracts';
import { z } from 'zod';
import { conflict, notFound, unavailable } from './errors';
import { internalCaller } from './internal-call';

/** PROJECTS_URL and INTERNAL_SERVICE_TOKEN: how a service reaches the projects service's /internal routes. */
export const projectsClientEnv = {
  /** Where the projects service answers its /internal routes. */
  PROJECTS_URL: z
    .url({ protocol: /^https?$/, message: 'expected an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('http://127.0.0.1:4002'),
  /** Bearer secret of the projects service's /internal routes (the same value on both). */
  INTERNAL_SERVICE_TOKEN: z.string().min(32, 'expected at least 32 characters').optional(),
};

export interface ProjectsClient {
  /** The project and its properties when it is `organizationId`'s; null otherwise (or missing). */
  studyContext(projectId: string, organizationId: string): Promise<StudyContext | null>;
  /** Reports which study checks hold (the project's progress). */
  setStudyChecks(projectId: string, checks: StudyChecksInput): Promise<void>;
  /** Adds an entry to the project's activity log. */
  recordActivity(projectId: string, input: InternalActivityInput): Promise<void>;
}

export interface ProjectsClientOptions {
  /** The calling service, named when the token is missing. */
  service: string;
  baseUrl: string;
  token: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const UNAVAILABLE = 'The projects service is unavailable; nothing was changed. Try again in a moment.';

/** The projects service's /internal routes over HTTP (studies, review); any failure to reach it is a 503 AppError. */
export function createProjectsClient({ service, baseUrl, token, timeoutMs = 5000, fetch: fetchImpl = fetch }: ProjectsClientOptions): ProjectsClient {
  const request = internalCaller({ service, base: `${baseUrl}/internal/projects`, token, timeoutMs, fetch: fetchImpl, unavailableMessage: UNAVAILABLE });
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await request(method, path, body);
    if (res.status >= 500 || res.status === 401) {
      throw unavailable(UNAVAILABLE, { status: res.status, body: (await res.text()).slice(0, 300) });
    }
    return res;
  }

  const expectOk = async (res: Response) => {
    if (!res.ok) throw unavailable(UNAVAILABLE, { status: res.status, body: (await res.text()).slice(0, 300) });
  };

  return {
    async studyContext(projectId, organizationId) {
      const res = await call('GET', `/${encodeURIComponent(projectId)}/study-context?organizationId=${encodeURIComponent(organizationId)}`);
      if (res.status === 404 || res.status === 400) return null;
      await expectOk(res);
      return studyContextSchema.parse(await res.json());
    },
    async setStudyChecks(projectId, checks) {
      await expectOk(await call('PUT', `/${encodeURIComponent(projectId)}/study-checks`, checks));
    },
    async recordActivity(projectId, input) {
      await expectOk(await call('POST', `/${encodeURIComponent(projectId)}/activity`, input));
    },
  };
}

/**
 * The project as the projects service sees it for `organizationId`: 404 PROJECT_NOT_FOUND when it
 * is not theirs (or does not exist); with `forWrite`, 409 PROJECT_ARCHIVED for an archived one,
 * saying what must wait ("restore it before <forWrite>").
 */
export async function projectOfOrganization(
  projects: ProjectsClient,
  organizationId: string,
  projectId: string,
  { forWrite }: { forWrite: string | null },
): Promise<StudyContext> {
  const context = await projects.studyContext(projectId, organizationId);
  if (!context) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
  if (forWrite && context.project.archivedAt) throw conflict(`This project is archived; restore it before ${forWrite}.`, undefined, 'PROJECT_ARCHIVED');
  return context;
}
