import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TopographyTab from './TopographyTab';

describe('TopographyTab', () => {
  it('shows the screen title', () => {
    render(<TopographyTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Topography' })).toBeInstanceOf(HTMLElement);
  });
});
