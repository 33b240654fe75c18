import type { GreyImage } from '../../grey-image';

/** A rectangle in ground feet (x east, y south), `x0 < x1`, `y0 < y1`. */
export interface FeetRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Shade = number | ((x: number, y: number) => number);

/** Fraction of the pixel interval [index, index + 1) that [from, to) covers. */
const coverage = (index: number, from: number, to: number) => Math.max(0, Math.min(index + 1, to) - Math.max(index, from));

/**
 * A float canvas addressed in ground feet: `ftPerPx` feet per pixel, the ground point (0, 0) at
 * pixel `origin`. Shapes are painted with their pixel coverage as alpha, so thin marks fade
 * instead of vanishing when the scale coarsens.
 */
export class FeetRaster {
  readonly values: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly ftPerPx: number,
    readonly origin: { x: number; y: number },
  ) {
    this.values = new Float32Array(width * height);
  }

  toPx(xFt: number, yFt: number) {
    return { x: this.origin.x + xFt / this.ftPerPx, y: this.origin.y + yFt / this.ftPerPx };
  }

  private blend(index: number, shade: Shade, px: number, py: number, alpha: number) {
    if (alpha <= 0) return;
    const value = typeof shade === 'number' ? shade : shade((px + 0.5 - this.origin.x) * this.ftPerPx, (py + 0.5 - this.origin.y) * this.ftPerPx);
    this.values[index] = alpha >= 1 ? value : this.values[index]! * (1 - alpha) + value * alpha;
  }

  fillRect(rect: FeetRect, shade: Shade, opacity = 1) {
    const a = this.toPx(rect.x0, rect.y0);
    const b = this.toPx(rect.x1, rect.y1);
    const xStart = Math.max(0, Math.floor(a.x));
    const xEnd = Math.min(this.width, Math.ceil(b.x));
    const yStart = Math.max(0, Math.floor(a.y));
    const yEnd = Math.min(this.height, Math.ceil(b.y));
    for (let py = yStart; py < yEnd; py += 1) {
      const rowCover = coverage(py, a.y, b.y);
      for (let px = xStart; px < xEnd; px += 1) this.blend(py * this.width + px, shade, px, py, opacity * rowCover * coverage(px, a.x, b.x));
    }
  }

  fillCircle(cx: number, cy: number, radiusFt: number, shade: Shade, opacity = 1) {
    const centre = this.toPx(cx, cy);
    const radius = radiusFt / this.ftPerPx;
    const xStart = Math.max(0, Math.floor(centre.x - radius - 1));
    const xEnd = Math.min(this.width, Math.ceil(centre.x + radius + 1));
    const yStart = Math.max(0, Math.floor(centre.y - radius - 1));
    const yEnd = Math.min(this.height, Math.ceil(centre.y + radius + 1));
    for (let py = yStart; py < yEnd; py += 1) {
      for (let px = xStart; px < xEnd; px += 1) {
        const distance = Math.hypot(px + 0.5 - centre.x, py + 0.5 - centre.y);
        // A circle smaller than a pixel keeps its ink as a fainter dot.
        const cover = Math.min(1, radius + 0.5 - distance) * Math.min(1, radius * radius * Math.PI);
        this.blend(py * this.width + px, shade, px, py, opacity * Math.max(0, cover));
      }
    }
  }

  toGrey(): GreyImage {
    const pixels = new Uint8Array(this.values.length);
    for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.max(0, Math.min(255, Math.round(this.values[index]!)));
    return { width: this.width, height: this.height, pixels };
  }
}
