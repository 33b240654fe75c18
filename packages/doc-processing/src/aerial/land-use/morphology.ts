/** A 3×3 dilation (`grow`) or erosion of a binary mask, edges treated as outside. */
export function morph3(mask: Uint8Array, width: number, height: number, grow: boolean): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let any = false;
      let all = true;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          const on = nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] === 1;
          any ||= on;
          all &&= on;
        }
      }
      out[y * width + x] = (grow ? any : all) ? 1 : 0;
    }
  }
  return out;
}

/** Morphological closing by `steps` 3×3 dilations then as many erosions: fills grooves and specks narrower than about 2·steps pixels. */
export function close(mask: Uint8Array, width: number, height: number, steps: number): Uint8Array {
  let result = mask;
  for (let step = 0; step < steps; step += 1) result = morph3(result, width, height, true);
  for (let step = 0; step < steps; step += 1) result = morph3(result, width, height, false);
  return result;
}
