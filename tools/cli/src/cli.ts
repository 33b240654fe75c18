import { parseArgs } from 'node:util';
import { z } from 'zod';
import { streetAliasSchema, STREET_ALIASES_MAX, type CityDirectoryProperty, type StreetAlias } from '@groundwork/contracts';
import { cityDirectoryStep, isIntakeError, runExtraction, type CityDirectoryExtraction } from '@groundwork/doc-processing';
import { CliError, propertiesFileSchema, readInput, readJsonFile } from './input';
import { coordinateOf, extractAerialFile } from './aerial';
import { extractRadiusReportFile } from './radius-report';
import { reviewPhase1Files } from './review-phase1';
import { reviewRecordFiles } from './review-record';

export { CliError } from './input';

export const USAGE = `Usage: groundwork extract city-directory <file.pdf> --properties <properties.json> [--aliases <aliases.json>]
       groundwork extract radius-report <file.pdf> [--properties <properties.json>]
       groundwork extract aerial <file.pdf> --properties <properties.json>
       groundwork review phase1 <file> [<file>...] [--ask "<question>"]...
       groundwork review record <file> [<file>...] [--summary "<existing narrative>"]

  <file.pdf>          a city directory abstract (text or scanned PDF), a vendor's radius report or aerial photograph package
  --properties FILE   JSON list of the project's properties: [{ "address", "direction", "latitude", "longitude" }]
                      (direction: subject | north | south | east | west; other fields are ignored);
                      optional for a radius report (it matches orphans and adjoining sites to them);
                      an aerial package places each property on the photographs (by its coordinates when given)
  --aliases FILE      city directory only: JSON list of street aliases: [{ "from": "HWY 99", "to": "OLD STATE ROUTE 99" }]
  review phase1       existing Phase I ESA reports (PDF, Word .doc/.docx or text), each reviewed for its decision
  --ask QUESTION      a question answered from the reports (repeatable)
  review record       agency documents (NFA letter, case status, closure memo) of one database record
  --summary TEXT      the record's existing narrative (its case ids tell a letter about another case)

Prints JSON on stdout: { "entries": [...], "vacancies": [...] } for a city directory,
{ "database_summary": [...], "sites": [...], "orphans": [...] } for a radius report,
{ "years": [...], "scale": { "text", "feet_per_inch" }, "predictions": [...] } for an aerial package,
{ "overallDecision", "updatedSummary", "results": [...], "answers": [...] } for a Phase I review,
{ "overallDecision", "updatedSummary", "results": [...] } for a record's documents
(offline unless LLM_BASE_URL, LLM_MODEL and LLM_API_KEY are set).`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

const aliasesFileSchema = z.array(streetAliasSchema, { error: 'expected a JSON list of {from, to}' }).max(STREET_ALIASES_MAX);

export interface CityDirectoryCliOutput {
  entries: Array<{
    year: number | null;
    address: string;
    direction: CityDirectoryProperty['direction'] | null;
    is_subject: boolean;
    business_name: string;
    phone: string | null;
    page: number;
    tags: Array<{ tag: string; keyword: string }>;
  }>;
  vacancies: Array<{ year: number | null; address: string; direction: CityDirectoryProperty['direction'] | null; page: number }>;
}

/**
 * The worker's path: content checks, intake and extraction in doc-processing's isolated runner,
 * with its default limits (1,000 pages, 60 s a page, 15 minutes in all, memory by OCR workers).
 */
export async function extractCityDirectoryFile(
  file: string,
  { properties, aliases, cwd }: { properties: CityDirectoryProperty[]; aliases: StreetAlias[]; cwd: string },
): Promise<CityDirectoryCliOutput> {
  const bytes = new Uint8Array(await readInput(file, cwd));
  try {
    const run = await runExtraction({ pdf: bytes, study: cityDirectoryStep({ properties, aliases }) });
    const result = run.study as CityDirectoryExtraction;
    // Nothing recognised is a failure with its reason, never an empty list.
    if (result.unrecognised) throw new CliError(result.unrecognised.message, 1);
    return {
      entries: result.parsedEntries.map(({ year, address, direction, is_subject, business_name, phone, page, tags }) => ({
        year,
        address,
        direction,
        is_subject,
        business_name,
        phone,
        page,
        tags,
      })),
      vacancies: result.vacancies.map(({ year, address, direction, page }) => ({ year, address, direction, page })),
    };
  } catch (error) {
    if (isIntakeError(error)) throw new CliError(error.message, 1);
    throw error;
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        properties: { type: 'string' },
        aliases: { type: 'string' },
        ask: { type: 'string', multiple: true },
        summary: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new CliError((error as Error).message, 2);
  }
}

type CommandOptions = ReturnType<typeof parseCommandLine>['values'];

const STUDIES = ['city-directory', 'radius-report', 'aerial'] as const;
type Study = (typeof STUDIES)[number];
const isStudy = (value: string | undefined): value is Study => (STUDIES as readonly (string | undefined)[]).includes(value);

async function cityDirectoryCommand(file: string, options: CommandOptions, io: CliIo): Promise<void> {
  if (!options.properties) throw new CliError('Missing --properties <properties.json>', 2);
  const properties = await readJsonFile(options.properties, io.cwd, propertiesFileSchema);
  const aliases = options.aliases ? await readJsonFile(options.aliases, io.cwd, aliasesFileSchema) : [];
  const output = await extractCityDirectoryFile(file, {
    properties: properties.map(({ address, direction }) => ({ address, direction })),
    aliases,
    cwd: io.cwd,
  });
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
}

async function radiusReportCommand(file: string, options: CommandOptions, io: CliIo): Promise<void> {
  if (options.aliases) throw new CliError('--aliases is for extract city-directory only', 2);
  const properties = options.properties ? await readJsonFile(options.properties, io.cwd, propertiesFileSchema) : [];
  const { output, warnings } = await extractRadiusReportFile(file, {
    properties: properties.map(({ address, direction }) => ({ address, direction })),
    cwd: io.cwd,
  });
  for (const warning of warnings) io.stderr(`groundwork: warning: ${warning.replace(/\s*\n\s*/g, ' ')}\n`);
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
}

async function aerialCommand(file: string, options: CommandOptions, io: CliIo): Promise<void> {
  if (options.aliases) throw new CliError('--aliases is for extract city-directory only', 2);
  if (!options.properties) throw new CliError('Missing --properties <properties.json>', 2);
  const properties = await readJsonFile(options.properties, io.cwd, propertiesFileSchema);
  if (properties.length === 0) throw new CliError('No adjoining properties found. Please add properties first.', 1);
  const { output, warnings } = await extractAerialFile(file, {
    properties: properties.map(({ address, direction, latitude, longitude }) => ({
      address,
      direction,
      latitude: coordinateOf(latitude),
      longitude: coordinateOf(longitude),
    })),
    cwd: io.cwd,
  });
  for (const warning of warnings) io.stderr(`groundwork: warning: ${warning}\n`);
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
}

async function reviewPhase1Command(files: string[], options: CommandOptions, io: CliIo): Promise<void> {
  if (options.properties || options.aliases || options.summary !== undefined) throw new CliError('review phase1 takes reports and --ask only', 2);
  if (files.length === 0) throw new CliError('Missing <file>: a Phase I report (PDF, .doc, .docx or .txt)', 2);
  const questions = (options.ask ?? []).map((question) => question.trim());
  if (questions.some((question) => question.length === 0)) throw new CliError('--ask needs a question', 2);
  const output = await reviewPhase1Files(files, { questions, cwd: io.cwd });
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
}

async function reviewRecordCommand(files: string[], options: CommandOptions, io: CliIo): Promise<void> {
  if (options.properties || options.aliases || options.ask) throw new CliError('review record takes documents and --summary only', 2);
  if (files.length === 0) throw new CliError('Missing <file>: an agency document of the record (PDF, .doc, .docx or .txt)', 2);
  const output = await reviewRecordFiles(files, { summary: options.summary ?? '', cwd: io.cwd });
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
}

/** Runs one command line; returns the exit code (0, 1 for bad input, 2 for bad usage). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseCommandLine(argv);
    if (values.help) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    const [command, study, file, ...extra] = positionals;
    if (command === 'review' && study === 'phase1') {
      await reviewPhase1Command(positionals.slice(2), values, io);
      return 0;
    }
    if (command === 'review' && study === 'record') {
      await reviewRecordCommand(positionals.slice(2), values, io);
      return 0;
    }
    if (values.summary !== undefined) throw new CliError('--summary is for review record only', 2);
    if (values.ask) throw new CliError('--ask is for review phase1 only', 2);
    if (command !== 'extract' || !isStudy(study)) {
      throw new CliError(command ? `Unknown command: ${[command, study].filter(Boolean).join(' ')}` : 'Missing command', 2);
    }
    if (!file) throw new CliError('Missing <file.pdf>', 2);
    if (extra.length > 0) throw new CliError(`Unexpected argument: ${extra[0]}`, 2);
    const commands = { 'city-directory': cityDirectoryCommand, 'radius-report': radiusReportCommand, aerial: aerialCommand } as const;
    await commands[study](file, values, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(`groundwork: ${error.message}\n`);
      if (error.exitCode === 2) io.stderr(`${USAGE}\n`);
      return error.exitCode;
    }
    io.stderr(`groundwork: ${error instanceof Error ? error.message : String(error)}\n`.replace(/\n(?!$)/g, ' '));
    return 1;
  }
}
