import type { AerialPhoto, AerialPrediction, AerialScale, LandUse } from '@groundwork/contracts';
import { openPdfDocument, type PDFPageProxy } from '../pdf-document';
import type { GreyImage } from '../grey-image';
import type { IntakePage, IntakeResult } from '../types';
import { encodePhotoJpeg } from './encode';
import { classifyLandUse, SAMPLE_WINDOW_FT, samplePatch } from './land-use';
import { photoCandidates } from './find-photos';
import { readScale } from './labels';
import { StampReader } from './stamped-year';
import { labelSide, photoLabel, type PlacedPhoto } from './photo-labels';
import { cropRendered, photoPixels } from './photo-pixels';
import { renderGreyscale, type GreyscalePage } from '../render-page';
import { outlineAcrossFt, placeProperty, pointAt, type AerialProperty } from './sample-points';
import { findSubjectOutline, type OutlineBox } from './subject-outline';
import type { ImagePlacement } from '../page-images';

export interface ExtractAerialOptions {
  /** The project's properties: the subject and its adjoining properties, with coordinates when the project has them. */
  properties: AerialProperty[];
  /** Years after this are not photo years (default: this year). */
  latestYear?: number;
}

/** The aerial study's reading of a package, before the vision model and the stored images. */
export interface AerialReading {
  years: number[];
  scale: AerialScale | null;
  photos: AerialPhoto[];
  predictions: AerialPrediction[];
}

export interface AerialExtraction {
  result: AerialReading;
  /** Each photograph as stored for the consultant (JPEG, base64), `photos[i].index` order. */
  images: Array<{ index: number; jpegBase64: string }>;
  warnings: string[];
  unrecognised: { code: string; message: string } | null;
}

/** Assumed when a package prints no scale anywhere (the most common print scale of aerial packages); the readings say so. */
export const ASSUMED_FEET_PER_INCH = 500;
/** A reading on an assumed scale is less sure. */
const ASSUMED_SCALE_CONFIDENCE = 0.85;
const DIRECTION_ORDER = ['subject', 'north', 'south', 'east', 'west'];

interface ReadPhoto extends PlacedPhoto {
  placement: ImagePlacement;
  label: ReturnType<typeof photoLabel>;
}

const mostCommon = (scales: AerialScale[]): AerialScale | null => {
  const counts = new Map<number, { scale: AerialScale; count: number }>();
  for (const scale of scales) {
    const entry = counts.get(scale.feet_per_inch) ?? { scale, count: 0 };
    entry.count += 1;
    counts.set(scale.feet_per_inch, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.scale ?? null;
};

/** The scale printed anywhere in the package outside the photographs' labels (a cover's "Print scale"). */
function documentScale(pages: IntakePage[], read: (text: string) => AerialScale | null): AerialScale | null {
  return mostCommon(pages.flatMap((page) => page.lines.flatMap((line) => read(line.text) ?? [])));
}

/** One photograph's readings: the subject where its outline is drawn (else the centre), each property at its placement. */
function readPhoto(image: GreyImage, outline: OutlineBox | null, ftPerPx: number, properties: AerialProperty[], confidenceFactor: number) {
  const centre = outline ? { x: outline.x + outline.width / 2, y: outline.y + outline.height / 2 } : { x: image.width / 2, y: image.height / 2 };
  const subject = properties.find((property) => property.direction === 'subject');
  const windowPx = SAMPLE_WINDOW_FT / ftPerPx;
  const readings = properties.map((property) => {
    const placed = placeProperty(property, subject, (bearing) => outlineAcrossFt(outline, bearing, ftPerPx));
    const point = property.direction === 'subject' ? centre : pointAt(centre, placed.bearing, placed.offsetFt, ftPerPx);
    const reading = classifyLandUse(samplePatch(image, point, ftPerPx));
    return {
      property,
      window: { x: point.x - windowPx / 2, y: point.y - windowPx / 2, width: windowPx, height: windowPx },
      offline: { label: reading.label as LandUse, confidence: Math.round(reading.confidence * confidenceFactor * 1000) / 1000 },
    };
  });
  return { outline, centre, readings };
}

async function findPhotos(pages: Map<number, IntakePage>, pdfPages: PDFPageProxy[]): Promise<Array<PlacedPhoto & { placement: ImagePlacement }>> {
  const found: Array<PlacedPhoto & { placement: ImagePlacement }> = [];
  for (const page of pdfPages) {
    const intakePage = pages.get(page.pageNumber);
    if (!intakePage) continue;
    for (const placement of await photoCandidates(page)) found.push({ pageNumber: page.pageNumber, bbox: placement.bbox, placement });
  }
  return found;
}

/**
 * Reads an aerial photograph package: every photograph on every page (a page may hold several),
 * its year, scale and source from its label, and per photograph each project property's land use
 * (see `readPhoto`). Photographs without a readable year are left out with a warning; a package
 * where no photograph, or no year, is found is unrecognised, with the reason. `pdf` is the
 * package itself (the isolated run passes it to its study step).
 */
export async function extractAerialPackage(intake: IntakeResult, options: ExtractAerialOptions, { pdf }: { pdf: Uint8Array }): Promise<AerialExtraction> {
  const latest = options.latestYear ?? new Date().getUTCFullYear();
  const pages = new Map(intake.pages.map((page) => [page.pageNumber, page]));
  const document = await openPdfDocument(pdf);
  const warnings: string[] = [];
  try {
    const pdfPages = await Promise.all([...pages.keys()].map((pageNumber) => document.getPage(pageNumber)));
    const placed = await findPhotos(pages, pdfPages);
    if (placed.length === 0) {
      return unrecognised(
        'NO_PHOTOGRAPHS',
        'No aerial photographs were found in this PDF: no page holds a photograph-sized image. Please upload the aerial photograph package.',
      );
    }
    const side = labelSide(pages, placed, latest);
    const byPage = new Map(pdfPages.map((page) => [page.pageNumber, page]));
    const labelled: ReadPhoto[] = placed.map((photo) => {
      const others = placed.filter((other) => other !== photo && other.pageNumber === photo.pageNumber).map((other) => other.bbox);
      return { ...photo, label: photoLabel(pages.get(photo.pageNumber)!, photo.bbox, others, side, latest) };
    });
    await readStampedYears(labelled, byPage, latest);
    const dated = labelled.filter((photo) => {
      if (photo.label.year) return true;
      warnings.push(`The photograph on page ${photo.pageNumber} has no readable year in its label; it is left out of the table.`);
      return false;
    });
    if (dated.length === 0) {
      return unrecognised(
        'NO_PHOTO_YEARS',
        `${placed.length} photograph${placed.length === 1 ? ' was' : 's were'} found, but no year could be read from any label. Please check the package prints each photograph's year.`,
        warnings,
      );
    }
    const printed = mostCommon(dated.flatMap((photo) => photo.label.scale ?? []));
    const packageScale = printed ?? documentScale(intake.pages, readScale);
    if (!packageScale) {
      warnings.push(
        `No scale is printed in the package; a scale of 1" = ${ASSUMED_FEET_PER_INCH}' was assumed, so the adjoining samples may be misplaced. Check the crops.`,
      );
    }
    // The first photograph of a year (in page order) is kept; another of the same year is named in a warning.
    const kept = new Map<number, ReadPhoto>();
    for (const photo of dated) {
      const year = photo.label.year!.year;
      if (kept.has(year)) warnings.push(`A second photograph of ${year} (page ${photo.pageNumber}) is left out of the table; the first one is shown.`);
      else kept.set(year, photo);
    }
    const properties = [...options.properties].sort((a, b) => DIRECTION_ORDER.indexOf(a.direction) - DIRECTION_ORDER.indexOf(b.direction));
    const ordered = [...kept.values()].sort((a, b) => a.label.year!.year - b.label.year!.year);
    const indexOf = new Map(ordered.map((photo, index) => [photo, index]));
    const photos: AerialPhoto[] = [];
    const predictions: AerialPrediction[] = [];
    const images: AerialExtraction['images'] = [];
    // Read in page order, one page rendered at a time (memory stays one page's), listed by year.
    const outlines = new PageRenders();
    for (const photo of [...kept.values()].sort((a, b) => a.pageNumber - b.pageNumber)) {
      const index = indexOf.get(photo)!;
      const read = await readPlacedPhoto(byPage.get(photo.pageNumber)!, photo, index, packageScale, properties, outlines);
      photos[index] = read.photo;
      predictions.push(...read.predictions);
      images.push({ index, jpegBase64: read.jpegBase64 });
    }
    predictions.sort((a, b) => a.photo - b.photo);
    images.sort((a, b) => a.index - b.index);
    return { result: { years: photos.map((photo) => photo.year), scale: packageScale, photos, predictions }, images, warnings, unrecognised: null };
  } finally {
    await document.destroy();
  }
}

const roundBox = (box: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(box.x),
  y: Math.round(box.y),
  width: Math.round(box.width),
  height: Math.round(box.height),
});

/** The photographs without a year in any printed line get one from a year stamped on the print, when one is. */
async function readStampedYears(photos: ReadPhoto[], byPage: Map<number, PDFPageProxy>, latest: number): Promise<void> {
  const unlabelled = photos.filter((photo) => !photo.label.year);
  if (unlabelled.length === 0) return;
  const stamps = new StampReader();
  try {
    for (const photo of unlabelled) {
      const year = await stamps.read(await photoPixels(byPage.get(photo.pageNumber)!, photo.placement), latest);
      if (year) photo.label = { ...photo.label, year };
    }
  } finally {
    await stamps.close();
  }
}

/** Outlines are looked for on the page as printed, where a vector outline drawn over the photograph shows. */
const OUTLINE_DPI = 120;

/** The page last rendered for outlines: the photographs of one page share it, the next page replaces it. */
class PageRenders {
  private last: { pageNumber: number; render: Promise<GreyscalePage> } | null = null;

  of(page: PDFPageProxy): Promise<GreyscalePage> {
    if (this.last?.pageNumber !== page.pageNumber) this.last = { pageNumber: page.pageNumber, render: renderGreyscale(page, OUTLINE_DPI) };
    return this.last.render;
  }
}

/** One photograph read: its pixels, scale, subject and readings, as the result lists them at `index`. */
async function readPlacedPhoto(
  page: PDFPageProxy,
  photo: ReadPhoto,
  index: number,
  packageScale: AerialScale | null,
  properties: AerialProperty[],
  renders: PageRenders,
): Promise<{ photo: AerialPhoto; predictions: AerialPrediction[]; jpegBase64: string }> {
  const year = photo.label.year!;
  const scale = photo.label.scale ?? packageScale;
  const image = await photoPixels(page, photo.placement);
  const ftPerPx = ((scale?.feet_per_inch ?? ASSUMED_FEET_PER_INCH) * (photo.bbox.width / 72)) / image.width;
  const outline = await drawnOutline(await renders.of(page), photo.placement, image);
  const { centre, readings } = readPhoto(image, outline, ftPerPx, properties, scale ? 1 : ASSUMED_SCALE_CONFIDENCE);
  return {
    photo: {
      index,
      year: year.year,
      date: year.date,
      page: photo.pageNumber,
      label_text: year.text,
      source: photo.label.source,
      scale,
      ft_per_px: Math.round(ftPerPx * 10_000) / 10_000,
      width: image.width,
      height: image.height,
      subject: { x: Math.round(centre.x), y: Math.round(centre.y), outlined: outline !== null },
    },
    predictions: readings.map(({ property, window, offline }) => ({
      year: year.year,
      address: property.address,
      direction: property.direction,
      label: offline.label,
      confidence: offline.confidence,
      page: photo.pageNumber,
      photo: index,
      window: roundBox(window),
      offline,
      vision: null,
      edited: false,
    })),
    jpegBase64: Buffer.from(encodePhotoJpeg(image)).toString('base64'),
  };
}

/**
 * The subject's outline on a photograph, in the photograph's image pixels: looked for on the page
 * rendered with whatever is drawn over the photo, then scaled to the image.
 */
async function drawnOutline(render: GreyscalePage, placement: ImagePlacement, image: GreyImage): Promise<OutlineBox | null> {
  const crop = cropRendered(render, placement.bbox);
  const found = findSubjectOutline(crop);
  if (!found) return null;
  const fx = image.width / crop.width;
  const fy = image.height / crop.height;
  return { x: found.x * fx, y: found.y * fy, width: found.width * fx, height: found.height * fy };
}

function unrecognised(code: string, message: string, warnings: string[] = []): AerialExtraction {
  return { result: { years: [], scale: null, photos: [], predictions: [] }, images: [], warnings, unrecognised: { code, message } };
}
