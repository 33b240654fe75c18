function mix(state: number, part: number): number {
  let next = Math.imul(state ^ (part | 0), 0x85ebca6b);
  next = Math.imul(next ^ (next >>> 13), 0xc2b2ae35);
  return next ^ (next >>> 16);
}

/** A deterministic hash of three integers to [0, 1). */
export function hash01(a: number, b: number, c: number): number {
  return (mix(mix(mix(0x9e3779b9, a), b), c) >>> 0) / 4294967296;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Smooth value noise in [-1, 1] on a lattice of `cellFt` feet. */
export function valueNoise(seed: number, x: number, y: number, cellFt: number): number {
  const gx = x / cellFt;
  const gy = y / cellFt;
  const ix = Math.floor(gx);
  const iy = Math.floor(gy);
  const tx = smooth(gx - ix);
  const ty = smooth(gy - iy);
  const top = hash01(seed, ix, iy) * (1 - tx) + hash01(seed, ix + 1, iy) * tx;
  const bottom = hash01(seed, ix, iy + 1) * (1 - tx) + hash01(seed, ix + 1, iy + 1) * tx;
  return (top * (1 - ty) + bottom * ty) * 2 - 1;
}

/** Two octaves of value noise: the mottling of rough ground. */
export function mottle(seed: number, x: number, y: number, cellFt: number): number {
  return 0.65 * valueNoise(seed, x, y, cellFt) + 0.35 * valueNoise(seed + 1, x, y, cellFt / 2.3);
}
