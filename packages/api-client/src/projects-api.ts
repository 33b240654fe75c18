import type {
  Activity,
  CreateProjectInput,
  Project,
  ProjectListQuery,
  UpdateProjectInput,
} from '@groundwork/contracts';
import { apiRequest } from './request';

export const PROJECTS_API_BASE = '/api/projects';

/**
 * Query keys of the project reads; the default query fn GETs the key joined with '/', so
 * `projectQueryKeys.detail(id)` reads `/api/projects/{id}`.
 */
export const projectQueryKeys = {
  all: [PROJECTS_API_BASE] as const,
  list: [PROJECTS_API_BASE] as const,
  detail: (id: string) => [PROJECTS_API_BASE, id] as const,
  activity: [PROJECTS_API_BASE, 'activity'] as const,
  projectActivity: (id: string) => [PROJECTS_API_BASE, id, 'activity'] as const,
};

const projectPath = (id: string) => `${PROJECTS_API_BASE}/${encodeURIComponent(id)}`;

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** Typed project calls; each throws the spec's "<status>: <body>" error on a non-OK answer. */
export const projectsApi = {
  list: (query: ProjectListQuery = {}) =>
    json<Project[]>(apiRequest('GET', query.archived ? `${PROJECTS_API_BASE}?archived=${query.archived}` : PROJECTS_API_BASE)),
  get: (id: string) => json<Project>(apiRequest('GET', projectPath(id))),
  create: (input: CreateProjectInput) => json<Project>(apiRequest('POST', PROJECTS_API_BASE, input)),
  update: (id: string, input: UpdateProjectInput) => json<Project>(apiRequest('PATCH', projectPath(id), input)),
  archive: (id: string) => json<Project>(apiRequest('POST', `${projectPath(id)}/archive`)),
  restore: (id: string) => json<Project>(apiRequest('POST', `${projectPath(id)}/restore`)),
  activity: (limit?: number) =>
    json<Activity[]>(apiRequest('GET', `${PROJECTS_API_BASE}/activity${limit ? `?limit=${limit}` : ''}`)),
  projectActivity: (id: string, limit?: number) =>
    json<Activity[]>(apiRequest('GET', `${projectPath(id)}/activity${limit ? `?limit=${limit}` : ''}`)),
};
