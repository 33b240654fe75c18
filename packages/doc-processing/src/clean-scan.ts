import type { GreyImage } from './grey-image';
import { otsuThreshold } from './ink-mask';

/** A mark no bigger than this (inches, either way) can be a speck or a leader dot; letters are bigger. */
const SPECK_MAX_SIZE_IN = 0.025;
/** ...and is one when no other ink lies within this distance (inches); a period sits closer to its letter. */
const SPECK_CLEARANCE_IN = 0.025;

interface Components {
  /** Per pixel: 0 for paper, else the component's label (1-based). */
  labels: Int32Array;
  /** Per label: bounding box as [x0, y0, x1, y1] (inclusive) at 4 * label. */
  boxes: Int32Array;
  count: number;
}

function find(parents: Int32Array, label: number): number {
  let root = label;
  while (parents[root] !== root) root = parents[root]!;
  while (parents[label] !== root) {
    const next = parents[label]!;
    parents[label] = root;
    label = next;
  }
  return root;
}

/** Joins the sets of two labels; returns the surviving (smaller) root. */
function union(parents: Int32Array, a: number, b: number): number {
  const rootA = find(parents, a);
  const rootB = find(parents, b);
  if (rootA === rootB) return rootA;
  if (rootA < rootB) {
    parents[rootB] = rootA;
    return rootA;
  }
  parents[rootA] = rootB;
  return rootB;
}

/** The 8-connected components of the pixels at or below `threshold` (two passes with union-find). */
function inkComponents({ width, height, pixels }: GreyImage, threshold: number): Components {
  const labels = new Int32Array(width * height);
  let parents = new Int32Array(4096);
  let next = 1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const index = row + x;
      if (pixels[index]! > threshold) continue;
      // Neighbours already labelled: left, and the three above.
      let label = x > 0 ? labels[index - 1]! : 0;
      if (y > 0) {
        const above = index - width;
        const upLeft = x > 0 ? labels[above - 1]! : 0;
        const up = labels[above]!;
        const upRight = x < width - 1 ? labels[above + 1]! : 0;
        if (upLeft !== 0) label = label === 0 ? upLeft : union(parents, label, upLeft);
        if (up !== 0) label = label === 0 ? up : union(parents, label, up);
        if (upRight !== 0) label = label === 0 ? upRight : union(parents, label, upRight);
      }
      if (label === 0) {
        if (next >= parents.length) {
          const grown = new Int32Array(parents.length * 2);
          grown.set(parents);
          parents = grown;
        }
        parents[next] = next;
        label = next;
        next += 1;
      }
      labels[index] = label;
    }
  }
  const boxes = new Int32Array(4 * next).fill(-1);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0, index = y * width; x < width; x += 1, index += 1) {
      if (labels[index] === 0) continue;
      const label = find(parents, labels[index]!);
      labels[index] = label;
      const at = 4 * label;
      if (boxes[at] === -1) {
        boxes[at] = x;
        boxes[at + 1] = y;
        boxes[at + 2] = x;
      } else {
        if (x < boxes[at]!) boxes[at] = x;
        if (x > boxes[at + 2]!) boxes[at + 2] = x;
      }
      boxes[at + 3] = y;
    }
  }
  return { labels, boxes, count: next };
}

/** Whether any ink of another component lies in the box grown by `margin`. */
function hasNeighbour(components: Components, label: number, width: number, height: number, margin: number): boolean {
  const at = 4 * label;
  const x0 = Math.max(0, components.boxes[at]! - margin);
  const y0 = Math.max(0, components.boxes[at + 1]! - margin);
  const x1 = Math.min(width - 1, components.boxes[at + 2]! + margin);
  const y1 = Math.min(height - 1, components.boxes[at + 3]! + margin);
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const other = components.labels[y * width + x]!;
      if (other !== 0 && other !== label) return true;
    }
  }
  return false;
}

/**
 * Erases small marks that stand alone: a scan's specks, and dot leaders (rows of dots between a
 * name and its phone), which Tesseract reads as strings of junk that spoil the words beside
 * them. A period, a colon, the dot of an i or a hyphen sits close to other ink and is kept.
 * Returns the image unchanged when there is nothing to erase.
 */
export function removeSpecks(image: GreyImage, dpi: number): GreyImage {
  const { width, height, pixels } = image;
  const histogram = new Uint32Array(256);
  for (const value of pixels) histogram[value]! += 1;
  const threshold = otsuThreshold(histogram, pixels.length);
  let paperSum = 0;
  let paperCount = 0;
  for (let level = threshold + 1; level < 256; level += 1) {
    paperSum += level * histogram[level]!;
    paperCount += histogram[level]!;
  }
  const paper = paperCount > 0 ? Math.round(paperSum / paperCount) : 255;
  const components = inkComponents(image, threshold);
  const maxSize = Math.max(2, Math.round(SPECK_MAX_SIZE_IN * dpi));
  const clearance = Math.max(2, Math.round(SPECK_CLEARANCE_IN * dpi));
  let out: Uint8Array | null = null;
  for (let label = 1; label < components.count; label += 1) {
    const at = 4 * label;
    if (components.boxes[at] === -1) continue;
    const boxWidth = components.boxes[at + 2]! - components.boxes[at]! + 1;
    const boxHeight = components.boxes[at + 3]! - components.boxes[at + 1]! + 1;
    if (boxWidth > maxSize || boxHeight > maxSize || hasNeighbour(components, label, width, height, clearance)) continue;
    out ??= Uint8Array.from(pixels);
    // The mark and its blurred rim (one pixel around it), which holds no other ink: paper again.
    const y0 = Math.max(0, components.boxes[at + 1]! - 1);
    const y1 = Math.min(height - 1, components.boxes[at + 3]! + 1);
    const x0 = Math.max(0, components.boxes[at]! - 1);
    const x1 = Math.min(width - 1, components.boxes[at + 2]! + 1);
    for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) out[y * width + x] = Math.max(out[y * width + x]!, paper);
  }
  return out ? { width, height, pixels: out } : image;
}
