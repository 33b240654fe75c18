import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, MIN_SCALE, panBy, wheelFactor, zoomAt, zoomCentered, zoomPercent } from './zoom';

describe('fitView', () => {
  it('shows the whole page centred', () => {
    expect(fitView({ width: 2000, height: 1000 }, { width: 1000, height: 800 })).toEqual({ scale: 0.5, x: 0, y: 150 });
  });

  it('is 1:1 without a viewport size', () => {
    expect(fitView({ width: 2000, height: 1000 }, { width: 0, height: 0 })).toEqual({ scale: 1, x: 0, y: 0 });
  });
});

describe('zoomAt', () => {
  it('keeps the point under the cursor in place', () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 50 });
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    // The page point (100, 50) is still at viewport (100, 50).
    expect(view.x + 100 * view.scale).toBe(100);
  });

  it('stays within the scale limits', () => {
    expect(zoomAt({ scale: MAX_SCALE, x: 0, y: 0 }, 2, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: MIN_SCALE, x: 0, y: 0 }, 0.5, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });

  it('zooms about the centre for the buttons', () => {
    expect(zoomCentered({ scale: 1, x: 0, y: 0 }, 2, { width: 200, height: 100 })).toEqual({ scale: 2, x: -100, y: -50 });
  });
});

describe('panning and wheel', () => {
  it('moves the page by the drag', () => {
    expect(panBy({ scale: 1, x: 10, y: 10 }, 5, -20)).toEqual({ scale: 1, x: 15, y: -10 });
  });

  it('zooms in for a wheel up and out for a wheel down', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(zoomPercent({ scale: 1.25, x: 0, y: 0 })).toBe('125%');
  });
});
