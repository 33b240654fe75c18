import { Random } from '../city-directory-layouts/random';
import { scanPdf } from '../city-directory-layouts/scan';
import type { FamilyContext, LayoutFamilyDefinition } from './families/family';
import { siteBlocks } from './families/site-blocks';
import { inventoryTables } from './families/inventory-tables';
import { databaseSections } from './families/database-sections';
import { cards } from './families/cards';
import { rankedList } from './families/ranked-list';
import { landscapeMatrix } from './families/landscape-matrix';
import { geoSections } from './families/geo-sections';
import { ReportFlow } from './flow';
import { drawCover, drawRunningHeads } from './frame';
import { makeReportModel } from './model';
import { pickStyle } from './style';
import { buildTruth, DetailPages, type RadiusReportTruth } from './truth';

const FAMILIES = {
  'site-blocks': siteBlocks,
  'inventory-tables': inventoryTables,
  'database-sections': databaseSections,
  cards,
  'ranked-list': rankedList,
  'landscape-matrix': landscapeMatrix,
  'geo-sections': geoSections,
} satisfies Record<string, LayoutFamilyDefinition>;

export type RadiusReportFamily = keyof typeof FAMILIES;

/** Every layout family the generator draws. */
export const RADIUS_REPORT_FAMILIES = Object.keys(FAMILIES) as RadiusReportFamily[];

export const radiusReportFamilyDescription = (family: RadiusReportFamily) => FAMILIES[family].description;

export interface GenerateRadiusReportOptions {
  family: RadiusReportFamily;
  seed: number;
  /** An image-only PDF as a scanner makes it (default false). */
  scanned?: boolean;
  /** Mapped sites, the target included (default 15-40); 1,200 makes a report of some hundreds of pages. */
  sites?: number;
  /** Unmapped records (default 3-10). */
  orphans?: number;
}

export interface GeneratedRadiusReport {
  pdf: Uint8Array;
  truth: RadiusReportTruth;
}

/** A radius report in `family`'s layout, the same for the same options, with its truth. */
export async function generateRadiusReport({ family, seed, scanned = false, sites, orphans }: GenerateRadiusReportOptions): Promise<GeneratedRadiusReport> {
  const definition: LayoutFamilyDefinition = FAMILIES[family];
  const random = new Random(seed * 7919 + RADIUS_REPORT_FAMILIES.indexOf(family) + 101);
  const style = pickStyle(random, definition.mapIds);
  const model = makeReportModel(random, { sites, orphans, mapIds: style.mapIds });
  const printed = definition.printed(random);
  const flow = new ReportFlow(style.margin);
  const context: FamilyContext = { flow, model, style, random, pages: new DetailPages() };
  drawCover(flow, model, style);
  definition.draw(context, printed);
  drawRunningHeads(flow, model, style);
  const pageCount = flow.pageNumber;
  const text = await flow.finish();
  const truth = buildTruth(model, context.pages, printed, { layout: family, seed, pageCount });
  if (!scanned) return { pdf: text, truth };
  return { pdf: await scanPdf(text, random), truth: { ...truth, scanned: true } };
}
