import type { AerialProperty } from '@groundwork/doc-processing';
import { aerialPackageStep, isIntakeError, runExtraction, type AerialExtraction } from '@groundwork/doc-processing';
import { CliError, readInput } from './input';

/** What `groundwork extract aerial` prints (issue 19's shape). */
export interface AerialCliOutput {
  years: number[];
  scale: { text: string; feet_per_inch: number } | null;
  predictions: Array<{ year: number; direction: AerialProperty['direction']; address: string; label: string; confidence: number; page: number }>;
}

/** A `--properties` row's coordinate as a number (the platform exports them as strings), or undefined. */
export const coordinateOf = (value: string | number | null | undefined) => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};

/**
 * The worker's path for an aerial package: content checks, intake and the package's reading in
 * doc-processing's isolated runner with its default limits. A package where no photograph or no
 * year is found fails with the reason; warnings (photos without a year, an assumed scale) are for stderr.
 */
export async function extractAerialFile(file: string, { properties, cwd }: { properties: AerialProperty[]; cwd: string }) {
  const bytes = new Uint8Array(await readInput(file, cwd));
  try {
    const run = await runExtraction({ pdf: bytes, study: aerialPackageStep({ properties }) });
    const { result, warnings, unrecognised } = run.study as AerialExtraction;
    if (unrecognised) throw new CliError(unrecognised.message, 1);
    const output: AerialCliOutput = {
      years: result.years,
      scale: result.scale,
      predictions: result.predictions.map(({ year, direction, address, label, confidence, page }) => ({ year, direction, address, label, confidence, page })),
    };
    return { output, warnings };
  } catch (error) {
    if (isIntakeError(error)) throw new CliError(error.message, 1);
    throw error;
  }
}
