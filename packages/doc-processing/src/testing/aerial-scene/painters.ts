import type { LandUse } from '@groundwork/contracts';
import type { Random } from '../city-directory-layouts/random';
import { mottle } from './noise';
import type { FeetRaster, FeetRect, Shade } from './raster';

/**
 * A parcel's own frame: local coordinates (u along the parcel's width, v down it, in feet from its
 * top-left corner) mapped to ground feet, optionally transposed and mirrored so that rows of
 * houses, roofs and stall rows face any of the four ways.
 */
export class ParcelFrame {
  readonly width: number;
  readonly height: number;

  constructor(
    private readonly raster: FeetRaster,
    private readonly bounds: FeetRect,
    private readonly transposed: boolean,
    private readonly mirrorU: boolean,
    private readonly mirrorV: boolean,
  ) {
    const spanX = bounds.x1 - bounds.x0;
    const spanY = bounds.y1 - bounds.y0;
    this.width = transposed ? spanY : spanX;
    this.height = transposed ? spanX : spanY;
  }

  private toGround(u: number, v: number) {
    const uu = this.mirrorU ? this.width - u : u;
    const vv = this.mirrorV ? this.height - v : v;
    return this.transposed ? { x: this.bounds.x0 + vv, y: this.bounds.y0 + uu } : { x: this.bounds.x0 + uu, y: this.bounds.y0 + vv };
  }

  private toLocal(x: number, y: number) {
    const du = this.transposed ? y - this.bounds.y0 : x - this.bounds.x0;
    const dv = this.transposed ? x - this.bounds.x0 : y - this.bounds.y0;
    return { u: this.mirrorU ? this.width - du : du, v: this.mirrorV ? this.height - dv : dv };
  }

  private shadeOf(shade: Shade): Shade {
    if (typeof shade === 'number') return shade;
    return (x, y) => {
      const { u, v } = this.toLocal(x, y);
      return shade(u, v);
    };
  }

  rect(u0: number, v0: number, u1: number, v1: number, shade: Shade, opacity = 1) {
    const a = this.toGround(Math.max(0, u0), Math.max(0, v0));
    const b = this.toGround(Math.min(this.width, u1), Math.min(this.height, v1));
    this.raster.fillRect({ x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) }, this.shadeOf(shade), opacity);
  }

  circle(u: number, v: number, radius: number, shade: Shade, opacity = 1) {
    const centre = this.toGround(u, v);
    this.raster.fillCircle(centre.x, centre.y, radius, this.shadeOf(shade), opacity);
  }

  /** Sun from the north-west in every frame: shadows fall south-east on the ground. */
  shadowOffset(length: number) {
    const origin = this.toLocal(0, 0);
    const shifted = this.toLocal(length, length);
    return { du: shifted.u - origin.u, dv: shifted.v - origin.v };
  }

  get ftPerPx() {
    return this.raster.ftPerPx;
  }
}

type Painter = (frame: ParcelFrame, random: Random, seed: number) => void;

/** Stripes whose amplitude fades as their period nears two pixels (what a lens would leave of them). */
function stripes(base: number, amplitude: number, periodFt: number, ftPerPx: number, across: 'u' | 'v', phase: number): Shade {
  const visible = Math.max(0, Math.min(1, periodFt / ftPerPx / 2 - 0.75));
  const scaled = amplitude * visible;
  return (u, v) => base + scaled * Math.sin(((across === 'u' ? u : v) / periodFt + phase) * 2 * Math.PI);
}

function trees(frame: ParcelFrame, random: Random, count: number, radius: [number, number], tone: number) {
  for (let index = 0; index < count; index += 1) {
    frame.circle(random.between(0, frame.width), random.between(0, frame.height), random.between(...radius), tone + random.between(-8, 8));
  }
}

const undeveloped: Painter = (frame, random, seed) => {
  const base = random.between(112, 148);
  const amplitude = random.between(7, 16);
  const cell = random.between(28, 60);
  frame.rect(0, 0, frame.width, frame.height, (u, v) => base + amplitude * mottle(seed, u, v, cell));
  const density = random.between(600, 2600);
  trees(frame, random, Math.round((frame.width * frame.height) / density), [2.5, 6.5], base - random.between(55, 80));
};

const agricultural: Painter = (frame, random, seed) => {
  const fields = random.pick([1, 2, 2, 3, 3, 4]);
  const splitAlongU = random.chance(0.75);
  const span = splitAlongU ? frame.width : frame.height;
  const cuts = [0, ...Array.from({ length: fields - 1 }, () => random.between(0.15, 0.85) * span).sort((a, b) => a - b), span];
  for (let field = 0; field < fields; field += 1) {
    const base = random.between(115, 190);
    const period = random.between(4, 13);
    const across = random.chance(0.7) === splitAlongU ? 'u' : 'v';
    const shade = stripes(base, random.between(6, 20), period, frame.ftPerPx, across, random.next());
    const grain = random.between(0, 4);
    const textured: Shade = (u, v) => (shade as (u: number, v: number) => number)(u, v) + grain * mottle(seed + field, u, v, 12);
    const [from, to] = [cuts[field]!, cuts[field + 1]!];
    if (splitAlongU) frame.rect(from, 0, to, frame.height, textured);
    else frame.rect(0, from, frame.width, to, textured);
  }
};

function house(frame: ParcelFrame, random: Random, u: number, v: number, size: { w: number; h: number }) {
  const shadow = frame.shadowOffset(random.between(2.5, 5));
  frame.rect(u + shadow.du, v + shadow.dv, u + size.w + shadow.du, v + size.h + shadow.dv, random.between(25, 55));
  frame.rect(u, v, u + size.w, v + size.h, random.between(190, 238));
}

const residential: Painter = (frame, random, seed) => {
  const base = random.between(100, 140);
  frame.rect(0, 0, frame.width, frame.height, (u, v) => base + 5 * mottle(seed, u, v, 40));
  const street = random.between(8, 15);
  const middle = frame.height / 2 + random.between(-15, 15);
  frame.rect(0, middle - street / 2, frame.width, middle + street / 2, random.between(150, 185));
  const pitchU = random.between(32, 52);
  const pitchV = random.between(40, 62);
  const skip = random.between(0.05, 0.3);
  for (let v = random.between(8, 20); v < frame.height - 18; v += pitchV) {
    if (Math.abs(v + 10 - middle) < street + 8) continue;
    for (let u = random.between(4, 14); u < frame.width - 15; u += pitchU) {
      if (random.chance(skip)) continue;
      house(frame, random, u + random.between(-4, 4), v + random.between(-4, 4), { w: random.between(15, 28), h: random.between(12, 22) });
    }
  }
  trees(frame, random, random.int(6, 30), [3.5, 8], random.between(35, 65));
};

function bigRoof(frame: ParcelFrame, random: Random, ribbed: boolean) {
  const w = frame.width * random.between(0.4, 0.72);
  const h = frame.height * random.between(0.3, 0.52);
  const u0 = random.between(0.04, 0.96) * (frame.width - w);
  const v0 = frame.height * random.between(0.05, 0.16);
  const shadow = frame.shadowOffset(random.between(7, 16));
  frame.rect(u0 + shadow.du, v0 + shadow.dv, u0 + w + shadow.du, v0 + h + shadow.dv, random.between(12, 38));
  const tone = random.between(ribbed ? 188 : 205, ribbed ? 225 : 238);
  frame.rect(u0, v0, u0 + w, v0 + h, tone);
  if (ribbed) {
    const pitch = random.between(6, 18);
    const groove = random.between(1.5, 4);
    const grooveTone = tone - random.between(20, 75);
    for (let u = u0 + pitch; u < u0 + w - groove; u += pitch) frame.rect(u, v0, u + groove, v0 + h, grooveTone);
  }
  return { u0, v0, u1: u0 + w, v1: v0 + h };
}

function stallRow(frame: ParcelFrame, random: Random, v: number, carShare: number, ground: number) {
  const length = random.between(14, 34);
  const width = random.between(1.5, 5);
  const pitch = Math.max(width + random.between(5, 11), random.between(9, 16));
  const tone = Math.min(250, ground + random.between(40, 130));
  for (let u = random.between(6, 16); u < frame.width - 8; u += pitch) {
    frame.rect(u, v, u + width, v + length, tone);
    if (random.chance(carShare)) {
      const carTone = random.chance(0.5) ? random.between(30, 90) : random.between(170, 235);
      frame.rect(u + width + 1, v + 1.5, u + pitch - 1, v + length - 1, carTone);
    }
  }
}

const commercial: Painter = (frame, random) => {
  const ground = random.between(148, 188);
  frame.rect(0, 0, frame.width, frame.height, ground);
  const roof = bigRoof(frame, random, false);
  for (let speck = random.int(1, 14); speck > 0; speck -= 1) {
    const u = random.between(roof.u0 + 4, roof.u1 - 10);
    const v = random.between(roof.v0 + 4, roof.v1 - 10);
    frame.rect(u, v, u + random.between(2.5, 11), v + random.between(2.5, 11), random.between(70, 165));
  }
  const rows = random.int(1, 2);
  const top = roof.v1 + random.between(22, 40);
  for (let row = 0; row < rows && top + row * 40 < frame.height - 15; row += 1)
    stallRow(frame, random, top + row * random.between(38, 48), random.between(0.03, 0.2), ground);
};

const industrial: Painter = (frame, random, seed) => {
  const base = random.between(130, 168);
  frame.rect(0, 0, frame.width, frame.height, (u, v) => base + random.between(3, 7) * mottle(seed, u, v, 30));
  const roof = bigRoof(frame, random, true);
  for (let piece = random.int(8, 34); piece > 0; piece -= 1) {
    const u = random.between(0, frame.width);
    const v = random.between(roof.v1 + 10, frame.height);
    frame.rect(u, v, u + random.between(3, 22), v + random.between(2, 7), random.chance(0.5) ? random.between(60, 110) : random.between(170, 235));
  }
  for (let tank = random.int(1, 4); tank > 0; tank -= 1) {
    const radius = random.between(7, 17);
    const u = random.between(radius, frame.width - radius);
    const v = random.between(roof.v1 + radius + 8, Math.max(roof.v1 + radius + 9, frame.height - radius));
    const shadow = frame.shadowOffset(random.between(3, 7));
    frame.circle(u + shadow.du, v + shadow.dv, radius, random.between(15, 40));
    frame.circle(u, v, radius, random.between(228, 250));
  }
};

const roadParking: Painter = (frame, random) => {
  const base = random.between(78, 120);
  frame.rect(0, 0, frame.width, frame.height, base);
  const rows = random.int(3, 4);
  const pitch = frame.height / rows;
  const carShare = random.between(0.03, 0.3);
  for (let row = 0; row < rows; row += 1) stallRow(frame, random, row * pitch + random.between(0.2, 0.4) * pitch, carShare, base);
};

const water: Painter = (frame, random, seed) => {
  const base = random.between(42, 88);
  const ripple = random.chance(0.6) ? stripes(0, random.between(1.5, 5), random.between(5, 14), frame.ftPerPx, 'v', random.next()) : 0;
  const swell = random.between(1, 4);
  frame.rect(0, 0, frame.width, frame.height, (u, v) => base + (typeof ripple === 'number' ? 0 : ripple(u, v)) + swell * mottle(seed, u, v, 80));
};

export const PAINTERS: Record<LandUse, Painter> = {
  undeveloped,
  agricultural,
  residential,
  commercial,
  industrial,
  'road/parking': roadParking,
  water,
};
