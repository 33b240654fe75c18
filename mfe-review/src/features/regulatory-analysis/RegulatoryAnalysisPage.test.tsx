import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RegulatoryAnalysisPage from './RegulatoryAnalysisPage';

describe('RegulatoryAnalysisPage', () => {
  it('shows the screen title', () => {
    render(<RegulatoryAnalysisPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Regulatory Analysis' })).toBeInstanceOf(HTMLElement);
  });
});
