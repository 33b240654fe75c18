import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import RegulatoryAnalysisPage from './RegulatoryAnalysisPage';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/projects/:projectId/regulatory-analysis/:itemIndex" element={<RegulatoryAnalysisPage />} />
        <Route path="/projects/:projectId" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('RegulatoryAnalysisPage', () => {
  it("shows the record's summary the database tab passed, and goes back to that tab", () => {
    const summary = 'BOEING SURPLUS WAREHOUSE, 3277 INDUSTRIAL WAY (map ID 2), is listed in LUST (Open - site assessment).';
    renderAt(`/projects/p1/regulatory-analysis/1?summary=${encodeURIComponent(summary)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Regulatory Analysis' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(summary)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Initial summary (record 2)')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /Back to Regulatory Database/ }));
    expect(screen.getByTestId('where').textContent).toBe('/projects/p1?tab=database');
  });

  it('says so when no summary was passed', () => {
    renderAt('/projects/p1/regulatory-analysis/0');
    expect(screen.getByText('No summary was passed for this record.')).toBeInstanceOf(HTMLElement);
  });
});
