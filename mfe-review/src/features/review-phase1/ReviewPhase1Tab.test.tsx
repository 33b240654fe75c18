import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReviewPhase1Tab from './ReviewPhase1Tab';

describe('ReviewPhase1Tab', () => {
  it('shows the screen title', () => {
    render(<ReviewPhase1Tab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Review Phase 1' })).toBeInstanceOf(HTMLElement);
  });
});
