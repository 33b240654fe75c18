import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FireMapTab from './FireMapTab';

describe('FireMapTab', () => {
  it('shows the screen title', () => {
    render(<FireMapTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fire Insurance Map' })).toBeInstanceOf(HTMLElement);
  });
});
