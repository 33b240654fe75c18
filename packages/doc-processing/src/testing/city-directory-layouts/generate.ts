import { drawCover, drawNotes, drawRunningHeads, drawSummary, pickFrame } from './frame';
import { addressBlocks } from './families/address-blocks';
import { yearBlocks } from './families/year-blocks';
import { inlineRows } from './families/inline-rows';
import { crissCross } from './families/criss-cross';
import { listingParagraphs } from './families/listing-paragraphs';
import { flatTable, flatTableLandscape } from './families/flat-table';
import { occupantYears } from './families/occupant-years';
import type { FamilyContext, LayoutFamilyDefinition } from './families/family';
import { makeSiteModel } from './model';
import { PageFlow, type PageSetup } from './page-flow';
import { Random } from './random';
import { scanPdf } from './scan';
import { pickStyle } from './style';
import { buildTruth, TruthRecorder, type GeneratedTruth } from './truth';

const FAMILIES = {
  'address-blocks': addressBlocks,
  'year-blocks': yearBlocks,
  'flat-table': flatTable,
  'flat-table-landscape': flatTableLandscape,
  'inline-rows': inlineRows,
  'criss-cross': crissCross,
  'listing-paragraphs': listingParagraphs,
  'occupant-years': occupantYears,
} satisfies Record<string, LayoutFamilyDefinition>;

export type GeneratedLayoutFamily = keyof typeof FAMILIES;

/** Every family the generator draws. */
export const LAYOUT_FAMILIES = Object.keys(FAMILIES) as GeneratedLayoutFamily[];

export const layoutFamilyDescription = (family: GeneratedLayoutFamily) => FAMILIES[family].description;

export interface GenerateCityDirectoryOptions {
  family: GeneratedLayoutFamily;
  seed: number;
  /** An image-only PDF as a scanner makes it (default false). */
  scanned?: boolean;
  /** With `scanned`, only these pages are scanned, the others left blank (see scanPdf); default all. */
  scannedPages?: readonly number[];
}

export interface GeneratedCityDirectory {
  pdf: Uint8Array;
  truth: GeneratedTruth;
}

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];

function pageSetup(random: Random, landscape: boolean): PageSetup {
  const paper = random.chance(0.2) ? A4 : LETTER;
  const size: [number, number] = landscape ? [paper[1], paper[0]] : paper;
  const margin = random.pick([42, 48, 54]);
  return { size, top: 56, bottom: size[1] - 56, left: margin, right: size[0] - margin };
}

/** A city directory abstract of `family`, the same for the same seed, with its truth. */
export async function generateCityDirectory({ family, seed, scanned = false, scannedPages }: GenerateCityDirectoryOptions): Promise<GeneratedCityDirectory> {
  const definition: LayoutFamilyDefinition = FAMILIES[family];
  const random = new Random(seed * 7919 + LAYOUT_FAMILIES.indexOf(family) + 1);
  const model = makeSiteModel(random);
  const style = pickStyle(random, definition.style?.(random));
  const frame = pickFrame(random);
  const flow = new PageFlow(pageSetup(random, definition.landscape ?? false));
  const truth = new TruthRecorder(style);
  if (frame.cover) drawCover(flow, model, style, frame);
  if (frame.notes) drawNotes(flow, model, style, random);
  if (frame.summary) drawSummary(flow, model, style, random);
  flow.addPage();
  const context: FamilyContext = { flow, model, style, random, truth, runningHead: null };
  definition.draw(context);
  drawRunningHeads(flow, model, style, frame, random, context.runningHead);
  const pageCount = flow.pageNumber;
  const text = await flow.finish();
  const truthFile = buildTruth(model, truth, family, seed, pageCount);
  if (!scanned) return { pdf: text, truth: truthFile };
  return { pdf: await scanPdf(text, random, scannedPages), truth: { ...truthFile, scanned: true } };
}
