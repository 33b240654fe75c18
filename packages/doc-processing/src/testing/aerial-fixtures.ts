import fs from 'node:fs/promises';
import path from 'node:path';
import type { LandUse } from '@groundwork/contracts';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { GreyImage } from '../grey-image';
import { openPdfDocument } from '../pdf-document';
import { readFixture, sharedFixturesDir } from './fixtures';

export type AerialPosition = 'subject' | 'north' | 'south' | 'east' | 'west';

export interface AerialPackageTruth {
  image: { width_px: number; height_px: number; ft_per_px: number; subject_center_px: [number, number] };
  offsets_ft: Record<Exclude<AerialPosition, 'subject'>, number>;
  years: Array<{ year: number; page: number; land_use: Record<AerialPosition, LandUse> }>;
}

/** One photograph of a fixture package with its truth. */
export interface FixturePhoto {
  year: number;
  image: GreyImage;
  ftPerPx: number;
  centre: { x: number; y: number };
  offsetsFt: AerialPackageTruth['offsets_ft'];
  landUse: Record<AerialPosition, LandUse>;
}

export const AERIAL_FIXTURES = ['aerial_package_01_a.pdf', 'aerial_package_02_d.pdf'] as const;

export async function readAerialTruth(pdfName: string): Promise<AerialPackageTruth> {
  const text = await fs.readFile(path.join(sharedFixturesDir, pdfName.replace(/\.pdf$/, '.truth.json')), 'utf8');
  return JSON.parse(text) as AerialPackageTruth;
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** The first channel of an RGB (kind 2) or RGBA (kind 3) image: the fixtures' photos are grey. */
function greyOfDecoded({ width, height, kind, data }: DecodedImage): GreyImage {
  const channels = kind === 3 ? 4 : 3;
  const pixels = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = data[index * channels]!;
  return { width, height, pixels };
}

/**
 * The photographs of a fixture package, each with its year's truth. A page with two photographs
 * paints the upper one first, and the package prints the most recent year first.
 */
export async function readFixturePhotos(pdfName: string): Promise<FixturePhoto[]> {
  const [truth, bytes] = await Promise.all([readAerialTruth(pdfName), readFixture(pdfName)]);
  const document = await openPdfDocument(bytes);
  const photos: FixturePhoto[] = [];
  const pages = [...new Set(truth.years.map((year) => year.page))];
  for (const pageNumber of pages) {
    const page = await document.getPage(pageNumber);
    const { fnArray, argsArray } = await page.getOperatorList();
    const names = fnArray.flatMap((fn, index) => (fn === OPS.paintImageXObject ? [(argsArray[index] as [string])[0]] : []));
    const years = truth.years.filter((year) => year.page === pageNumber).sort((a, b) => b.year - a.year);
    for (const [index, year] of years.entries()) {
      const decoded = await new Promise<DecodedImage>((resolve) => page.objs.get(names[index]!, resolve));
      photos.push({
        year: year.year,
        image: greyOfDecoded(decoded),
        ftPerPx: truth.image.ft_per_px,
        centre: { x: truth.image.subject_center_px[0], y: truth.image.subject_center_px[1] },
        offsetsFt: truth.offsets_ft,
        landUse: year.land_use,
      });
    }
  }
  await document.destroy();
  return photos.sort((a, b) => a.year - b.year);
}

/** The image point of each property on a photo: the subject's centre and the neighbours at their offsets, north up. */
export function propertyPoints(photo: FixturePhoto): Record<AerialPosition, { x: number; y: number }> {
  const { centre, ftPerPx, offsetsFt } = photo;
  return {
    subject: centre,
    north: { x: centre.x, y: centre.y - offsetsFt.north / ftPerPx },
    south: { x: centre.x, y: centre.y + offsetsFt.south / ftPerPx },
    east: { x: centre.x + offsetsFt.east / ftPerPx, y: centre.y },
    west: { x: centre.x - offsetsFt.west / ftPerPx, y: centre.y },
  };
}
