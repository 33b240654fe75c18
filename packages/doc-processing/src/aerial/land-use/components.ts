/** One 4-connected component of a mask: its pixel count and bounding box. */
export interface Component {
  area: number;
  width: number;
  height: number;
}

/** The 4-connected components of `mask` (non-zero = in), by flood fill, and each pixel's component (-1 outside the mask). */
export function labelComponents(mask: Uint8Array, width: number, height: number): { labels: Int32Array; components: Component[] } {
  const labels = new Int32Array(mask.length).fill(-1);
  const stack = new Int32Array(mask.length);
  const found: Component[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || labels[start]! >= 0) continue;
    const id = found.length;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    let area = 0;
    let [minX, maxX, minY, maxY] = [width, -1, height, -1];
    while (top > 0) {
      const index = stack[--top]!;
      const x = index % width;
      const y = (index - x) / width;
      area += 1;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, y > 0 ? index - width : -1, y < height - 1 ? index + width : -1]) {
        if (next >= 0 && mask[next] && labels[next]! < 0) {
          labels[next] = id;
          stack[top++] = next;
        }
      }
    }
    found.push({ area, width: maxX - minX + 1, height: maxY - minY + 1 });
  }
  return { labels, components: found };
}

export const components = (mask: Uint8Array, width: number, height: number): Component[] => labelComponents(mask, width, height).components;

/** The mask of the largest component (all zeros when the mask is empty). */
export function largestComponent(mask: Uint8Array, width: number, height: number): Uint8Array {
  const { labels, components: found } = labelComponents(mask, width, height);
  const largest = found.reduce((best, component, id) => (component.area > (found[best]?.area ?? 0) ? id : best), -1);
  return Uint8Array.from(labels, (id) => (id === largest && id >= 0 ? 1 : 0));
}
