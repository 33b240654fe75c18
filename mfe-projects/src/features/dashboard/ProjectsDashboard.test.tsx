import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectsDashboard from './ProjectsDashboard';

describe('ProjectsDashboard', () => {
  it('shows the screen title', () => {
    render(<ProjectsDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Manage your Phase 1 ESA projects')).toBeInstanceOf(HTMLElement);
  });
});
