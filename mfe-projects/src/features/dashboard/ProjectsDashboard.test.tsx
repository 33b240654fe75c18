import type { Activity, Project, User } from '@groundwork/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, optionTexts } from '@groundwork/design-system/testing';
import { stubApi, type FakeApi } from '@groundwork/api-client/testing';
import { aProject, anActivity } from '../../test/fixtures';
import { currentPath, renderInShell } from '../../test/render-dashboard';
import ProjectsDashboard from './ProjectsDashboard';

const member: User = { email: 'sam@acme.test', role: 'member', organization: { id: 'o1', name: 'Acme' } };
const viewer: User = { ...member, role: 'viewer' };

const projects: Project[] = [
  aProject({ projectNumber: 'ESA-2026-0003', siteAddress: '12 Main St, Springfield, IL', clientName: 'Acme Lending', status: 'draft', progress: 0 }),
  aProject({ projectNumber: 'ESA-2026-0002', siteAddress: '400 Harbor Rd, Oakland, CA', clientName: 'Bayside Bank', status: 'in_review', progress: 67 }),
  aProject({ projectNumber: 'ESA-2026-0001', siteAddress: '9 Mill Lane, Dayton, OH', clientName: 'Acme Lending', status: 'completed', progress: 100 }),
];

let api: FakeApi;

function serve({ list = projects, activity = [] }: { list?: Project[]; activity?: Activity[] } = {}) {
  api.on('GET /api/projects', { body: list });
  api.on('GET /api/projects/activity', { body: activity });
}

function renderDashboard(user: User | undefined = member) {
  return renderInShell(<ProjectsDashboard />, user ? { user } : {});
}

const cardNumbers = () => screen.queryAllByTestId('project-card').map((card) => within(card).getByTestId('project-number').textContent);

const search = (text: string) => fireEvent.change(screen.getByLabelText('Search projects'), { target: { value: text } });

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProjectsDashboard: header and list', () => {
  it('shows the title, the subtitle and the New Project button', async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Manage your Phase 1 ESA projects')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(cardNumbers()).toEqual(['ESA-2026-0003', 'ESA-2026-0002', 'ESA-2026-0001']));
  });

  it('shows skeleton cards while the list loads', async () => {
    let answer: (response: { body: Project[] }) => void = () => undefined;
    api.on('GET /api/projects', () => new Promise((resolve) => (answer = resolve)));
    api.on('GET /api/projects/activity', { body: [] });
    renderDashboard();
    expect(screen.getByTestId('projects-loading').getAttribute('aria-busy')).toBe('true');
    answer({ body: projects });
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(screen.queryByTestId('projects-loading')).toBeNull();
  });

  it('shows a clear error with Retry when the list fails, and recovers', async () => {
    api.on('GET /api/projects', { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } });
    api.on('GET /api/projects/activity', { body: [] });
    renderDashboard();
    expect(await screen.findByText('Could not load your projects')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Service unavailable')).toBeInstanceOf(HTMLElement);
    serve();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(screen.queryByText('Could not load your projects')).toBeNull();
  });

  it('re-reads the list within 3 s, so a progress change shows on its card', async () => {
    serve();
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    const firstProgress = () => within(screen.getAllByTestId('project-card')[0]!).getByTestId('project-progress').textContent;
    expect(firstProgress()).toBe('0%');
    serve({ list: [{ ...projects[0]!, progress: 33 }, ...projects.slice(1)] });
    await waitFor(() => expect(firstProgress()).toBe('33%'), { timeout: 4500 });
    expect(api.calls().filter((call) => call === 'GET /api/projects').length).toBeGreaterThanOrEqual(2);
  });

  it('hides New Project from a viewer, also in the empty state', async () => {
    serve({ list: [] });
    renderDashboard(viewer);
    expect(await screen.findByText('Get started by creating your first ESA project.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'New Project' })).toBeNull();
  });
});

describe('ProjectsDashboard: empty states', () => {
  it('invites to create the first project when there is none', async () => {
    serve({ list: [] });
    renderDashboard();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'No Projects Found' })).toBeInstanceOf(HTMLElement);
    expect(within(empty).getByText('Get started by creating your first ESA project.')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(empty).getByRole('button', { name: 'New Project' }));
    // antd gives every generated id the same value under test, so the dialog is found by its title.
    expect(within(await screen.findByRole('dialog')).getByText('New Project')).toBeInstanceOf(HTMLElement);
  });

  it('says nothing matches when the filters exclude every project, and clears them', async () => {
    serve();
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    search('portland');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'No Projects Found' })).toBeInstanceOf(HTMLElement);
    expect(within(empty).getByText('No projects match your search criteria.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Get started by creating your first ESA project.')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(cardNumbers()).toHaveLength(3);
    expect((screen.getByLabelText('Search projects') as HTMLInputElement).value).toBe('');
  });
});

describe('ProjectsDashboard: search and filters', () => {
  beforeEach(() => serve());

  it('starts with an empty search, all statuses and all clients', async () => {
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    const searchBox = screen.getByLabelText('Search projects') as HTMLInputElement;
    expect(searchBox.value).toBe('');
    expect(searchBox.placeholder).toBe('Search by address, client or project number');
    expect(screen.getByTestId('projects-count').textContent).toBe('3 projects');
    expect(screen.getByTitle('All Statuses')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTitle('All Clients')).toBeInstanceOf(HTMLElement);
  });

  it.each([
    ['an address', 'harbor', ['ESA-2026-0002']],
    ['a client, in any case', 'ACME', ['ESA-2026-0003', 'ESA-2026-0001']],
    ['a project number', 'esa-2026-0001', ['ESA-2026-0001']],
    ['a padded term', '  springfield ', ['ESA-2026-0003']],
  ])('searches %s', async (_, text, expected) => {
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    search(text);
    expect(cardNumbers()).toEqual(expected);
    expect(screen.getByTestId('projects-count').textContent).toBe(`Showing ${expected.length} of 3 projects`);
  });

  it('filters by status', async () => {
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(await optionTexts('Status filter')).toEqual(['All Statuses', 'Draft', 'In Review', 'Completed']);
    await chooseOption('Status filter', 'In Review');
    expect(cardNumbers()).toEqual(['ESA-2026-0002']);
    await chooseOption('Status filter', 'All Statuses');
    expect(cardNumbers()).toHaveLength(3);
  });

  it('filters by client among the distinct client names, sorted', async () => {
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(await optionTexts('Client filter')).toEqual(['All Clients', 'Acme Lending', 'Bayside Bank']);
    await chooseOption('Client filter', 'Acme Lending');
    expect(cardNumbers()).toEqual(['ESA-2026-0003', 'ESA-2026-0001']);
  });

  it('combines the filters', async () => {
    renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    await chooseOption('Client filter', 'Acme Lending');
    await chooseOption('Status filter', 'Completed');
    expect(cardNumbers()).toEqual(['ESA-2026-0001']);
    search('springfield');
    expect(await screen.findByText('No projects match your search criteria.')).toBeInstanceOf(HTMLElement);
  });

  it('opens a project from its card', async () => {
    const { container } = renderDashboard();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    fireEvent.click(within(screen.getAllByTestId('project-card')[1]!).getByText('Bayside Bank'));
    expect(currentPath(within(container))).toBe(`/projects/${projects[1]!.id}`);
  });
});

describe('ProjectsDashboard: Recent Activity', () => {
  it('lists each entry with its summary, project link, actor and time', async () => {
    const now = Date.now();
    serve({
      activity: [
        anActivity({
          projectId: projects[1]!.id,
          projectNumber: 'ESA-2026-0002',
          siteAddress: '400 Harbor Rd, Oakland, CA',
          summary: 'Status changed from Draft to In Review',
          type: 'status_changed',
          actor: { userId: 'u1', email: 'sam@acme.test' },
          at: new Date(now - 5 * 60_000).toISOString(),
        }),
        anActivity({ summary: 'Study finished: city directory', type: 'study_finished', actor: null, at: new Date(now - 2 * 3_600_000).toISOString() }),
      ],
    });
    const { container } = renderDashboard();
    const card = screen.getByTestId('recent-activity');
    expect(within(card).getByText('Recent Activity')).toBeInstanceOf(HTMLElement);
    const entries = await within(card).findAllByTestId('activity-entry');
    expect(entries).toHaveLength(2);
    const [statusEntry, studyEntry] = entries as [HTMLElement, HTMLElement];
    expect(within(statusEntry).getByText('Status changed from Draft to In Review')).toBeInstanceOf(HTMLElement);
    expect(statusEntry.textContent).toContain('sam@acme.test · 5 minutes ago');
    expect(within(studyEntry).getByText('Study finished: city directory')).toBeInstanceOf(HTMLElement);
    expect(studyEntry.textContent).toContain('System · 2 hours ago');
    const link = within(statusEntry).getByRole('link', { name: 'ESA-2026-0002 · 400 Harbor Rd, Oakland, CA' });
    expect(link.getAttribute('href')).toBe(`/projects/${projects[1]!.id}`);
    fireEvent.click(link);
    expect(currentPath(within(container))).toBe(`/projects/${projects[1]!.id}`);
  });

  it('says "No recent activity" when there is none', async () => {
    serve({ activity: [] });
    renderDashboard();
    expect(await within(screen.getByTestId('recent-activity')).findByText('No recent activity')).toBeInstanceOf(HTMLElement);
  });

  it('offers Retry when the activity fails to load', async () => {
    api.on('GET /api/projects', { body: projects });
    api.on('GET /api/projects/activity', { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } });
    renderDashboard();
    const card = screen.getByTestId('recent-activity');
    expect(await within(card).findByText('Could not load the recent activity.')).toBeInstanceOf(HTMLElement);
    serve({ activity: [] });
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('No recent activity')).toBeInstanceOf(HTMLElement);
  });
});
