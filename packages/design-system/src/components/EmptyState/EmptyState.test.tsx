import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    render(
      <EmptyState
        title="No Projects Found"
        description="Get started by creating your first ESA project."
        action={<button type="button">New Project</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Projects Found' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Get started by creating your first ESA project.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInstanceOf(HTMLElement);
  });

  it('renders no action area without an action', () => {
    render(<EmptyState title="Nothing here" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
