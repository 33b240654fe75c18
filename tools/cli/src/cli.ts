import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { propertySchema, streetAliasSchema, STREET_ALIASES_MAX, type CityDirectoryProperty, type StreetAlias } from '@groundwork/contracts';
import { cityDirectoryStep, isIntakeError, runExtraction, type CityDirectoryExtraction } from '@groundwork/doc-processing';

export const USAGE = `Usage: groundwork extract city-directory <file.pdf> --properties <properties.json> [--aliases <aliases.json>]

  <file.pdf>          a city directory abstract (text or scanned PDF)
  --properties FILE   JSON list of the project's properties: [{ "address", "direction", "latitude", "longitude" }]
                      (direction: subject | north | south | east | west; other fields are ignored)
  --aliases FILE      JSON list of street aliases: [{ "from": "HWY 99", "to": "OLD STATE ROUTE 99" }]

Prints { "entries": [...], "vacancies": [...] } as JSON on stdout.`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

/** What goes wrong: usage (exit 2) or the input (exit 1); the message is one line for stderr. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

const cliPropertySchema = propertySchema.pick({ direction: true }).extend({
  address: z.string().trim().min(1, 'address is required'),
  latitude: z.union([z.string(), z.number()]).nullish(),
  longitude: z.union([z.string(), z.number()]).nullish(),
});
const propertiesFileSchema = z.array(cliPropertySchema, { error: 'expected a JSON list of properties' });
const aliasesFileSchema = z.array(streetAliasSchema, { error: 'expected a JSON list of {from, to}' }).max(STREET_ALIASES_MAX);

/** Zod issues on one line: `[1].direction: Invalid option: ...; [2].address: address is required`. */
function issuesLine(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
        .join('')
        .replace(/^\./, '');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

async function readInput(file: string, cwd: string): Promise<Buffer> {
  try {
    return await fs.readFile(path.resolve(cwd, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}`, 1);
  }
}

async function readJsonFile<T>(file: string, cwd: string, schema: z.ZodType<T>): Promise<T> {
  const text = (await readInput(file, cwd)).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`, 1);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CliError(`${file} is invalid: ${issuesLine(parsed.error)}`, 1);
  return parsed.data;
}

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
      options: { properties: { type: 'string' }, aliases: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new CliError((error as Error).message, 2);
  }
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
    if (command !== 'extract' || study !== 'city-directory') {
      throw new CliError(command ? `Unknown command: ${[command, study].filter(Boolean).join(' ')}` : 'Missing command', 2);
    }
    if (!file) throw new CliError('Missing <file.pdf>', 2);
    if (extra.length > 0) throw new CliError(`Unexpected argument: ${extra[0]}`, 2);
    if (!values.properties) throw new CliError('Missing --properties <properties.json>', 2);

    const properties = await readJsonFile(values.properties, io.cwd, propertiesFileSchema);
    const aliases = values.aliases ? await readJsonFile(values.aliases, io.cwd, aliasesFileSchema) : [];
    const output = await extractCityDirectoryFile(file, {
      properties: properties.map(({ address, direction }) => ({ address, direction })),
      aliases,
      cwd: io.cwd,
    });
    io.stdout(`${JSON.stringify(output, null, 2)}\n`);
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
