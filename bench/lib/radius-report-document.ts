import fs from 'node:fs/promises';
import path from 'node:path';
import type { RadiusReportProperty } from '@groundwork/doc-processing';
import { PDFDocument } from 'pdf-lib';
import { fixturesDir, repeatFixturePages } from '../intake';

/** A radius report to time, with the properties it is processed with. */
export interface RadiusReportDocument {
  /** Where it came from: a generated family and seed, or the fixture's pages repeated. */
  source: string;
  pages: number;
  bytes: Uint8Array;
  properties: RadiusReportProperty[];
}

/** The synthetic radius report generator (being written: `packages/doc-processing/src/testing/radius-report-layouts.ts`). */
interface RadiusReportGenerator {
  RADIUS_REPORT_FAMILIES: readonly string[];
  generateRadiusReport(options: { family: string; seed: number; sites?: number }): Promise<{
    pdf: Uint8Array;
    truth: { subject_address?: string | null };
  }>;
}

// A string, not a literal: the benchmark type-checks and runs before the generator exists.
const GENERATOR_MODULE: string = '@groundwork/doc-processing/testing/radius-report-layouts';
const PREFERRED_FAMILY = 'site-blocks';
const FIXTURE = 'radius_report_01_a.pdf';
const FIRST_GUESS_SITES = 60;

async function loadGenerator(): Promise<RadiusReportGenerator | { missing: string }> {
  try {
    return (await import(GENERATOR_MODULE)) as RadiusReportGenerator;
  } catch (error) {
    return { missing: (error as Error).message.split('\n')[0]! };
  }
}

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();

const subjectOf = (address: string | null | undefined): RadiusReportProperty[] => (address ? [{ address, direction: 'subject' }] : []);

/** The generator's report with about `pages` pages: its site count scaled from a first guess (twice at most). */
async function generatedDocument(generator: RadiusReportGenerator, pages: number): Promise<RadiusReportDocument> {
  const family = generator.RADIUS_REPORT_FAMILIES.includes(PREFERRED_FAMILY) ? PREFERRED_FAMILY : generator.RADIUS_REPORT_FAMILIES[0]!;
  let sites = FIRST_GUESS_SITES;
  let report = await generator.generateRadiusReport({ family, seed: 1, sites });
  let count = await pageCount(report.pdf);
  for (let attempt = 0; attempt < 2 && Math.abs(count - pages) > pages * 0.05; attempt++) {
    sites = Math.max(1, Math.round((sites * pages) / count));
    report = await generator.generateRadiusReport({ family, seed: 1, sites });
    count = await pageCount(report.pdf);
  }
  return { source: `generated ${family}, seed 1, ${sites} sites`, pages: count, bytes: report.pdf, properties: subjectOf(report.truth.subject_address) };
}

/** The fixture's subject, from its truth file. */
async function fixtureProperties(): Promise<RadiusReportProperty[]> {
  const truthFile = path.join(fixturesDir, FIXTURE.replace(/\.pdf$/, '.truth.json'));
  return subjectOf((JSON.parse(await fs.readFile(truthFile, 'utf8')) as { subject_address?: string }).subject_address);
}

/** radius_report_01_a's pages repeated to `pages` pages (pdf-lib), with its subject address. */
async function fixtureDocument(pages: number, why: string): Promise<RadiusReportDocument> {
  return { source: `${FIXTURE} pages repeated (${why})`, pages, bytes: await repeatFixturePages(FIXTURE, pages), properties: await fixtureProperties() };
}

/** A text radius report of about `pages` pages: from the generator when it exists, else the fixture's pages repeated. */
export async function radiusReportDocument(pages: number): Promise<RadiusReportDocument> {
  const generator = await loadGenerator();
  if ('missing' in generator) return fixtureDocument(pages, `no generator: ${generator.missing}`);
  return generatedDocument(generator, pages);
}

/** The 27-page fixture itself (warm-ups). */
export async function radiusReportFixture(): Promise<RadiusReportDocument> {
  const bytes = new Uint8Array(await fs.readFile(path.join(fixturesDir, FIXTURE)));
  return { source: FIXTURE, pages: await pageCount(bytes), bytes, properties: await fixtureProperties() };
}
