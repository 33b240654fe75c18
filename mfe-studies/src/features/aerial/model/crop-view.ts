import type { PixelBox } from '@groundwork/contracts';

/** How much of the photo around the sampled window the crop shows (the window's size times this). */
export const CROP_CONTEXT = 3;

export interface CropView {
  /** The whole photo's size at the crop's zoom (`background-size`). */
  imageWidth: number;
  imageHeight: number;
  /** Where the photo's top-left corner lies in the crop (`background-position`). */
  offsetX: number;
  offsetY: number;
  /** The sampled window inside the crop. */
  outline: PixelBox;
}

/**
 * A square crop of `size` pixels centred on `window` (in the photo's pixels), showing CROP_CONTEXT
 * times the window's larger side so the window keeps some surroundings.
 */
export function cropView(photo: { width: number; height: number }, window: PixelBox, size: number): CropView {
  const side = Math.max(window.width, window.height, 1) * CROP_CONTEXT;
  const scale = size / side;
  const left = window.x + window.width / 2 - side / 2;
  const top = window.y + window.height / 2 - side / 2;
  return {
    imageWidth: photo.width * scale,
    imageHeight: photo.height * scale,
    offsetX: -left * scale,
    offsetY: -top * scale,
    outline: { x: (window.x - left) * scale, y: (window.y - top) * scale, width: window.width * scale, height: window.height * scale },
  };
}
