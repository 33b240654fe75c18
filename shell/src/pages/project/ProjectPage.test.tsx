import { projectQueryKeys, setStoredTokens } from '@groundwork/api-client';
import type { Project, Role } from '@groundwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/AppRoutes';
import { loadRemoteComponent } from '../../remotes/federation';
import { stubApi, type FakeApi, type FakeResponse } from '../../test/fake-api';
import { sampleProject } from '../../test/projects';
import { renderWithShell } from '../../test/render-app';

// Each tab remote reads the project from the shared cache, as the real remotes do.
vi.mock('../../remotes/federation', async (importOriginal) => {
  const { useParams } = await import('react-router-dom');
  const { useQuery: useSharedQuery } = await import('@tanstack/react-query');
  const { projectQueryKeys: keys } = await import('@groundwork/api-client');
  return {
    ...(await importOriginal<typeof import('../../remotes/federation')>()),
    loadRemoteComponent: vi.fn(async (moduleId: string) => ({
      default: function TabRemote() {
        const { projectId = '' } = useParams();
        const { data } = useSharedQuery<Project>({ queryKey: keys.detail(projectId) });
        return (
          <p data-testid="remote-module" data-project-number={data?.projectNumber}>
            {moduleId}
          </p>
        );
      },
    })),
  };
});

const project = sampleProject();
const projectUrl = `/api/projects/${project.id}`;
const projectPath = `/projects/${project.id}`;

let api: FakeApi;

function signIn(role: Role = 'owner') {
  setStoredTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r' });
  api.on('GET /api/auth/user', { body: { email: 'jane@acme.test', role } });
}

function serveProject(response: FakeResponse | FakeResponse[] = { body: project }) {
  api.on(`GET ${projectUrl}`, response);
}

function projectReads(): number {
  return api.calls().filter((call) => call === `GET ${projectUrl}`).length;
}

/** The dashboard's reads, kept active so invalidating them shows as a second request. */
function DashboardReads() {
  useQuery({ queryKey: projectQueryKeys.list });
  useQuery({ queryKey: projectQueryKeys.activity });
  return null;
}

function renderAt(path: string, { withDashboardReads = false } = {}) {
  return renderWithShell(
    <>
      <AppRoutes />
      {withDashboardReads && <DashboardReads />}
    </>,
    { path },
  );
}

async function remoteModule(): Promise<HTMLElement> {
  return screen.findByTestId('remote-module');
}

function tabLinks(): HTMLElement[] {
  return within(screen.getByRole('navigation', { name: 'Project tabs' })).getAllByRole('link');
}

describe('ProjectPage', () => {
  beforeEach(() => {
    vi.mocked(loadRemoteComponent).mockClear();
    api = stubApi();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.title = 'Groundwork';
  });

  describe('loading and showing the project', () => {
    it('shows a skeleton with the tabs while the project loads, then the project and its tab', async () => {
      signIn();
      let answer: (response: FakeResponse) => void = () => {};
      api.on(`GET ${projectUrl}`, () => new Promise<FakeResponse>((resolve) => (answer = resolve)));
      renderAt(projectPath);

      expect(await screen.findByTestId('project-header-skeleton')).toBeInstanceOf(HTMLElement);
      expect(screen.getByTestId('project-content-skeleton').querySelector('.ant-skeleton')).toBeInstanceOf(HTMLElement);
      expect(tabLinks()).toHaveLength(9);
      expect(screen.queryByTestId('project-number')).toBeNull();
      // The tab's code loads while the project does; the tab mounts once the project is there.
      expect(loadRemoteComponent).toHaveBeenCalledWith('mfe_mapping/AdjoiningPropertiesTab');
      expect(screen.queryByTestId('remote-module')).toBeNull();

      await act(async () => answer({ body: project }));
      expect((await screen.findByTestId('project-number')).textContent).toBe('ESA-2026-0007');
      expect(screen.getByTestId('project-address').textContent).toBe('1200 Harbor Blvd, Oakland, CA 94607');
      expect(screen.getByTestId('status-badge').textContent).toBe('Draft');
      expect(screen.queryByTestId('project-header-skeleton')).toBeNull();
      expect(screen.queryByTestId('project-content-skeleton')).toBeNull();
      const remote = await remoteModule();
      expect(remote.textContent).toBe('mfe_mapping/AdjoiningPropertiesTab');
      expect(remote.dataset.projectNumber).toBe('ESA-2026-0007');
      expect(projectReads()).toBe(1);
    });

    it('keeps the logo and the back arrow pointing at /', async () => {
      signIn();
      serveProject();
      renderAt(projectPath);
      await screen.findByTestId('project-number');
      expect(screen.getByTestId('project-back').getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Groundwork home' }).getAttribute('href')).toBe('/');
    });

    it('titles the document with the project number and the tab label', async () => {
      signIn();
      serveProject();
      renderAt(`${projectPath}?tab=directory`);
      await remoteModule();
      expect(document.title).toBe('ESA-2026-0007 · City Directory · Groundwork');
      fireEvent.click(screen.getByTestId('project-tab-soils'));
      await waitFor(() => expect(document.title).toBe('ESA-2026-0007 · Soils/Geology · Groundwork'));
    });
  });

  describe('tabs', () => {
    it('opens the adjoining tab by default and highlights it', async () => {
      signIn();
      serveProject();
      renderAt(projectPath);
      expect((await remoteModule()).textContent).toBe('mfe_mapping/AdjoiningPropertiesTab');
      const current = tabLinks().filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual(['Adjoining Properties']);
      expect(tabLinks()[3]?.getAttribute('href')).toBe(`${projectPath}?tab=aerial`);
    });

    it('opens the tab named by ?tab= and switches tab on click without reading the project again', async () => {
      signIn();
      serveProject();
      renderAt(`${projectPath}?tab=aerial`);
      expect((await remoteModule()).textContent).toBe('mfe_studies/AerialTab');
      fireEvent.click(screen.getByTestId('project-tab-report'));
      await waitFor(async () => expect((await remoteModule()).textContent).toBe('mfe_studies/ReportTab'));
      expect(tabLinks().find((link) => link.getAttribute('aria-current') === 'page')?.textContent).toBe('Report Generation');
      expect(projectReads()).toBe(1);
    });
  });

  describe('a missing project', () => {
    it.each([
      ['a 404', project.id, { status: 404, body: { message: 'Project not found', code: 'NOT_FOUND' } }],
      ['a malformed id answered with 400', 'not-an-id', { status: 400, body: { message: 'Invalid project id', code: 'VALIDATION_FAILED' } }],
    ])('shows Project Not Found for %s, and Back to Projects goes to /', async (_case, id, response) => {
      signIn();
      api.on(`GET /api/projects/${id}`, response);
      renderAt(`/projects/${id}`);
      expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInstanceOf(HTMLElement);
      expect(screen.getByText('The requested project could not be found.')).toBeInstanceOf(HTMLElement);
      expect(screen.queryByRole('navigation', { name: 'Project tabs' })).toBeNull();
      expect(loadRemoteComponent).not.toHaveBeenCalled();
      expect(api.calls().filter((call) => call === `GET /api/projects/${id}`)).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: 'Back to Projects' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
      expect(screen.queryByRole('heading', { name: 'Project Not Found' })).toBeNull();
    });
  });

  describe('an unauthorized answer', () => {
    // Only setTimeout is fake, and it moves 1 ms per step while real I/O settles, so the 500 ms
    // redirect can only fire when the test moves the clock on purpose.
    async function advanceClock(ms: number) {
      await act(() => vi.advanceTimersByTimeAsync(ms));
    }
    async function stepUntil(check: () => boolean) {
      for (let steps = 0; steps < 100 && !check(); steps += 1) {
        await advanceClock(1);
        await act(() => new Promise((resolve) => setImmediate(resolve)));
      }
      expect(check()).toBe(true);
    }

    it('shows the Unauthorized toast and goes to /api/login after 500 ms, once, without retrying', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      signIn();
      serveProject({ status: 401, body: { message: 'Unauthorized: invalid or expired token' } });
      renderAt(projectPath);

      await stepUntil(() => screen.queryByText('You are logged out. Logging in again...') !== null && screen.queryByTestId('project-redirecting') !== null);
      expect(screen.getByText('Unauthorized')).toBeInstanceOf(HTMLElement);
      expect(screen.queryByRole('heading', { name: 'Project Not Found' })).toBeNull();
      expect(screen.queryByTestId('project-load-error')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Project tabs' })).toBeNull();

      // The exact 500 ms boundary is unit-tested with the handler (app/unauthorized.test.tsx).
      expect(assign).not.toHaveBeenCalled();
      await advanceClock(500);
      expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login');

      await advanceClock(10_000);
      expect(assign).toHaveBeenCalledTimes(1);
      expect(projectReads()).toBe(1);
      expect(loadRemoteComponent).not.toHaveBeenCalled();
    });
  });

  describe('any other failure', () => {
    it('shows the status with Retry, does not retry by itself, and Retry reads the project again', async () => {
      signIn();
      serveProject([{ status: 503, body: { message: 'Projects service unavailable' } }, { body: project }]);
      renderAt(projectPath);

      const card = await screen.findByTestId('project-load-error');
      expect(within(card).getByRole('heading', { name: 'Could not load the project' })).toBeInstanceOf(HTMLElement);
      expect(within(card).getByText('The server answered 503: Projects service unavailable.')).toBeInstanceOf(HTMLElement);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(projectReads()).toBe(1);
      expect(loadRemoteComponent).not.toHaveBeenCalled();

      fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
      expect((await screen.findByTestId('project-number')).textContent).toBe('ESA-2026-0007');
      expect((await remoteModule()).textContent).toBe('mfe_mapping/AdjoiningPropertiesTab');
      expect(screen.queryByTestId('project-load-error')).toBeNull();
      expect(projectReads()).toBe(2);
    });

    it('says the server could not be reached when there is no answer', async () => {
      signIn();
      api.on(`GET ${projectUrl}`, () => Promise.reject(new TypeError('Failed to fetch')));
      renderAt(projectPath);
      const card = await screen.findByTestId('project-load-error');
      expect(within(card).getByText('The server could not be reached. Check your connection and try again.')).toBeInstanceOf(HTMLElement);
    });
  });

  describe('status control', () => {
    async function statusButtons(): Promise<string[]> {
      await screen.findByTestId('project-number');
      const group = screen.queryByRole('group', { name: 'Change status' });
      return group
        ? within(group)
            .getAllByRole('button')
            .map((button) => button.textContent ?? '')
        : [];
    }

    it.each([
      ['owner', 'draft', ['Submit for Review']],
      ['owner', 'in_review', ['Send back to Draft', 'Mark Completed']],
      ['admin', 'completed', ['Reopen']],
      ['member', 'in_review', ['Send back to Draft']],
      ['member', 'completed', []],
      ['viewer', 'in_review', []],
      ['viewer', 'draft', []],
    ] as const)('gives a %s on a %s project %j', async (role, status, labels) => {
      signIn(role);
      serveProject({ body: sampleProject({ status }) });
      renderAt(projectPath);
      expect(await statusButtons()).toEqual(labels);
      expect(screen.getByTestId('status-badge').textContent).toBe({ draft: 'Draft', in_review: 'In Review', completed: 'Completed' }[status]);
    });

    it('offers no change on an archived project', async () => {
      signIn('owner');
      serveProject({ body: sampleProject({ status: 'in_review', archivedAt: '2026-04-01T00:00:00.000Z' }) });
      renderAt(projectPath);
      expect(await statusButtons()).toEqual([]);
    });

    it('PATCHes the status, shows the answer, and has the dashboard list and activity read again', async () => {
      signIn('owner');
      serveProject({ body: sampleProject({ status: 'in_review' }) });
      api.on('GET /api/projects', { body: [] });
      api.on('GET /api/projects/activity', { body: [] });
      const patches: unknown[] = [];
      api.on(`PATCH ${projectUrl}`, ({ body }) => {
        patches.push(body);
        return { body: sampleProject({ status: 'completed' }) };
      });
      renderAt(projectPath, { withDashboardReads: true });
      await waitFor(() => expect(api.calls()).toContain('GET /api/projects/activity'));
      await remoteModule();

      fireEvent.click(screen.getByRole('button', { name: 'Mark Completed' }));
      await waitFor(() => expect(within(screen.getByTestId('project-status')).getByTestId('status-badge').textContent).toBe('Completed'));
      expect(patches).toEqual([{ status: 'completed' }]);
      expect(await statusButtons()).toEqual(['Reopen']);
      await waitFor(() => expect(api.calls().filter((call) => call === 'GET /api/projects')).toHaveLength(2));
      await waitFor(() => expect(api.calls().filter((call) => call === 'GET /api/projects/activity')).toHaveLength(2));
      expect(projectReads()).toBe(1);
      expect((await remoteModule()).dataset.projectNumber).toBe('ESA-2026-0007');
    });

    it('shows a destructive toast with the server message when the change is refused', async () => {
      signIn('owner');
      serveProject({ body: sampleProject({ status: 'in_review' }) });
      api.on(`PATCH ${projectUrl}`, {
        status: 409,
        body: { message: 'This project is archived', code: 'PROJECT_ARCHIVED', requestId: 'r-1' },
      });
      renderAt(projectPath);
      await statusButtons();

      fireEvent.click(screen.getByRole('button', { name: 'Send back to Draft' }));
      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Status change failed')).toBeInstanceOf(HTMLElement);
      expect(within(toast).getByText('This project is archived')).toBeInstanceOf(HTMLElement);
      expect(screen.getByTestId('status-badge').textContent).toBe('In Review');
      expect(await statusButtons()).toEqual(['Send back to Draft', 'Mark Completed']);
    });

    it('leaves an unauthorized answer to the global handler', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      signIn('owner');
      serveProject({ body: sampleProject({ status: 'draft' }) });
      api.on(`PATCH ${projectUrl}`, { status: 401, body: { message: 'Unauthorized: invalid or expired token' } });
      renderAt(projectPath);
      await statusButtons();

      fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInstanceOf(HTMLElement);
      expect(screen.queryByText('Status change failed')).toBeNull();
      await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login'));
    });
  });

  describe('report viability', () => {
    // Only Date is fake: the browser's today is 2026-07-01, timers and I/O run as usual.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-07-01T15:00:00Z'));
    });

    function viability(): HTMLElement {
      return screen.getByRole('region', { name: 'Report viability' });
    }

    async function showProject(role: Role, overrides: Partial<Project>) {
      signIn(role);
      serveProject({ body: sampleProject(overrides) });
      renderAt(projectPath);
      await screen.findByTestId('project-number');
      return viability();
    }

    it('asks for the assessment dates while none is entered', async () => {
      const region = await showProject('owner', {});
      expect(within(region).getByText("Enter the assessment dates to compute the report's viability")).toBeInstanceOf(HTMLElement);
      expect(within(region).queryByRole('alert')).toBeNull();
      expect(within(region).getAllByText('Not entered')).toHaveLength(4);
    });

    it('shows the last viable day, the days left and the component it counts from', async () => {
      const region = await showProject('member', { viabilityDates: { databaseSearch: '2026-06-10', interviews: '2026-06-02', siteVisit: '2026-06-05' } });
      expect(within(region).getByText('Report viable until Nov 29, 2026 (151 days left)')).toBeInstanceOf(HTMLElement);
      expect(within(region).getByText('Counted from Interviews on Jun 2, 2026')).toBeInstanceOf(HTMLElement);
      expect(within(region).queryByRole('alert')).toBeNull();
      expect(within(screen.getByTestId('project-viability-dates')).getByText('Jun 5, 2026')).toBeInstanceOf(HTMLElement);
    });

    it('warns when fewer than 30 days remain', async () => {
      const region = await showProject('owner', { viabilityDates: { siteVisit: '2026-01-10' } });
      const alert = within(region).getByRole('alert');
      expect(alert.className).toContain('ant-alert-warning');
      expect(within(alert).getByText('Report viable until Jul 9, 2026 (8 days left)')).toBeInstanceOf(HTMLElement);
      expect(within(alert).getByText('Counted from Site visit on Jan 10, 2026')).toBeInstanceOf(HTMLElement);
      expect(within(alert).getByText(/^Fewer than 30 days of viability remain/)).toBeInstanceOf(HTMLElement);
    });

    it('shows an expired report as an error', async () => {
      const region = await showProject('viewer', { viabilityDates: { databaseSearch: '2025-12-01' } });
      const alert = within(region).getByRole('alert');
      expect(alert.className).toContain('ant-alert-error');
      expect(within(alert).getByText('Report viability expired on May 30, 2026 (32 days ago)')).toBeInstanceOf(HTMLElement);
    });

    it('lets a writer edit the dates, PATCHes all four with the emptied one as null, and shows the answer', async () => {
      const entered = { databaseSearch: '2026-06-10', interviews: '2026-06-02' };
      api.on('GET /api/projects', { body: [] });
      const patches: unknown[] = [];
      api.on(`PATCH ${projectUrl}`, ({ body }) => {
        patches.push(body);
        return { body: sampleProject({ viabilityDates: { databaseSearch: '2026-06-10', siteVisit: '2026-06-20' } }) };
      });
      const region = await showProject('member', { viabilityDates: entered });

      fireEvent.click(within(region).getByRole('button', { name: 'Edit dates' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report viability dates' });
      const input = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
      expect(input('Regulatory database search').value).toBe('2026-06-10');
      expect(input('Environmental professional declaration').value).toBe('');
      fireEvent.change(input('Interviews'), { target: { value: '' } });
      fireEvent.change(input('Site visit'), { target: { value: '2026-06-20' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report viability dates' })).toBeNull());
      expect(patches).toEqual([{ viabilityDates: { databaseSearch: '2026-06-10', interviews: null, siteVisit: '2026-06-20', epDeclaration: null } }]);
      expect(within(viability()).getByText('Report viable until Dec 7, 2026 (159 days left)')).toBeInstanceOf(HTMLElement);
      expect(within(viability()).getByText('Counted from Regulatory database search on Jun 10, 2026')).toBeInstanceOf(HTMLElement);
      expect(projectReads()).toBe(1);
    });

    it("keeps the dialog open with the server's message when the dates are refused", async () => {
      api.on(`PATCH ${projectUrl}`, { status: 409, body: { message: 'This project is archived', code: 'PROJECT_ARCHIVED', requestId: 'r-2' } });
      const region = await showProject('owner', {});
      fireEvent.click(within(region).getByRole('button', { name: 'Edit dates' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report viability dates' });
      fireEvent.change(within(dialog).getByLabelText('Site visit'), { target: { value: '2026-06-20' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
      expect(await screen.findByText('Dates not saved')).toBeInstanceOf(HTMLElement);
      expect(screen.getByText('This project is archived')).toBeInstanceOf(HTMLElement);
      expect(screen.getByRole('dialog', { name: 'Report viability dates' })).toBeInstanceOf(HTMLElement);
    });

    it.each([
      ['a viewer', 'viewer', {}],
      ['an archived project', 'owner', { archivedAt: '2026-06-01T00:00:00.000Z' }],
    ] as const)('offers no edit to %s, only the values', async (_case, role, overrides) => {
      const region = await showProject(role, { ...overrides, viabilityDates: { siteVisit: '2026-06-05' } });
      expect(within(region).getByText('Report viable until Dec 2, 2026 (154 days left)')).toBeInstanceOf(HTMLElement);
      expect(within(region).getByText('Jun 5, 2026')).toBeInstanceOf(HTMLElement);
      expect(within(region).queryByRole('button')).toBeNull();
    });
  });
});
