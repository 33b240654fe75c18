import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CityDirectoryTab from './CityDirectoryTab';

describe('CityDirectoryTab', () => {
  it('shows the screen title', () => {
    render(<CityDirectoryTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'City Directory' })).toBeInstanceOf(HTMLElement);
  });
});
