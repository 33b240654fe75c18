import {
  isIntakeError,
  radiusReportCliShape,
  radiusReportStep,
  runExtraction,
  type ExtractRadiusReportOptions,
  type RadiusReportCliShape,
  type RadiusReportExtraction,
  type RadiusReportProperty,
  type StudyStep,
} from '@groundwork/doc-processing';
import { CliError, readInput } from './input';

export interface RadiusReportFileOutput {
  output: RadiusReportCliShape;
  /** What the consultant should know (pages that looked like records but gave nothing): for stderr. */
  warnings: string[];
}

/**
 * The worker's path for a radius report: content checks, intake and extraction in
 * doc-processing's isolated runner with its default limits. Nothing recognised fails with the
 * extractor's reason, never an empty list. `step` (tests) runs a stand-in of `extractRadiusReport`'s
 * signature in the isolated process instead.
 */
export async function extractRadiusReportFile(
  file: string,
  { properties, cwd, step = radiusReportStep }: { properties: RadiusReportProperty[]; cwd: string; step?: (options: ExtractRadiusReportOptions) => StudyStep },
): Promise<RadiusReportFileOutput> {
  const bytes = new Uint8Array(await readInput(file, cwd));
  try {
    const run = await runExtraction({ pdf: bytes, study: step({ properties }) });
    const extraction = run.study as RadiusReportExtraction;
    if (extraction.unrecognised) throw new CliError(extraction.unrecognised.message, 1);
    return { output: radiusReportCliShape(extraction.result), warnings: extraction.warnings };
  } catch (error) {
    if (isIntakeError(error)) throw new CliError(error.message, 1);
    throw error;
  }
}
