import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AerialTab from './AerialTab';

describe('AerialTab', () => {
  it('shows the screen title', () => {
    render(<AerialTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Aerial Review' })).toBeInstanceOf(HTMLElement);
  });
});
