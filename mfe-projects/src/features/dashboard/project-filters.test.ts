import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_FILTERS, distinctClientNames, filterProjects, hasActiveFilters } from './project-filters';

const projects = [
  { projectNumber: 'ESA-2026-0001', siteAddress: '12 Main St, Springfield', clientName: 'Acme Lending', status: 'draft' },
  { projectNumber: 'ESA-2026-0002', siteAddress: '400 Harbor Rd, Oakland', clientName: 'Bayside Bank', status: 'in_review' },
  { projectNumber: 'ESA-2026-0003', siteAddress: '9 Mill Lane, Dayton', clientName: 'acme lending', status: 'completed' },
  { projectNumber: 'ESA-2026-0004', siteAddress: '77 Elm Ave, Springfield', clientName: 'Bayside Bank', status: 'draft' },
] as const;

const numbers = (list: readonly { projectNumber: string }[]) => list.map((project) => project.projectNumber);

describe('filterProjects', () => {
  it('lets every project through with the default filters, in order', () => {
    expect(numbers(filterProjects(projects, DEFAULT_PROJECT_FILTERS))).toEqual(['ESA-2026-0001', 'ESA-2026-0002', 'ESA-2026-0003', 'ESA-2026-0004']);
  });

  it.each([
    ['the site address', 'springfield', ['ESA-2026-0001', 'ESA-2026-0004']],
    ['the client name', 'BAYSIDE', ['ESA-2026-0002', 'ESA-2026-0004']],
    ['the project number', 'esa-2026-0003', ['ESA-2026-0003']],
    ['a trimmed search', '   harbor  ', ['ESA-2026-0002']],
  ])('searches %s regardless of case', (_, search, expected) => {
    expect(numbers(filterProjects(projects, { ...DEFAULT_PROJECT_FILTERS, search }))).toEqual(expected);
  });

  it('treats a whitespace-only search as no search', () => {
    expect(filterProjects(projects, { ...DEFAULT_PROJECT_FILTERS, search: '   ' })).toHaveLength(4);
  });

  it('finds nothing for a search that matches no field', () => {
    expect(filterProjects(projects, { ...DEFAULT_PROJECT_FILTERS, search: 'portland' })).toEqual([]);
  });

  it('keeps one status', () => {
    expect(numbers(filterProjects(projects, { ...DEFAULT_PROJECT_FILTERS, status: 'draft' }))).toEqual(['ESA-2026-0001', 'ESA-2026-0004']);
    expect(numbers(filterProjects(projects, { ...DEFAULT_PROJECT_FILTERS, status: 'completed' }))).toEqual(['ESA-2026-0003']);
  });

  it('keeps one client by its exact name', () => {
    expect(numbers(filterProjects(projects, { ...DEFAULT_PROJECT_FILTERS, client: 'Acme Lending' }))).toEqual(['ESA-2026-0001']);
  });

  it('combines search, status and client', () => {
    const filters = { search: 'springfield', status: 'draft', client: 'Bayside Bank' } as const;
    expect(numbers(filterProjects(projects, filters))).toEqual(['ESA-2026-0004']);
    expect(filterProjects(projects, { ...filters, status: 'in_review' })).toEqual([]);
  });
});

describe('distinctClientNames', () => {
  it('lists each client once, sorted regardless of case', () => {
    expect(distinctClientNames(projects)).toEqual(['Acme Lending', 'acme lending', 'Bayside Bank']);
  });

  it('is empty without projects', () => {
    expect(distinctClientNames([])).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and a blank search', () => {
    expect(hasActiveFilters(DEFAULT_PROJECT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PROJECT_FILTERS, search: '  ' })).toBe(false);
  });

  it.each([[{ search: 'elm' }], [{ status: 'in_review' as const }], [{ client: 'Bayside Bank' }]])('is true when %o narrows the list', (change) => {
    expect(hasActiveFilters({ ...DEFAULT_PROJECT_FILTERS, ...change })).toBe(true);
  });
});
