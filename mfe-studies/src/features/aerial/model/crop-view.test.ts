import { describe, expect, it } from 'vitest';
import { CROP_CONTEXT, cropView } from './crop-view';

describe('cropView', () => {
  it('centres the window with context and outlines it at the crop zoom', () => {
    // A 100 px window at (450, 350) of a 1000 x 800 photo, in a 240 px crop: 300 photo px from (350, 250) shown, zoom 0.8.
    const view = cropView({ width: 1000, height: 800 }, { x: 450, y: 350, width: 100, height: 100 }, 240);
    expect(CROP_CONTEXT).toBe(3);
    expect(view).toEqual({
      imageWidth: 800,
      imageHeight: 640,
      offsetX: -280,
      offsetY: -200,
      outline: { x: 80, y: 80, width: 80, height: 80 },
    });
  });

  it('fits the larger side of a long window', () => {
    const view = cropView({ width: 1000, height: 800 }, { x: 0, y: 0, width: 200, height: 50 }, 300);
    expect(view.outline.width).toBe(100);
    expect(view.outline.height).toBe(25);
    expect(view.outline.x + view.outline.width / 2).toBe(150);
  });
});
