import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SoilsTab from './SoilsTab';

describe('SoilsTab', () => {
  it('shows the screen title', () => {
    render(<SoilsTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Soils/Geology' })).toBeInstanceOf(HTMLElement);
  });
});
