/** An 8-bit greyscale image, one byte per pixel, row after row (0 black, 255 white). */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5): a few header bytes, then one byte per pixel. Leptonica reads it without decoding. */
export function toPgm({ width, height, pixels }: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  return Buffer.concat([header, pixels]);
}
