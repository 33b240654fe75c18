/** A 2D affine transform `[a, b, c, d, e, f]` as PDF and canvas write it: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: a point goes through `inner` first (PDF's `cm` on the current matrix). */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  return [
    outer[0] * inner[0] + outer[2] * inner[1],
    outer[1] * inner[0] + outer[3] * inner[1],
    outer[0] * inner[2] + outer[2] * inner[3],
    outer[1] * inner[2] + outer[3] * inner[3],
    outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
    outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
  ];
}

export function apply(matrix: Matrix, x: number, y: number): [number, number] {
  return [matrix[0] * x + matrix[2] * y + matrix[4], matrix[1] * x + matrix[3] * y + matrix[5]];
}

/** Area of the unit square under the transform (how much of the page an image drawn with it covers). */
export function unitSquareArea(matrix: Matrix): number {
  return Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]);
}

export function toMatrix(values: unknown): Matrix | null {
  if (!Array.isArray(values) && !ArrayBuffer.isView(values)) return null;
  const numbers = Array.from(values as ArrayLike<number>);
  return numbers.length === 6 && numbers.every(Number.isFinite) ? (numbers as unknown as Matrix) : null;
}
