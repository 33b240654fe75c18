import fs from 'node:fs/promises';
import path from 'node:path';
import { sharedFixturesDir } from '@groundwork/doc-processing/testing/fixtures';
import type { Phase1Truth } from './truth';

/** A shared sample document and its truth. */
export interface TruthFixture<Truth> {
  /** Absolute path of the file. */
  path: string;
  name: string;
  format: 'pdf' | 'docx' | 'txt';
  truth: Truth;
}
export type Phase1Fixture = TruthFixture<Phase1Truth>;

/** The shared samples whose names start with `prefix` (pdf, docx, txt), each with its `.truth.json`. */
export async function loadTruthFixtures<Truth>(prefix: string, directory: string = sharedFixturesDir): Promise<TruthFixture<Truth>[]> {
  const names = (await fs.readdir(directory)).filter((name) => name.startsWith(prefix) && /\.(pdf|docx|txt)$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const truthText = await fs.readFile(path.join(directory, name.replace(/\.(pdf|docx|txt)$/, '.truth.json')), 'utf8');
      return {
        path: path.join(directory, name),
        name,
        format: path.extname(name).slice(1) as TruthFixture<Truth>['format'],
        truth: JSON.parse(truthText) as Truth,
      };
    }),
  );
}

/** The six Phase I ESA samples of the shared fixtures with their truth. */
export const loadPhase1Fixtures = (directory?: string): Promise<Phase1Fixture[]> => loadTruthFixtures<Phase1Truth>('phase1_esa_', directory);
