import { LAND_USES, type LandUse } from '@groundwork/contracts';
import type { GreyImage } from '../../grey-image';
import { Random } from '../city-directory-layouts/random';
import { hash01 } from './noise';
import { PAINTERS, ParcelFrame } from './painters';
import { FeetRaster } from './raster';
import { applyPhotoStyle, type PhotoStyle, randomPhotoStyle } from './style';

export type ScenePosition = 'subject' | 'north' | 'south' | 'east' | 'west';

export interface AerialSceneOptions {
  seed: number;
  /** Ground feet per image pixel. */
  ftPerPx: number;
  /** Side of the square image, in pixels. */
  sizePx: number;
  /** Pitch of the parcel grid, in feet (default 350). */
  parcelFt?: number;
  /** Where the subject's centre lands, in image pixels (default the image centre). */
  centre?: { x: number; y: number };
  /** Land use of the subject and of the parcels at `offsetFt` north, south, east and west; others are random. */
  labels?: Partial<Record<ScenePosition, LandUse>>;
  /** Distance from the subject's centre to each adjoining position, in feet (default 350). */
  offsetFt?: number;
  /** Draw the thin white outline around the subject parcel (default true). */
  outline?: boolean;
  /** Photo-level look; when omitted it is drawn from the seed. */
  style?: PhotoStyle;
}

export interface AerialScene {
  image: GreyImage;
  /** The subject's centre, in image pixels. */
  centre: { x: number; y: number };
}

/** How often each land use fills a parcel nobody asked about (the fixtures' mix). */
const BACKGROUND_WEIGHTS: Record<LandUse, number> = {
  undeveloped: 3,
  agricultural: 3,
  residential: 2,
  commercial: 2,
  industrial: 1,
  'road/parking': 1,
  water: 0.5,
};

function backgroundLabel(random: Random): LandUse {
  const total = LAND_USES.reduce((sum, label) => sum + BACKGROUND_WEIGHTS[label], 0);
  let draw = random.next() * total;
  for (const label of LAND_USES) {
    draw -= BACKGROUND_WEIGHTS[label];
    if (draw < 0) return label;
  }
  return 'undeveloped';
}

/** The grid cell (parcel column, row) each asked-for position falls in. */
function fixedParcels(labels: AerialSceneOptions['labels'], offsetFt: number, parcelFt: number): Map<string, LandUse> {
  const steps = Math.round(offsetFt / parcelFt);
  const cells: Record<ScenePosition, [number, number]> = { subject: [0, 0], north: [0, -steps], south: [0, steps], east: [steps, 0], west: [-steps, 0] };
  const fixed = new Map<string, LandUse>();
  for (const [position, label] of Object.entries(labels ?? {})) if (label) fixed.set(cells[position as ScenePosition].join(','), label);
  return fixed;
}

interface SceneLayout {
  parcelFt: number;
  roadEvery: number;
  roadPhase: [number, number];
  roadWidth: number;
  roadTone: number;
  dashed: boolean;
  gapFt: number;
  gapTone: number;
  edgeLine: { width: number; tone: number; opacity: number } | null;
}

function drawLayout(random: Random, parcelFt: number): SceneLayout {
  const roadEvery = random.int(2, 4);
  return {
    parcelFt,
    roadEvery,
    roadPhase: [random.int(0, roadEvery - 1), random.int(0, roadEvery - 1)],
    roadWidth: random.between(22, 42),
    roadTone: random.between(150, 190),
    dashed: random.chance(0.5),
    gapFt: random.chance(0.5) ? 0 : random.between(1, 4),
    gapTone: random.between(100, 170),
    edgeLine: random.chance(0.5) ? { width: random.between(1, 2.6), tone: random.between(40, 90), opacity: random.between(0.4, 0.9) } : null,
  };
}

function paintParcels(raster: FeetRaster, layout: SceneLayout, fixed: Map<string, LandUse>, seed: number, span: { x: [number, number]; y: [number, number] }) {
  const pitch = layout.parcelFt;
  const [i0, i1] = span.x.map((x) => Math.round(x / pitch));
  const [j0, j1] = span.y.map((y) => Math.round(y / pitch));
  for (let j = j0! - 1; j <= j1! + 1; j += 1) {
    for (let i = i0! - 1; i <= i1! + 1; i += 1) {
      const random = new Random(Math.floor(hash01(seed, i, j) * 2 ** 31));
      const label = fixed.get(`${i},${j}`) ?? backgroundLabel(random);
      const half = pitch / 2 - layout.gapFt / 2;
      const rect = { x0: i * pitch - half, y0: j * pitch - half, x1: i * pitch + half, y1: j * pitch + half };
      const frame = new ParcelFrame(raster, rect, random.chance(0.3), random.chance(0.3), random.chance(0.3));
      PAINTERS[label](frame, random, Math.floor(random.next() * 1e9));
      if (layout.edgeLine) {
        const { width, tone, opacity } = layout.edgeLine;
        raster.fillRect({ ...rect, y1: rect.y0 + width }, tone, opacity);
        raster.fillRect({ ...rect, x1: rect.x0 + width }, tone, opacity);
      }
    }
  }
}

function paintRoads(raster: FeetRaster, layout: SceneLayout, span: { x: [number, number]; y: [number, number] }) {
  const pitch = layout.parcelFt;
  const half = layout.roadWidth / 2;
  const along = { x0: span.x[0] - pitch, x1: span.x[1] + pitch, y0: span.y[0] - pitch, y1: span.y[1] + pitch };
  for (let k = Math.floor(span.x[0] / pitch) - 1; k <= Math.ceil(span.x[1] / pitch) + 1; k += 1) {
    if ((((k - layout.roadPhase[0]) % layout.roadEvery) + layout.roadEvery) % layout.roadEvery !== 0) continue;
    const x = (k + 0.5) * pitch;
    raster.fillRect({ x0: x - half, x1: x + half, y0: along.y0, y1: along.y1 }, layout.roadTone);
    if (layout.dashed) for (let y = along.y0; y < along.y1; y += 28) raster.fillRect({ x0: x - 1, x1: x + 1, y0: y, y1: y + 12 }, 235);
  }
  for (let k = Math.floor(span.y[0] / pitch) - 1; k <= Math.ceil(span.y[1] / pitch) + 1; k += 1) {
    if ((((k - layout.roadPhase[1]) % layout.roadEvery) + layout.roadEvery) % layout.roadEvery !== 0) continue;
    const y = (k + 0.5) * pitch;
    raster.fillRect({ y0: y - half, y1: y + half, x0: along.x0, x1: along.x1 }, layout.roadTone);
    if (layout.dashed) for (let x = along.x0; x < along.x1; x += 28) raster.fillRect({ y0: y - 1, y1: y + 1, x0: x, x1: x + 12 }, 235);
  }
}

function paintOutline(raster: FeetRaster, parcelFt: number, random: Random) {
  const half = parcelFt / 2 - random.between(0, 8);
  const width = random.between(2, 4);
  const tone = random.between(235, 255);
  raster.fillRect({ x0: -half, x1: half, y0: -half, y1: -half + width }, tone);
  raster.fillRect({ x0: -half, x1: half, y0: half - width, y1: half }, tone);
  raster.fillRect({ x0: -half, x1: -half + width, y0: -half, y1: half }, tone);
  raster.fillRect({ x0: half - width, x1: half, y0: -half, y1: half }, tone);
}

/**
 * A synthetic aerial photograph in the style of the fixture packages: a grid of parcels (sizes in
 * ground feet, so `ftPerPx` changes only how many pixels they take) separated by roads, the
 * subject's parcel at `centre` and its four neighbours at `offsetFt` with the asked-for land uses,
 * every other parcel random. The same options always give the same pixels.
 */
export function renderAerialScene(options: AerialSceneOptions): AerialScene {
  const { seed, ftPerPx, sizePx, parcelFt = 350, offsetFt = 350, outline = true } = options;
  const centre = options.centre ?? { x: sizePx / 2, y: sizePx / 2 };
  const random = new Random(seed);
  const layout = drawLayout(random, parcelFt);
  const style = { ...randomPhotoStyle(random), ...options.style };
  const raster = new FeetRaster(sizePx, sizePx, ftPerPx, centre);
  const span = {
    x: [-centre.x * ftPerPx, (sizePx - centre.x) * ftPerPx] as [number, number],
    y: [-centre.y * ftPerPx, (sizePx - centre.y) * ftPerPx] as [number, number],
  };
  raster.fillRect({ x0: span.x[0], x1: span.x[1], y0: span.y[0], y1: span.y[1] }, layout.gapTone);
  paintParcels(raster, layout, fixedParcels(options.labels, offsetFt, parcelFt), seed, span);
  paintRoads(raster, layout, span);
  if (outline) paintOutline(raster, parcelFt, random);
  const values = applyPhotoStyle(raster.values, sizePx, sizePx, style, random);
  raster.values.set(values);
  return { image: raster.toGrey(), centre };
}
