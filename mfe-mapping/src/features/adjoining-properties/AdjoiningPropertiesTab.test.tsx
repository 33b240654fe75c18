import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdjoiningPropertiesTab from './AdjoiningPropertiesTab';

describe('AdjoiningPropertiesTab', () => {
  it('shows the screen title', () => {
    render(<AdjoiningPropertiesTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Adjoining Properties' })).toBeInstanceOf(HTMLElement);
  });
});
