import { z } from 'zod';
import { placeholderNames } from './figure-labels';

/**
 * The schema of the demo's script (content/demo-script.json, which marketing edits; spec 02
 * sections 2 and 9). The build validates the file with it (rspack.config.mjs) and refuses one that
 * does not match, naming the field; the page only imports the validated JSON, never this module.
 */

const text = z.string().trim().min(1, 'must not be empty');
const positive = z.number().positive();
const year = z.number().int().min(1800).max(2100);

const figuresSchema = z.strictObject({
  directoryEntries: positive,
  directoryYears: positive,
  aerialPhotos: positive,
  aerialFirstYear: year,
  aerialLastYear: year,
  databaseRecords: positive,
  databases: positive,
  searchRadiusMiles: positive,
  reportSections: positive,
  reportPages: positive,
  /** The large language model the demo names as the report writer. */
  reportWriter: text,
});

export type DemoFigures = z.infer<typeof figuresSchema>;

/**
 * The four steps in the spec's order, each with as many reveals as its scene draws pieces
 * (the mapping scene: the subject and four adjoining parcels).
 */
export const STEP_PIECES = { mapping: 5, processing: 4, database: 4, report: 4 } as const;
export type DemoStepId = keyof typeof STEP_PIECES;
const STEP_IDS = Object.keys(STEP_PIECES) as DemoStepId[];

const revealSchema = z.strictObject({
  /** Progress (percent) at which the piece appears. */
  at: z.number().gt(0).max(100),
  /** May hold `{figureName}` placeholders. */
  label: text,
});

const stepSchema = z.strictObject({
  id: z.enum(STEP_IDS),
  title: text,
  summary: text,
  reveals: z.array(revealSchema),
});

const scriptSchema = z.strictObject({
  figures: figuresSchema,
  /** Spec 02: progress advances 2 percent every 100 ms. */
  playback: z.strictObject({
    tickMs: z.number().int().min(16).max(10_000),
    progressPerTick: z.number().gt(0).max(100),
    /** Ticks a finished step stays on screen before auto-play moves on. */
    dwellTicks: z.number().int().min(0),
  }),
  steps: z.array(stepSchema),
  directoryEntries: z.array(z.strictObject({ year, direction: z.enum(['subject', 'north', 'south', 'east', 'west']), business: text })).min(1),
  aerialYears: z.array(year),
  databaseHits: z.array(z.strictObject({ database: text, records: z.number().int().min(0) })),
  /** Shown nearest first when the database step sorts its records by distance. */
  nearestRecords: z.array(z.strictObject({ site: text, database: text, miles: z.number().min(0) })).min(1),
  reportSections: z.array(text),
});

export type DemoScript = z.infer<typeof scriptSchema>;

type Issue = { path: (string | number)[]; message: string };

function stepIssues(script: DemoScript): Issue[] {
  const issues: Issue[] = [];
  const ids = script.steps.map((step) => step.id);
  if (ids.join() !== STEP_IDS.join())
    issues.push({ path: ['steps'], message: `must be the steps ${STEP_IDS.join(', ')} in this order (found ${ids.join(', ')})` });
  script.steps.forEach((step, index) => {
    const pieces = STEP_PIECES[step.id];
    if (step.reveals.length !== pieces)
      issues.push({
        path: ['steps', index, 'reveals'],
        message: `the ${step.id} scene draws ${pieces} pieces: give ${pieces} reveals (found ${step.reveals.length})`,
      });
    step.reveals.forEach((reveal, at) => {
      const previous = step.reveals[at - 1];
      if (previous && reveal.at <= previous.at)
        issues.push({ path: ['steps', index, 'reveals', at, 'at'], message: `must be above the previous reveal's ${previous.at}` });
      for (const name of placeholderNames(reveal.label)) {
        if (!(name in script.figures))
          issues.push({
            path: ['steps', index, 'reveals', at, 'label'],
            message: `{${name}} is not a figure (figures: ${Object.keys(script.figures).join(', ')})`,
          });
      }
    });
  });
  return issues;
}

/** The sample data must add up to the figures the steps announce. */
function figureIssues({ figures, aerialYears, databaseHits, nearestRecords, reportSections }: DemoScript): Issue[] {
  const issues: Issue[] = [];
  const expect = (holds: boolean, path: Issue['path'], message: string) => {
    if (!holds) issues.push({ path, message });
  };
  expect(
    aerialYears.length === figures.aerialPhotos,
    ['aerialYears'],
    `must list figures.aerialPhotos (${figures.aerialPhotos}) years (found ${aerialYears.length})`,
  );
  expect(aerialYears[0] === figures.aerialFirstYear, ['aerialYears', 0], `must be figures.aerialFirstYear (${figures.aerialFirstYear})`);
  expect(aerialYears.at(-1) === figures.aerialLastYear, ['aerialYears', aerialYears.length - 1], `must be figures.aerialLastYear (${figures.aerialLastYear})`);
  expect(
    aerialYears.every((value, index) => index === 0 || value > (aerialYears[index - 1] ?? value)),
    ['aerialYears'],
    'must be in increasing order',
  );
  expect(
    databaseHits.length === figures.databases,
    ['databaseHits'],
    `must list figures.databases (${figures.databases}) databases (found ${databaseHits.length})`,
  );
  const records = databaseHits.reduce((sum, hit) => sum + hit.records, 0);
  expect(
    records === figures.databaseRecords,
    ['databaseHits'],
    `records must add up to figures.databaseRecords (${figures.databaseRecords}; they add up to ${records})`,
  );
  nearestRecords.forEach((record, index) => {
    const within = record.miles <= figures.searchRadiusMiles;
    expect(within, ['nearestRecords', index, 'miles'], `must be within figures.searchRadiusMiles (${figures.searchRadiusMiles})`);
    const listed = databaseHits.some((hit) => hit.database === record.database);
    expect(listed, ['nearestRecords', index, 'database'], `"${record.database}" is not one of databaseHits`);
  });
  expect(
    reportSections.length === figures.reportSections,
    ['reportSections'],
    `must list figures.reportSections (${figures.reportSections}) sections (found ${reportSections.length})`,
  );
  return issues;
}

export const demoScriptSchema = scriptSchema.superRefine((script, context) => {
  for (const issue of [...stepIssues(script), ...figureIssues(script)]) context.addIssue({ code: 'custom', ...issue });
});

/** `steps[1].reveals[2].at`: a field as it reads in the JSON file. */
function fieldName(path: readonly PropertyKey[]): string {
  const name = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return name.replace(/^\./, '') || '(the whole file)';
}

/** Thrown for a script that does not match the schema; its message lists each bad field. */
export class DemoScriptError extends Error {
  override name = 'DemoScriptError';
}

/** The script in a file's text: a DemoScriptError when it is not JSON or not a valid script. */
export function parseDemoScriptText(text: string, source = 'demo-script.json'): DemoScript {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    throw new DemoScriptError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  return parseDemoScript(content, source);
}

/** The validated script, or a DemoScriptError naming each bad field of `source` (the file's name). */
export function parseDemoScript(content: unknown, source = 'demo-script.json'): DemoScript {
  const result = demoScriptSchema.safeParse(content);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${fieldName(issue.path)}: ${issue.message}`);
  throw new DemoScriptError(`${source} is not a valid demo script:\n${lines.join('\n')}`);
}
