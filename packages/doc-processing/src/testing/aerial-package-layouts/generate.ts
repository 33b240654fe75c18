import { LAND_USES, type LandUse } from '@groundwork/contracts';
import { encodePhotoJpeg } from '../../aerial/encode';
import { renderAerialScene, type ScenePosition } from '../aerial-scene';
import { scanPdf } from '../city-directory-layouts/scan';
import { Random } from '../city-directory-layouts/random';
import { makePdf } from '../make-files';

/**
 * Aerial packages from vendors the fixtures do not show: the label above, beside or printed over
 * the photograph, in other words (`Flight Date`, `Photo Date: 05/12/1963`, a side panel), other
 * print scales and sizes, several photographs per page, the subject outlined as a vector or burned
 * into the print or not outlined at all, and (`scanned`) the whole package as page scans, the
 * labels only in the pixels. Each comes with its truth: the years (oldest first), their
 * pages, the scale and the land use at each property.
 */
export const AERIAL_LAYOUTS = ['grid-captions-above', 'landscape-side-panel', 'year-on-print', 'strip-three-per-page'] as const;
export type AerialLayout = (typeof AERIAL_LAYOUTS)[number];

export interface GeneratedAerialPackage {
  layout: AerialLayout;
  pdf: Uint8Array;
  feetPerInch: number;
  years: Array<{ year: number; page: number; landUse: Record<ScenePosition, LandUse> }>;
}

const POSITIONS: ScenePosition[] = ['subject', 'north', 'south', 'east', 'west'];
const LAST_PHOTO_YEAR = 2024;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface LayoutSpec {
  size: [number, number];
  /** Photographs per page and where each goes (points, top-left origin), its printed width. */
  slots: Array<{ x: number; y: number; width: number }>;
  feetPerInch: number;
  /** The scale as this vendor prints it. */
  scaleText: string;
  outline: 'vector' | 'burned' | 'none';
  /** Draws a photograph's label; `index` is the slot. */
  label: (document: PDFKit.PDFDocument, slot: { x: number; y: number; width: number }, photo: PhotoTruth, scaleText: string) => void;
  /** Page furniture (header, footer). */
  page?: (document: PDFKit.PDFDocument, pageNumber: number, scaleText: string) => void;
  newestFirst: boolean;
}

interface PhotoTruth {
  year: number;
  month: number;
  day: number;
  source: string;
}

const SOURCES = ['USGS', 'USDA/ASCS', 'Abrams Aerial Survey', 'Pacific Air Industries', 'NAPP', 'NHAP'];

const LAYOUTS: Record<AerialLayout, LayoutSpec> = {
  'grid-captions-above': {
    size: [612, 792],
    slots: [
      { x: 54, y: 96, width: 243 },
      { x: 315, y: 96, width: 243 },
      { x: 54, y: 430, width: 243 },
      { x: 315, y: 430, width: 243 },
    ],
    feetPerInch: 1000,
    scaleText: 'Scale 1 inch = 1,000 feet',
    outline: 'vector',
    newestFirst: false,
    label: (document, slot, photo) => {
      document.fontSize(9).text(`Flight Date ${photo.year}   ${photo.source}`, slot.x, slot.y - 16, { width: slot.width, lineBreak: false });
    },
    page: (document, pageNumber, scaleText) => {
      document.fontSize(8).text(`Historic Aerial Review - Job 5521-${pageNumber}`, 54, 40, { lineBreak: false });
      document.fontSize(8).text(scaleText, 54, 740, { lineBreak: false });
    },
  },
  'landscape-side-panel': {
    size: [792, 612],
    slots: [{ x: 54, y: 72, width: 468 }],
    feetPerInch: 400,
    scaleText: '1:4,800',
    outline: 'burned',
    newestFirst: true,
    label: (document, slot, photo, scaleText) => {
      const x = slot.x + slot.width + 24;
      const rows: Array<[string, string]> = [
        ['Photo Date', `${String(photo.month).padStart(2, '0')}/${String(photo.day).padStart(2, '0')}/${photo.year}`],
        ['Scale', scaleText],
        ['Agency', photo.source],
      ];
      rows.forEach(([name, value], index) => {
        document.fontSize(9).text(name, x, slot.y + 20 + index * 40, { lineBreak: false });
        document.fontSize(11).text(value, x, slot.y + 34 + index * 40, { lineBreak: false });
      });
    },
  },
  'year-on-print': {
    size: [612, 792],
    slots: [{ x: 90, y: 150, width: 432 }],
    feetPerInch: 750,
    scaleText: 'Approximate scale 1" = 750\'',
    outline: 'none',
    newestFirst: false,
    label: (document, slot, photo) => {
      document
        .fillColor('white')
        .fontSize(16)
        .text(String(photo.year), slot.x + 10, slot.y + 10, { lineBreak: false });
      document.fillColor('black');
    },
    page: (document, pageNumber, scaleText) => {
      document.fontSize(10).text('SITE 2240-B  HISTORICAL PHOTOGRAPHY', 90, 60, { lineBreak: false });
      document.fontSize(9).text(scaleText, 90, 100, { lineBreak: false });
      document.fontSize(8).text(`Sheet ${pageNumber}`, 500, 740, { lineBreak: false });
    },
  },
  'strip-three-per-page': {
    size: [612, 792],
    slots: [
      { x: 72, y: 60, width: 216 },
      { x: 72, y: 300, width: 216 },
      { x: 72, y: 540, width: 216 },
    ],
    feetPerInch: 600,
    scaleText: '1:7,200',
    outline: 'vector',
    newestFirst: true,
    label: (document, slot, photo, scaleText) => {
      document
        .fontSize(9)
        .text(
          `Frame 4-${photo.day} | ${MONTHS[photo.month - 1]} ${photo.day}, ${photo.year} | ${scaleText} | ${photo.source}`,
          slot.x,
          slot.y + slot.width + 6,
          {
            lineBreak: false,
          },
        );
    },
  },
};

/** The scene's pixels for a printed width: about 260 pixels per printed inch, as vendors scan them. */
const PIXELS_PER_INCH = 260;

/**
 * An aerial package in `layout`: `count` photographs from 1940 on (years a few apart), each a
 * rendered scene whose subject and four neighbours have random land uses, printed at the layout's
 * scale, with a cover page listing nothing the reader needs.
 */
export async function makeAerialPackage(
  layout: AerialLayout,
  { seed, count = 6, scanned = false }: { seed: number; count?: number; scanned?: boolean },
): Promise<GeneratedAerialPackage> {
  const spec = LAYOUTS[layout];
  const random = new Random(seed);
  const next = () => random.next();
  const photos: Array<PhotoTruth & { landUse: Record<ScenePosition, LandUse>; jpeg: Buffer; sizePx: number }> = [];
  let year = 1938 + Math.floor(next() * 8);
  for (let index = 0; index < count; index += 1) {
    // A few years apart (4 to 12), never past the last full year however many photographs there are.
    const room = Math.floor((LAST_PHOTO_YEAR - year) / (count - index));
    year += Math.min(Math.max(room, 1), 4 + Math.floor(next() * 9));
    const landUse = Object.fromEntries(POSITIONS.map((position) => [position, LAND_USES[Math.floor(next() * LAND_USES.length)]!])) as Record<
      ScenePosition,
      LandUse
    >;
    const slot = spec.slots[index % spec.slots.length]!;
    const sizePx = Math.round((slot.width / 72) * PIXELS_PER_INCH);
    const ftPerPx = (spec.feetPerInch * (slot.width / 72)) / sizePx;
    const scene = renderAerialScene({ seed: seed * 100 + index, ftPerPx, sizePx, labels: landUse, outline: spec.outline === 'burned' });
    photos.push({
      year,
      month: 1 + Math.floor(next() * 12),
      day: 1 + Math.floor(next() * 28),
      source: SOURCES[Math.floor(next() * SOURCES.length)]!,
      landUse,
      jpeg: Buffer.from(encodePhotoJpeg(scene.image)),
      sizePx,
    });
  }
  const printed = spec.newestFirst ? [...photos].reverse() : photos;
  const pages: number[] = [];
  let pageCount = 1;
  const pdf = await makePdf(
    (document) => {
      document.fontSize(18).text('AERIAL PHOTOGRAPHY PACKAGE', 72, 90);
      document.fontSize(11).text(`Prepared for the subject property. ${count} photographs.`, 72, 130);
      printed.forEach((photo, index) => {
        const slotIndex = index % spec.slots.length;
        if (slotIndex === 0) {
          document.addPage({ size: spec.size, margin: 0 });
          pageCount += 1;
          spec.page?.(document, pageCount, spec.scaleText);
        }
        const slot = spec.slots[slotIndex]!;
        document.image(photo.jpeg, slot.x, slot.y, { width: slot.width });
        if (spec.outline === 'vector') {
          // The subject parcel (about 330 ft square) outlined over the print at its centre.
          const side = (330 / spec.feetPerInch) * 72;
          document
            .rect(slot.x + slot.width / 2 - side / 2, slot.y + slot.width / 2 - side / 2, side, side)
            .lineWidth(1.2)
            .strokeColor('white')
            .stroke()
            .strokeColor('black');
        }
        spec.label(document, slot, photo, spec.scaleText);
        pages.push(pageCount);
      });
    },
    { size: spec.size, margin: 0 },
  );
  const years = printed.map((photo, index) => ({ year: photo.year, page: pages[index]!, landUse: photo.landUse })).sort((a, b) => a.year - b.year);
  return { layout, pdf: scanned ? await scanPdf(pdf, new Random(seed)) : pdf, feetPerInch: spec.feetPerInch, years };
}
