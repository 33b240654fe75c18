import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { GreyImage } from '../grey-image';

/** JPEG quality of a stored photograph: the consultant checks land use on it, not fine print. */
const PHOTO_JPEG_QUALITY = 85;

function canvasOf({ width, height, pixels }: GreyImage) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const data = context.createImageData(width, height);
  for (let pixel = 0; pixel < pixels.length; pixel += 1) {
    const value = pixels[pixel]!;
    data.data[pixel * 4] = value;
    data.data[pixel * 4 + 1] = value;
    data.data[pixel * 4 + 2] = value;
    data.data[pixel * 4 + 3] = 255;
  }
  context.putImageData(data, 0, 0);
  return { canvas, context };
}

/** A greyscale photograph as JPEG bytes. */
export const encodePhotoJpeg = (image: GreyImage): Uint8Array => new Uint8Array(canvasOf(image).canvas.toBuffer('image/jpeg', PHOTO_JPEG_QUALITY));

/**
 * The crop of a stored photograph a reviewer (the consultant, a vision model) looks at: the window
 * with as much context again on each side, the window outlined, as PNG.
 */
export async function reviewCropPng(photo: Uint8Array, window: { x: number; y: number; width: number; height: number }): Promise<Uint8Array> {
  const image = await loadImage(Buffer.from(photo));
  const margin = Math.max(window.width, window.height);
  const x0 = Math.max(0, Math.floor(window.x - margin));
  const y0 = Math.max(0, Math.floor(window.y - margin));
  const x1 = Math.min(image.width, Math.ceil(window.x + window.width + margin));
  const y1 = Math.min(image.height, Math.ceil(window.y + window.height + margin));
  const canvas = createCanvas(Math.max(1, x1 - x0), Math.max(1, y1 - y0));
  const context = canvas.getContext('2d');
  context.drawImage(image, x0, y0, x1 - x0, y1 - y0, 0, 0, x1 - x0, y1 - y0);
  context.strokeStyle = '#ff2a2a';
  context.lineWidth = Math.max(2, Math.round(window.width / 60));
  context.strokeRect(window.x - x0, window.y - y0, window.width, window.height);
  return new Uint8Array(canvas.toBuffer('image/png'));
}
