import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReportTab from './ReportTab';

describe('ReportTab', () => {
  it('shows the screen title', () => {
    render(<ReportTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Report Generation' })).toBeInstanceOf(HTMLElement);
  });
});
