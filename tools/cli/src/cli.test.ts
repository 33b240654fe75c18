import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, makePdf } from '@groundwork/doc-processing/testing/make-files';
import type { RadiusReportCliShape } from '@groundwork/doc-processing';
import { runCli, USAGE, type CityDirectoryCliOutput } from './cli';
import type { AerialCliOutput } from './aerial';
import { extractRadiusReportFile } from './radius-report';
import type { Phase1ReviewCliOutput } from './review-phase1';
import type { RecordReviewCliOutput } from './review-record';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const fixture = '../shared/fixtures/city_directory_01_a.pdf';
const properties = 'tools/cli/test-data/properties-01.json';
const radiusReport = '../shared/fixtures/radius_report_01_a.pdf';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pnpm groundwork ...` in the repository root, exactly as a user runs it (stdout must be the JSON alone). */
async function groundwork(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)('pnpm', ['groundwork', ...args], { cwd: repoRoot, maxBuffer: 10 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-cli-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

const write = async (name: string, content: string | Uint8Array) => {
  const file = path.join(scratch, name);
  await fs.writeFile(file, content);
  return file;
};

describe('groundwork extract city-directory (child process)', () => {
  it('prints the entries and vacancies of the text fixture as JSON', async () => {
    const run = await groundwork('extract', 'city-directory', fixture, '--properties', properties);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as CityDirectoryCliOutput;
    expect(output.entries).toHaveLength(90);
    expect(output.entries[0]).toEqual({
      year: 1955,
      address: '3054 US HWY 101',
      direction: 'subject',
      is_subject: true,
      business_name: 'RAINBOW LAUNDROMAT',
      phone: null,
      page: 4,
      tags: [{ tag: 'laundry', keyword: 'LAUNDROMAT' }],
    });
    expect(output.entries.find((entry) => entry.business_name === 'ELITE CLEANERS & DYERS')).toMatchObject({
      year: 1955,
      direction: 'north',
      phone: '9165568989',
    });
    expect(output.entries.filter((entry) => entry.direction === 'east').length).toBe(14);
    expect(output.entries.every((entry) => entry.direction !== null)).toBe(true);
    expect(output.vacancies).toHaveLength(7);
    expect(output.vacancies).toContainEqual({ year: 1955, address: '3032 US HWY 101', direction: 'south', page: 4 });
  });

  it('refuses a PNG renamed .pdf with the consultant message, exit 1', async () => {
    const png = await write(
      'photo-cd.pdf',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
    );
    const run = await groundwork('extract', 'city-directory', png, '--properties', properties);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe('groundwork: This file is not a PDF (it looks like a PNG image). Please upload the report as a PDF.');
  });

  it('prints the usage and exits 2 when arguments are missing', async () => {
    const run = await groundwork('extract', 'city-directory');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('groundwork: Missing <file.pdf>');
    expect(run.stderr).toContain(USAGE.split('\n')[0]);
  });
});

/** Every field `pnpm groundwork extract radius-report` prints for a record (the fixtures' truth shape). */
const RECORD_FIELDS = [
  'map_id',
  'record_id',
  'site_name',
  'address',
  'city',
  'state',
  'zip',
  'distance_mi',
  'direction',
  'relative_elevation',
  'elevation_ft',
  'databases',
  'statuses',
  'facility_ids',
  'is_target',
  'is_orphan',
  'within_search_distance',
  'beyond_search_distance',
  'document_links',
  'page',
  'detail_page',
  'narrative',
].sort();

/** The JSON of a run that must have succeeded, its stdout being that JSON alone. */
function radiusReportOutput(run: Run): RadiusReportCliShape {
  expect(run.stderr).not.toMatch(/^groundwork: (?!warning: )/m);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as RadiusReportCliShape;
}

describe('groundwork extract radius-report (child process)', () => {
  it('prints database_summary, sites and orphans of radius_report_01_a as JSON, stdout holding the JSON alone', async () => {
    const output = radiusReportOutput(await groundwork('extract', 'radius-report', radiusReport));
    expect(Object.keys(output).sort()).toEqual(['database_summary', 'orphans', 'sites']);
    expect(Array.isArray(output.database_summary)).toBe(true);
    expect(Array.isArray(output.sites)).toBe(true);
    expect(Array.isArray(output.orphans)).toBe(true);
    for (const record of [...output.sites, ...output.orphans]) expect(Object.keys(record).sort()).toEqual(RECORD_FIELDS);
    expect(output.sites.every((site) => !site.is_orphan)).toBe(true);
    expect(output.orphans.every((orphan) => orphan.is_orphan)).toBe(true);
  });

  // Waits for the radius report extractor (packages/doc-processing/src/radius-report/extract.ts):
  // until it lands, extractRadiusReport recognises nothing and the command exits 1.
  it('EXTRACTOR: radius_report_01_a.pdf gives 27 sites and 8 orphans, as its truth file says', async () => {
    const output = radiusReportOutput(await groundwork('extract', 'radius-report', radiusReport, '--properties', properties));
    expect(output.sites).toHaveLength(27);
    expect(output.orphans).toHaveLength(8);
    expect(output.database_summary.length).toBeGreaterThan(0);
  });

  it('refuses a PNG renamed .pdf and a damaged PDF with the consultant message, exit 1', async () => {
    const png = await write(
      'photo-rr.pdf',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
    );
    const damaged = await write('damaged.pdf', '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ngarbage\n');
    for (const [file, message] of [
      [png, 'groundwork: This file is not a PDF (it looks like a PNG image). Please upload the report as a PDF.'],
      [damaged, 'groundwork: This PDF is damaged or incomplete and cannot be opened. Please download or export it again and upload the new copy.'],
    ] as const) {
      const run = await groundwork('extract', 'radius-report', file);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim()).toBe(message);
    }
  });
});

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text), cwd: repoRoot } };
};

describe('runCli', () => {
  it.each([
    [[], 'Missing command'],
    [['extract', 'aerials', 'x.pdf'], 'Unknown command: extract aerials'],
    [['extract', 'city-directory', fixture], 'Missing --properties <properties.json>'],
    [['extract', 'city-directory', fixture, 'more', '--properties', properties], 'Unexpected argument: more'],
    [['extract', 'city-directory', fixture, '--properties'], "Option '--properties <value>' argument missing"],
    [['extract', 'city-directory', fixture, '--colour'], "Unknown option '--colour'"],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const { err, io: streams } = io();
    expect(await runCli(argv, streams)).toBe(2);
    expect(err[0]).toContain(`groundwork: ${message}`);
    expect(err[1]).toBe(`${USAGE}\n`);
  });

  it('prints the usage on --help (exit 0)', async () => {
    const { out, io: streams } = io();
    expect(await runCli(['--help'], streams)).toBe(0);
    expect(out.join('')).toBe(`${USAGE}\n`);
  });

  it('reports unreadable and invalid JSON inputs on one line (exit 1)', async () => {
    const notJson = await write('broken.json', '[{"address": ');
    const invalid = await write('invalid.json', JSON.stringify([{ address: '', direction: 'up' }]));
    const notList = await write('object.json', JSON.stringify({ address: '1 MAIN ST', direction: 'subject' }));
    const badAliases = await write('aliases.json', JSON.stringify([{ from: 'HWY 99' }]));
    const cases: Array<[string[], RegExp]> = [
      [['--properties', notJson], /^groundwork: .*broken\.json is not valid JSON: /],
      [
        ['--properties', invalid],
        /invalid\.json is invalid: \[0\]\.direction: Invalid option: expected one of "subject"\|"north"\|"south"\|"east"\|"west"; \[0\]\.address: address is required$/,
      ],
      [['--properties', notList], /object\.json is invalid: expected a JSON list of properties$/],
      [['--properties', path.join(scratch, 'missing.json')], /Cannot read .*missing\.json: no such file$/],
      [['--properties', properties, '--aliases', badAliases], /aliases\.json is invalid: \[0\]\.to: /],
    ];
    for (const [options, message] of cases) {
      const { out, err, io: streams } = io();
      expect(await runCli(['extract', 'city-directory', fixture, ...options], streams)).toBe(1);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]!.trim()).toMatch(message);
      expect(err[0]!.trim()).not.toContain('\n');
    }
  });

  it('reports a missing PDF and an empty file (exit 1)', async () => {
    const empty = await write('empty.pdf', '');
    for (const [file, message] of [
      ['nowhere.pdf', 'groundwork: Cannot read nowhere.pdf: no such file'],
      [empty, 'groundwork: '],
    ] as const) {
      const { err, io: streams } = io();
      expect(await runCli(['extract', 'city-directory', file, '--properties', properties], streams)).toBe(1);
      expect(err[0]).toContain(message);
    }
  });

  it('fails a PDF in which no listing was recognised with the reason, never an empty list (exit 1)', async () => {
    const memo = await write('memo.pdf', await makePdf((document) => document.text('Memo: site visit scheduled for Tuesday.')));
    const { out, err, io: streams } = io();
    expect(await runCli(['extract', 'city-directory', memo, '--properties', properties], streams)).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(/^groundwork: No city directory listings were recognised in this document: none of its pages is laid out as a city directory/);
  });

  const run = async (...argv: string[]) => {
    const { out, err, io: streams } = io();
    const code = await runCli(['extract', 'city-directory', fixture, ...argv], streams);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    return JSON.parse(out.join('')) as CityDirectoryCliOutput;
  };

  it('matches through the project aliases given with --aliases', async () => {
    const renamed = await write('renamed.json', JSON.stringify([{ address: '3055 MAIN STREET', direction: 'east' }]));
    const aliases = await write('aliases-ok.json', JSON.stringify([{ from: 'GRAND AVENUE', to: 'MAIN ST' }]));
    const east = (output: CityDirectoryCliOutput) => output.entries.filter((entry) => entry.direction === 'east').map((entry) => entry.address);
    expect(east(await run('--properties', renamed))).toEqual([]);
    const aliased = east(await run('--properties', renamed, '--aliases', aliases));
    expect(aliased).toHaveLength(14);
    expect(new Set(aliased)).toEqual(new Set(['3055 GRAND AVE']));
  });

  it('takes properties without coordinates (null, as an export of a typed-in property gives them)', async () => {
    const typed = await write('typed.json', JSON.stringify([{ address: '3055 GRAND AVE', direction: 'east', latitude: null, longitude: null }]));
    const output = await run('--properties', typed);
    expect(output.entries.filter((entry) => entry.direction === 'east')).toHaveLength(14);
  });

  it('works with no properties: every listing unassigned', async () => {
    const output = await run('--properties', await write('none.json', '[]'));
    expect(output.entries).toHaveLength(90);
    expect(output.entries.every((entry) => entry.direction === null && !entry.is_subject)).toBe(true);
    expect(output.vacancies.every((vacancy) => vacancy.direction === null)).toBe(true);
  });
});

describe('runCli extract radius-report', () => {
  it.each([
    [['extract', 'radius-report'], 'Missing <file.pdf>'],
    [['extract', 'radius-report', radiusReport, 'more'], 'Unexpected argument: more'],
    [['extract', 'radius-report', radiusReport, '--aliases', 'aliases.json'], '--aliases is for extract city-directory only'],
    [['extract', 'radius-report', radiusReport, '--properties'], "Option '--properties <value>' argument missing"],
    [['extract', 'radius-reports', radiusReport], 'Unknown command: extract radius-reports'],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const { out, err, io: streams } = io();
    expect(await runCli(argv, streams)).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toContain(`groundwork: ${message}`);
    expect(err[1]).toBe(`${USAGE}\n`);
  });

  it('reports a missing PDF and invalid properties on one line (exit 1)', async () => {
    const invalid = await write('invalid-rr.json', JSON.stringify([{ address: '3197 KENT AVE', direction: 'up' }]));
    for (const [argv, message] of [
      [['nowhere.pdf'], /^groundwork: Cannot read nowhere\.pdf: no such file$/],
      [[radiusReport, '--properties', invalid], /invalid-rr\.json is invalid: \[0\]\.direction: Invalid option/],
    ] as const) {
      const { out, err, io: streams } = io();
      expect(await runCli(['extract', 'radius-report', ...argv], streams)).toBe(1);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]!.trim()).toMatch(message);
    }
  });

  it('fails a PDF in which no radius report was recognised with the reason, never an empty list (exit 1)', async () => {
    const memo = await write('memo-rr.pdf', await makePdf((document) => document.text('Memo: site visit scheduled for Tuesday.')));
    const { out, err, io: streams } = io();
    expect(await runCli(['extract', 'radius-report', memo], streams)).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^groundwork: .*recogni[sz]ed/i);
  });

  it('runs the extraction in the isolated process and prints the summary, sites and orphans (a stand-in extractor)', async () => {
    const standIn = (options: unknown) => ({
      module: new URL('./testing/radius-report-stand-in.ts', import.meta.url).href,
      export: 'extractStandInRadiusReport',
      input: options,
    });
    const { output, warnings } = await extractRadiusReportFile(radiusReport, {
      properties: [{ address: '3054 PACIFIC HWY', direction: 'subject' }],
      cwd: repoRoot,
      step: standIn,
    });
    expect(warnings).toEqual(['Page 9 looked like a record page\nbut gave nothing.']);
    expect(output.database_summary).toEqual([
      { db: 'LUST', search_distance_mi: 0.5, counts: { tp: 0, lt_1_8: 1, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': null, gt_1: null }, total: 1 },
    ]);
    expect(output.sites).toHaveLength(1);
    expect(output.sites[0]).toMatchObject({
      site_name: '3054 PACIFIC HWY',
      map_id: 'A4',
      document_links: [{ db: 'LUST', links: ['https://records.example.gov/documents/372483/closure_letter.pdf'] }],
      detail_page: 7,
    });
    expect(Object.keys(output.sites[0]!).sort()).toEqual(RECORD_FIELDS);
    expect(output.orphans).toMatchObject([{ map_id: null, is_orphan: true, page: 27 }]);
  });
});

describe('groundwork review phase1', () => {
  const pdf = '../shared/fixtures/phase1_esa_01_a_recs_present.pdf';
  const txt = '../shared/fixtures/phase1_esa_06_d_hrecs_present.txt';

  it('prints the session JSON of two reports and the cited answers (child process, offline)', async () => {
    const run = await groundwork(
      'review',
      'phase1',
      pdf,
      txt,
      '--ask',
      'What contaminants of concern were identified?',
      '--ask',
      'What is the zoning of the parcel?',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as Phase1ReviewCliOutput;
    expect(output.engine).toBe('offline');
    expect(output.overallDecision).toBe('RECs_PRESENT');
    expect(output.results.map((result) => [result.file.name, result.decision])).toEqual([
      ['phase1_esa_01_a_recs_present.pdf', 'RECs_PRESENT'],
      ['phase1_esa_06_d_hrecs_present.txt', 'HRECs_PRESENT'],
    ]);
    expect(output.results[0]?.extractions).toMatchObject({ subject_address: '2440 FACTORY ST, NORTHGATE, IL 60640', contaminants_of_concern: ['PCE', 'TCE'] });
    expect(output.results[0]?.sections.find((section) => section.section === 'Conclusions')?.quotes[0]?.page).toBe(13);
    expect(output.updatedSummary).toMatch(/^phase1_esa_01_a_recs_present\.pdf: RECs Present: /);
    const [coc, zoning] = output.answers;
    // The statement of the contaminants (page 13 of each), and the PDF's first mention of them in its body.
    expect(coc?.quotes.map((quote) => [quote.file, quote.page])).toEqual([
      ['phase1_esa_01_a_recs_present.pdf', 13],
      ['phase1_esa_01_a_recs_present.pdf', 3],
      ['phase1_esa_06_d_hrecs_present.txt', 13],
    ]);
    expect(zoning).toEqual({ question: 'What is the zoning of the parcel?', answer: 'Not found in the documents.', quotes: [], confidence: 0 });
  });

  it('refuses bad usage and a file that is not a report', async () => {
    const err: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => err.push(text), cwd: repoRoot };
    expect(await runCli(['review', 'phase1'], io)).toBe(2);
    expect(err[0]).toBe('groundwork: Missing <file>: a Phase I report (PDF, .doc, .docx or .txt)\n');
    expect(await runCli(['review', 'phase1', txt, '--ask', '  '], io)).toBe(2);
    expect(await runCli(['extract', 'radius-report', radiusReport, '--ask', 'why?'], io)).toBe(2);
    expect(err.filter((line) => line.startsWith('groundwork: '))).toEqual([
      'groundwork: Missing <file>: a Phase I report (PDF, .doc, .docx or .txt)\n',
      'groundwork: --ask needs a question\n',
      'groundwork: --ask is for review phase1 only\n',
    ]);
    err.length = 0;
    const png = await write('photo.pdf', await makeImage('png'));
    expect(await runCli(['review', 'phase1', png], io)).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^groundwork: photo\.pdf: .*looks like a PNG image/)]);
  });
});

describe('groundwork review record', () => {
  const nfa = '../shared/fixtures/supporting_doc_01_a_nfa_letter.pdf';
  const open = '../shared/fixtures/supporting_doc_04_d_open_status.txt';

  it("prints the record's session JSON: each document's verdict, evidence and extracted facts, the overall verdict and the updated narrative (child process)", async () => {
    const run = await groundwork('review', 'record', nfa, open, '--summary', 'TRIANGLE TRUCK TERMINAL is listed in LUST (Facility ID: RZ-057217).');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as RecordReviewCliOutput;
    expect(output.overallDecision).toBe('CONFIRMED_CLOSED');
    expect(output.results.map((result) => [result.file.name, result.db_closure_verdict])).toEqual([
      ['supporting_doc_01_a_nfa_letter.pdf', 'CONFIRMED_CLOSED'],
      ['supporting_doc_04_d_open_status.txt', 'INCONCLUSIVE'],
    ]);
    expect(output.results[0]?.extracted).toMatchObject({ case_ids: ['RZ-057217'], key_dates: { closure_date: '2019-02-03' } });
    expect(output.results[1]?.summary).toBe("Inconclusive: This document is about case JT-010765, not the record's case RZ-057217.");
    expect(output.updatedSummary).toMatch(
      /^TRIANGLE TRUCK TERMINAL is listed in LUST \(Facility ID: RZ-057217\)\.\n\nRegulatory documents reviewed: closure confirmed closed\./,
    );
  });

  it('refuses bad usage', async () => {
    const err: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => err.push(text), cwd: repoRoot };
    expect(await runCli(['review', 'record'], io)).toBe(2);
    expect(await runCli(['review', 'phase1', nfa, '--summary', 'x'], io)).toBe(2);
    expect(err.filter((line) => line.startsWith('groundwork: '))).toEqual([
      'groundwork: Missing <file>: an agency document of the record (PDF, .doc, .docx or .txt)\n',
      'groundwork: review phase1 takes reports and --ask only\n',
    ]);
  });
});

describe('groundwork extract aerial (child process)', () => {
  const aerialPackage = '../shared/fixtures/aerial_package_01_a.pdf';

  it('prints years, scale and a prediction per property and year, stdout holding the JSON alone', async () => {
    const truth = JSON.parse(await fs.readFile(path.join(repoRoot, '../shared/fixtures/aerial_package_01_a.truth.json'), 'utf8')) as {
      years: Array<{ year: number; page: number }>;
      properties: Array<{ address: string; direction: string }>;
    };
    const propertiesFile = await write(
      'aerial-properties.json',
      JSON.stringify(truth.properties.map(({ address, direction }) => ({ address, direction, latitude: null }))),
    );
    const run = await groundwork('extract', 'aerial', aerialPackage, '--properties', propertiesFile);
    expect(run.stderr).not.toMatch(/^groundwork: /m);
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as AerialCliOutput;
    expect(Object.keys(output).sort()).toEqual(['predictions', 'scale', 'years']);
    expect(output.years).toEqual(truth.years.map((year) => year.year));
    expect(output.scale).toEqual({ text: '1" = 500\'', feet_per_inch: 500 });
    expect(output.predictions).toHaveLength(truth.years.length * truth.properties.length);
    expect(Object.keys(output.predictions[0]!).sort()).toEqual(['address', 'confidence', 'direction', 'label', 'page', 'year']);
    expect(output.predictions.find((row) => row.year === 1952 && row.direction === 'subject')).toMatchObject({ page: 2, address: '2240 FRONT ST' });
  }, 120_000);

  it('needs --properties with at least one property, and fails a PDF without photographs with the reason (exit 1)', async () => {
    const none = await write('no-properties.json', '[]');
    const memo = await write('memo-aerial.pdf', await makePdf((document) => document.text('Memo: aerial photographs to follow.')));
    const one = await write('one-property.json', JSON.stringify([{ address: '1 MAIN ST', direction: 'subject' }]));
    for (const [argv, code, message] of [
      [['extract', 'aerial', aerialPackage], 2, /^groundwork: Missing --properties <properties.json>$/],
      [['extract', 'aerial', aerialPackage, '--properties', none], 1, /^groundwork: No adjoining properties found\. Please add properties first\.$/],
      [['extract', 'aerial', memo, '--properties', one], 1, /^groundwork: No aerial photographs were found in this PDF/],
    ] as const) {
      const { out, err, io: streams } = io();
      expect(await runCli([...argv], streams)).toBe(code);
      expect(out).toEqual([]);
      expect(err[0]!.trim()).toMatch(message);
    }
  }, 60_000);
});
