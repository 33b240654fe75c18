import fs from 'node:fs/promises';
import path from 'node:path';
import { sharedFixturesDir } from '@groundwork/doc-processing/testing/fixtures';
import type { Phase1Truth } from './truth';

export interface Phase1Fixture {
  /** Absolute path of the report file. */
  path: string;
  name: string;
  format: 'pdf' | 'docx' | 'txt';
  truth: Phase1Truth;
}

/** The six Phase I ESA samples of the shared fixtures with their truth. */
export async function loadPhase1Fixtures(directory: string = sharedFixturesDir): Promise<Phase1Fixture[]> {
  const names = (await fs.readdir(directory)).filter((name) => /^phase1_esa_.*\.(pdf|docx|txt)$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const truthText = await fs.readFile(path.join(directory, name.replace(/\.(pdf|docx|txt)$/, '.truth.json')), 'utf8');
      return {
        path: path.join(directory, name),
        name,
        format: path.extname(name).slice(1) as Phase1Fixture['format'],
        truth: JSON.parse(truthText) as Phase1Truth,
      };
    }),
  );
}
