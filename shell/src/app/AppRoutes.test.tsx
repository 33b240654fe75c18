import { setStoredTokens } from '@groundwork/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteComponent } from '../remotes/federation';
import { stubApi, type FakeApi } from '../test/fake-api';
import { sampleProject } from '../test/projects';
import { renderWithShell } from '../test/render-app';
import { AppRoutes, isAntdFreeScreen } from './AppRoutes';

vi.mock('../remotes/federation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../remotes/federation')>()),
  loadRemoteComponent: vi.fn(async (moduleId: string) => ({
    default: () => <p data-testid="remote-module">{moduleId}</p>,
  })),
}));

let api: FakeApi;

function renderAt(path: string) {
  return renderWithShell(<AppRoutes />, { path });
}

function signIn(email = 'jane@acme.test') {
  setStoredTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r' });
  api.on('GET /api/auth/user', { body: { email, role: 'owner' } });
}

const project = sampleProject();

function serveProject() {
  api.on(`GET /api/projects/${project.id}`, { body: project });
}

async function renderedModule(): Promise<string | null> {
  return (await screen.findByTestId('remote-module')).textContent;
}

describe('AppRoutes', () => {
  beforeEach(() => {
    vi.mocked(loadRemoteComponent).mockClear();
    api = stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['/', 'mfe_marketing/LandingPage'],
    ['/demo', 'mfe_marketing/DemoPage'],
  ])('renders %s from %s for anyone', async (path, moduleId) => {
    renderAt(path);
    expect(await renderedModule()).toBe(moduleId);
  });

  it.each([
    ['/', 'mfe_projects/ProjectsDashboard'],
    ['/dashboard', 'mfe_projects/ProjectsDashboard'],
    ['/projects/p-1/regulatory-analysis/3', 'mfe_review/RegulatoryAnalysisPage'],
  ])('renders %s from %s for a signed-in user', async (path, moduleId) => {
    signIn();
    renderAt(path);
    expect(await renderedModule()).toBe(moduleId);
  });

  it.each(['/dashboard', '/team', '/projects/p-1', '/projects/p-1/regulatory-analysis/3'])('sends an anonymous visitor from %s to /auth', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('shows a spinner on a protected route while the user loads', async () => {
    setStoredTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r' });
    api.on('GET /api/auth/user', () => ({ body: { email: 'jane@acme.test' } }));
    renderAt('/dashboard');
    expect(screen.getByTestId('session-loading')).toBeInstanceOf(HTMLElement);
    expect(await renderedModule()).toBe('mfe_projects/ProjectsDashboard');
  });

  it('shows the not-found page with the router hint for any other path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInstanceOf(HTMLElement);
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('keeps /auth in the shell', async () => {
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInstanceOf(HTMLElement);
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('opens a project on the adjoining tab by default, with the nine tabs in the side panel', async () => {
    signIn();
    serveProject();
    renderAt(`/projects/${project.id}`);
    expect(await renderedModule()).toBe('mfe_mapping/AdjoiningPropertiesTab');
    const tabs = within(screen.getByRole('navigation', { name: 'Project tabs' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Adjoining Properties',
      'City Directory',
      'Soils/Geology',
      'Aerial Review',
      'Topography',
      'Fire Insurance Map',
      'Review Phase 1',
      'Regulatory Database',
      'Report Generation',
    ]);
    expect(tabs[7]?.getAttribute('href')).toBe(`/projects/${project.id}?tab=database`);
    expect(tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent)).toEqual(['Adjoining Properties']);
    expect(tabs[0]?.closest('li')?.className).toContain('ant-menu-item-selected');
  });

  it.each([
    ['directory', 'mfe_studies/CityDirectoryTab'],
    ['fire-map', 'mfe_studies/FireMapTab'],
    ['review-phase1', 'mfe_review/ReviewPhase1Tab'],
    ['report', 'mfe_studies/ReportTab'],
    ['not-a-tab', 'mfe_mapping/AdjoiningPropertiesTab'],
  ])('renders the tab named by ?tab=%s', async (tab, moduleId) => {
    signIn();
    serveProject();
    renderAt(`/projects/${project.id}?tab=${tab}`);
    expect(await renderedModule()).toBe(moduleId);
  });

  it('shows the user menu at the bottom of the side panel: initials, name, e-mail, Team and Log Out', async () => {
    signIn('jane.doe@acme.test');
    api.on('POST /api/auth/logout', { status: 204 });
    serveProject();
    renderAt(`/projects/${project.id}`);
    const menu = await screen.findByTestId('user-menu');
    await waitFor(() => expect(within(menu).getByTestId('user-initials').textContent).toBe('JA'));
    expect(within(menu).getByTestId('user-display-name').textContent).toBe('jane.doe');
    expect(within(menu).getByTestId('user-email').textContent).toBe('jane.doe@acme.test');
    menu.click();
    expect(await screen.findByRole('menuitem', { name: /Team/ })).toBeInstanceOf(HTMLElement);
    (await screen.findByRole('menuitem', { name: /Log Out/ })).click();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth'));
    expect(api.calls()).toContain('POST /api/auth/logout');
  });
});

describe('isAntdFreeScreen', () => {
  it('keeps antd off the demo, the sign-in page and the landing page of a visitor, and on every other screen', () => {
    expect(isAntdFreeScreen('/', false)).toBe(true);
    expect(isAntdFreeScreen('/demo', false)).toBe(true);
    expect(isAntdFreeScreen('/demo', true)).toBe(true);
    expect(isAntdFreeScreen('/', true)).toBe(false);
    expect(isAntdFreeScreen('/auth', false)).toBe(true);
    expect(isAntdFreeScreen('/dashboard', true)).toBe(false);
    expect(isAntdFreeScreen('/projects/p1', true)).toBe(false);
  });
});
