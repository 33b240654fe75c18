import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { runCli, USAGE, type CityDirectoryCliOutput } from './cli';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const fixture = '../shared/fixtures/city_directory_01_a.pdf';
const properties = 'tools/cli/test-data/properties-01.json';

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
      'photo.pdf',
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

describe('runCli', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text), cwd: repoRoot } };
  };

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
