import { LAND_USES, type LandUse } from '@groundwork/contracts';
import { samplePatch, SAMPLE_WINDOW_FT } from '../../aerial/land-use/patch';
import type { GreyImage } from '../../grey-image';
import { Random } from '../city-directory-layouts/random';
import { renderAerialScene, type ScenePosition } from './scene';

export interface LabelledPatch {
  patch: GreyImage;
  label: LandUse;
  /** The scene it was cut from: hold scenes apart, not patches. */
  sceneSeed: number;
  ftPerPx: number;
}

export interface LabelledPatchOptions {
  /** Scene seeds are drawn from this one. */
  seed: number;
  /** How many scenes to render (five patches each: the subject and its four neighbours). */
  scenes: number;
  /** Range of ground feet per pixel the scenes are rendered at (default 1.2 to 5). */
  ftPerPx?: [number, number];
  /** Range of parcel pitches (feet) the scenes are laid out on; neighbours are one parcel away (default 330 to 380). */
  parcelFt?: [number, number];
  /** Largest distance (feet) a window's centre is moved off its parcel's centre (default 20). */
  jitterFt?: number;
}

const POSITIONS: ScenePosition[] = ['subject', 'north', 'south', 'east', 'west'];
const STEPS: Record<ScenePosition, [number, number]> = { subject: [0, 0], north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] };

/**
 * Labelled training windows cut from rendered scenes at random scales and photo styles. Labels
 * cycle through a shuffled deck so every land use is equally frequent.
 */
export function* labelledPatches(options: LabelledPatchOptions): Generator<LabelledPatch> {
  const random = new Random(options.seed);
  const [minScale, maxScale] = options.ftPerPx ?? [1.2, 5];
  const jitter = options.jitterFt ?? 20;
  const [minParcel, maxParcel] = options.parcelFt ?? [330, 380];
  let deck: LandUse[] = [];
  for (let scene = 0; scene < options.scenes; scene += 1) {
    const labels: Partial<Record<ScenePosition, LandUse>> = {};
    for (const position of POSITIONS) {
      if (deck.length === 0) deck = random.shuffle(LAND_USES);
      labels[position] = deck.pop()!;
    }
    const sceneSeed = random.int(0, 2 ** 31 - 1);
    // Log-uniform: as many fine as coarse scales.
    const ftPerPx = minScale * (maxScale / minScale) ** random.next();
    const parcelFt = random.between(minParcel, maxParcel);
    const sizePx = Math.ceil((2 * parcelFt + SAMPLE_WINDOW_FT + 4 * jitter + 40) / ftPerPx);
    const { image, centre } = renderAerialScene({ seed: sceneSeed, ftPerPx, sizePx, parcelFt, offsetFt: parcelFt, labels, outline: random.chance(0.5) });
    for (const position of POSITIONS) {
      const [dx, dy] = STEPS[position];
      const point = {
        x: centre.x + (dx * parcelFt + random.between(-jitter, jitter)) / ftPerPx,
        y: centre.y + (dy * parcelFt + random.between(-jitter, jitter)) / ftPerPx,
      };
      yield { patch: samplePatch(image, point, ftPerPx), label: labels[position]!, sceneSeed, ftPerPx };
    }
  }
}
