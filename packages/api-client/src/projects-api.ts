import { type Activity, API_ROUTES, type CreateProjectInput, type Project, type ProjectListQuery, type UpdateProjectInput } from '@groundwork/contracts';
import { routeRequest } from './request';

/** `/api/projects`: the first part of the project query keys (invalidating it refreshes them all). */
export const PROJECTS_API_BASE = API_ROUTES.projects.path;

/**
 * Query keys of the project reads; the default query fn GETs the key joined with '/', so
 * `projectQueryKeys.detail(id)` reads `API_ROUTES.project` (`/api/projects/{id}`).
 */
export const projectQueryKeys = {
  all: [PROJECTS_API_BASE] as const,
  list: [PROJECTS_API_BASE] as const,
  detail: (id: string) => [PROJECTS_API_BASE, id] as const,
  activity: [PROJECTS_API_BASE, 'activity'] as const,
  projectActivity: (id: string) => [PROJECTS_API_BASE, id, 'activity'] as const,
};

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** Typed project calls; each throws an ApiError ("<status>: <body>") on a non-OK answer. */
export const projectsApi = {
  list: (query: ProjectListQuery = {}) => json<Project[]>(routeRequest(API_ROUTES.projects, {}, { query: { archived: query.archived } })),
  get: (id: string) => json<Project>(routeRequest(API_ROUTES.project, { id })),
  create: (input: CreateProjectInput) => json<Project>(routeRequest(API_ROUTES.createProject, {}, { body: input })),
  update: (id: string, input: UpdateProjectInput) => json<Project>(routeRequest(API_ROUTES.updateProject, { id }, { body: input })),
  archive: (id: string) => json<Project>(routeRequest(API_ROUTES.archiveProject, { id })),
  restore: (id: string) => json<Project>(routeRequest(API_ROUTES.restoreProject, { id })),
  activity: (limit?: number) => json<Activity[]>(routeRequest(API_ROUTES.activity, {}, { query: { limit: limit || undefined } })),
  projectActivity: (id: string, limit?: number) => json<Activity[]>(routeRequest(API_ROUTES.projectActivity, { id }, { query: { limit: limit || undefined } })),
};
