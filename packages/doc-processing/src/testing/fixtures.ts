import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@groundwork/dev-infra';

/** The shared sample documents (`../shared/fixtures` beside the repository). */
export const sharedFixturesDir = path.resolve(repoRoot, '../shared/fixtures');

export async function readFixture(name: string): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile(path.join(sharedFixturesDir, name)));
}

export interface CityDirectoryTruth {
  page_count: number;
  years: number[];
  entries: Array<{ year: number; address: string; business_name: string; phone_raw: string | null; page: number }>;
}

export async function readCityDirectoryTruth(pdfName: string): Promise<CityDirectoryTruth> {
  const text = await fs.readFile(path.join(sharedFixturesDir, pdfName.replace(/\.pdf$/, '.truth.json')), 'utf8');
  return JSON.parse(text) as CityDirectoryTruth;
}

/** Upper case, whitespace collapsed: how the fixtures README says to compare. */
export const normalizeText = (text: string) => text.toUpperCase().replace(/\s+/g, ' ').trim();

export interface AerialTruth {
  scale: { text: string; feet_per_inch: number };
  years: Array<{ year: number; page: number; date: string | null; source: string; land_use: Record<'subject' | 'north' | 'south' | 'east' | 'west', string> }>;
  properties: Array<{ direction: 'subject' | 'north' | 'south' | 'east' | 'west'; address: string; yearValues: Record<string, string> }>;
}

export async function readAerialTruth(pdfName: string): Promise<AerialTruth> {
  const text = await fs.readFile(path.join(sharedFixturesDir, pdfName.replace(/\.pdf$/, '.truth.json')), 'utf8');
  return JSON.parse(text) as AerialTruth;
}
