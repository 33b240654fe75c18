import { isIntakeError } from '@groundwork/doc-processing';

/**
 * What a failed job's log line says about an isolated extraction's failure: the intake's code (a
 * bad file, or the limit it hit) and the memory the extraction had taken. The handlers fail such
 * a job at once with the IntakeError as the PermanentJobError's cause.
 */
export function limitFields(err: unknown): { code?: string; peakRssMb?: number } {
  const intakeError = isIntakeError(err) ? err : err instanceof Error && isIntakeError(err.cause) ? err.cause : null;
  return intakeError ? { code: intakeError.code, peakRssMb: intakeError.details.peakRssMb } : {};
}
