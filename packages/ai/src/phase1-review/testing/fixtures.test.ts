import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadPhase1Fixtures } from './fixtures';
import { scoreQa } from './score';

describe('loadPhase1Fixtures', () => {
  it('finds the six Phase I samples with their truth', async () => {
    const fixtures = await loadPhase1Fixtures();
    expect(fixtures.map((fixture) => fixture.name)).toEqual([
      'phase1_esa_01_a_recs_present.pdf',
      'phase1_esa_02_a_no_recs.docx',
      'phase1_esa_03_a_hrecs_present.txt',
      'phase1_esa_04_d_recs_present.pdf',
      'phase1_esa_05_d_no_recs.docx',
      'phase1_esa_06_d_hrecs_present.txt',
    ]);
    for (const fixture of fixtures) {
      expect(fixture.truth.file).toBe(fixture.name);
      expect(fixture.truth.family).toBe('phase1_esa');
      expect(fixture.path.endsWith(`/${fixture.name}`)).toBe(true);
      expect(fixture.format).toBe(fixture.name.split('.').at(-1));
      const file = await fs.stat(fixture.path);
      expect(file.isFile()).toBe(true);
      expect(file.size).toBeGreaterThan(1000);
    }
  });

  it("scores the fixtures' own quotes as cited", async () => {
    const [fixture] = await loadPhase1Fixtures();
    for (const qa of fixture!.truth.qa.filter((entry) => entry.quote)) {
      expect(scoreQa({ answer: qa.answer, quotes: [{ quote: qa.quote!, page: qa.page }], confidence: 1 }, qa)).toEqual({ cited: true, answered: true });
    }
  });
});
