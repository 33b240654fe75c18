import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DatabaseTab from './DatabaseTab';

describe('DatabaseTab', () => {
  it('shows the screen title', () => {
    render(<DatabaseTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Regulatory Database' })).toBeInstanceOf(HTMLElement);
  });
});
