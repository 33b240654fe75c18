import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectionTag } from './DirectionTag';
import { DIRECTION_COLORS, DIRECTIONS } from '../directions';

describe('DirectionTag', () => {
  it.each([
    ['subject', 'Subject'],
    ['north', 'North'],
    ['south', 'South'],
    ['east', 'East'],
    ['west', 'West'],
  ] as const)('labels %s as %s', (direction, label) => {
    render(<DirectionTag direction={direction} />);
    expect(screen.getByTestId('direction-tag').textContent).toBe(label);
  });

  it('uses the spec colours: subject red, north blue, south green, east purple, west orange', () => {
    expect(DIRECTIONS).toEqual(['subject', 'north', 'south', 'east', 'west']);
    expect(DIRECTION_COLORS).toEqual({
      subject: '#dc2626',
      north: '#2563eb',
      south: '#15803d',
      east: '#9333ea',
      west: '#c2410c',
    });
  });

  it('paints the tag in its direction colour', () => {
    render(<DirectionTag direction="east" />);
    expect(screen.getByTestId('direction-tag').style.backgroundColor).toBe('rgb(147, 51, 234)');
  });
});
