import { render, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { StandaloneRemote } from './StandaloneRemote';

const Adjoining = () => <h1>Adjoining tab</h1>;
const Analysis = () => <h1>Analysis page</h1>;

function renderAt(url: string) {
  window.history.pushState({}, '', url);
  return render(
    <StandaloneRemote remoteName="mfe_test" screens={[{ label: 'Adjoining', link: '/projects/p1?tab=adjoining' }]} projectTabs={{ adjoining: Adjoining }}>
      <Route path="/analysis" element={<Analysis />} />
    </StandaloneRemote>,
  );
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('StandaloneRemote', () => {
  it('links every screen and names the remote', () => {
    renderAt('/');
    expect(screen.getByText('mfe_test (standalone)')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Adjoining' }).getAttribute('href')).toBe('/projects/p1?tab=adjoining');
    expect(screen.getByText('Pick a screen above.')).toBeDefined();
  });

  it('shows a project tab chosen by ?tab=', () => {
    renderAt('/projects/p1?tab=adjoining');
    expect(screen.getByRole('heading', { name: 'Adjoining tab' })).toBeDefined();
  });

  it('asks for a tab when ?tab= names none it has', () => {
    renderAt('/projects/p1?tab=soils');
    expect(screen.getByText('Pick a tab above.')).toBeDefined();
  });

  it('serves the full-page routes it is given', () => {
    renderAt('/analysis');
    expect(screen.getByRole('heading', { name: 'Analysis page' })).toBeDefined();
  });
});
