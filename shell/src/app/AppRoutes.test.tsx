import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteComponent } from '../remotes/federation';
import { AppRoutes } from './AppRoutes';

vi.mock('../remotes/federation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../remotes/federation')>()),
  loadRemoteComponent: vi.fn(async (moduleId: string) => ({
    default: () => <p data-testid="remote-module">{moduleId}</p>,
  })),
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

async function renderedModule(): Promise<string | null> {
  return (await screen.findByTestId('remote-module')).textContent;
}

describe('AppRoutes', () => {
  beforeEach(() => vi.mocked(loadRemoteComponent).mockClear());

  it.each([
    ['/', 'mfe_marketing/LandingPage'],
    ['/dashboard', 'mfe_projects/ProjectsDashboard'],
    ['/demo', 'mfe_marketing/DemoPage'],
    ['/projects/p-1/regulatory-analysis/3', 'mfe_review/RegulatoryAnalysisPage'],
  ])('renders %s from %s', async (path, moduleId) => {
    renderAt(path);
    expect(await renderedModule()).toBe(moduleId);
  });

  it('shows the not-found page with the router hint for any other path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('keeps /auth in the shell', () => {
    renderAt('/auth');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('opens a project on the adjoining tab by default, with the nine tabs in the side panel', async () => {
    renderAt('/projects/p-1');
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
    expect(tabs[7]?.getAttribute('href')).toBe('/projects/p-1?tab=database');
    expect(tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent)).toEqual([
      'Adjoining Properties',
    ]);
    expect(tabs[0]?.closest('li')?.className).toContain('ant-menu-item-selected');
  });

  it.each([
    ['directory', 'mfe_studies/CityDirectoryTab'],
    ['fire-map', 'mfe_studies/FireMapTab'],
    ['review-phase1', 'mfe_review/ReviewPhase1Tab'],
    ['report', 'mfe_studies/ReportTab'],
    ['not-a-tab', 'mfe_mapping/AdjoiningPropertiesTab'],
  ])('renders the tab named by ?tab=%s', async (tab, moduleId) => {
    renderAt(`/projects/p-1?tab=${tab}`);
    expect(await renderedModule()).toBe(moduleId);
  });
});
