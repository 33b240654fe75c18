import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region the keyboard reaches, holding its content', async () => {
    render(
      <>
        <button type="button">Before</button>
        <ScrollRegion label="Map units">
          <table>
            <tbody>
              <tr>
                <td>214</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Map units' });
    expect(region.className).toBe('gw-scroll-region');
    expect(region.querySelector('td')?.textContent).toBe('214');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });
});
