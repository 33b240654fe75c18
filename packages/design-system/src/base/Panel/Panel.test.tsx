import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a region named by its heading, at the level asked for', () => {
    render(
      <Panel title="Property Map" level={3} extra={<button type="button">Reset</button>}>
        map
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Property Map' });
    expect(region.textContent).toContain('map');
    expect(screen.getByRole('heading', { level: 3, name: 'Property Map' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Reset' }).closest('.gw-panel-head')).toBeInstanceOf(HTMLElement);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });
});
