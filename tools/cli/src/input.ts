import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { propertySchema } from '@groundwork/contracts';

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
/** A `--properties` file: the project's properties as the platform exports them (extra fields ignored). */
export const propertiesFileSchema = z.array(cliPropertySchema, { error: 'expected a JSON list of properties' });

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

export async function readInput(file: string, cwd: string): Promise<Buffer> {
  try {
    return await fs.readFile(path.resolve(cwd, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}`, 1);
  }
}

export async function readJsonFile<T>(file: string, cwd: string, schema: z.ZodType<T>): Promise<T> {
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
