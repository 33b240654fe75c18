import fs from 'node:fs/promises';
import path from 'node:path';
import { sharedFixturesDir } from '@groundwork/doc-processing/testing/fixtures';
import type { SupportingTruth } from './truth';

export interface SupportingFixture {
  /** Absolute path of the document. */
  path: string;
  name: string;
  format: 'pdf' | 'docx' | 'txt';
  truth: SupportingTruth;
}

/** The four supporting-document samples of the shared fixtures with their truth. */
export async function loadSupportingFixtures(directory: string = sharedFixturesDir): Promise<SupportingFixture[]> {
  const names = (await fs.readdir(directory)).filter((name) => /^supporting_doc_.*\.(pdf|docx|txt)$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const truthText = await fs.readFile(path.join(directory, name.replace(/\.(pdf|docx|txt)$/, '.truth.json')), 'utf8');
      return {
        path: path.join(directory, name),
        name,
        format: path.extname(name).slice(1) as SupportingFixture['format'],
        truth: JSON.parse(truthText) as SupportingTruth,
      };
    }),
  );
}
