import type { Project, ProjectStatus } from '@groundwork/contracts';

/** The status filter's values: every status, or one of them. */
export type StatusFilter = 'all' | ProjectStatus;
/** The client filter's values: every client, or one client name. */
export type ClientFilter = 'all' | (string & {});

export interface ProjectFilters {
  search: string;
  status: StatusFilter;
  client: ClientFilter;
}

/** Spec 01 section 2: search empty, status all, client all. */
export const DEFAULT_PROJECT_FILTERS: ProjectFilters = { search: '', status: 'all', client: 'all' };

type SearchableProject = Pick<Project, 'siteAddress' | 'clientName' | 'projectNumber' | 'status'>;

function matchesSearch(project: SearchableProject, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [project.siteAddress, project.clientName, project.projectNumber].some((field) => field.toLowerCase().includes(needle));
}

/**
 * The projects the filters let through, in their original order: the search (trimmed, any case)
 * matches the site address, client name or project number; status and client match exactly.
 */
export function filterProjects<T extends SearchableProject>(projects: readonly T[], filters: ProjectFilters): T[] {
  return projects.filter(
    (project) =>
      (filters.status === 'all' || project.status === filters.status) &&
      (filters.client === 'all' || project.clientName === filters.client) &&
      matchesSearch(project, filters.search),
  );
}

/** The client filter's names: each client once, sorted alphabetically regardless of case. */
export function distinctClientNames(projects: readonly Pick<Project, 'clientName'>[]): string[] {
  return [...new Set(projects.map((project) => project.clientName))].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }));
}

/** Whether any filter narrows the list (a blank search does not). */
export function hasActiveFilters(filters: ProjectFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.client !== 'all';
}
