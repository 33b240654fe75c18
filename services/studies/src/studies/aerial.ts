import { aerialStudyResultSchema, aerialStudySummary, type AerialStudyResult } from '@groundwork/contracts';
import { extractAerialPackage, IntakeError, type IntakeResult } from '@groundwork/doc-processing';
import type { StudyJobPayload } from '../jobs';
import type { StudyExtraction } from './extract-study';

/** The readers of an offline result. */
export const OFFLINE_CLASSIFIER = 'offline';

/** Where a photograph's image is kept among a job's objects (`jobs/<id>/photos/<index>.jpg`). */
export const photoAttachmentName = (index: number) => `photos/${index}.jpg`;

/**
 * The aerial study of a package: every photograph's year, scale and source, and the land use of
 * each project property on it (see doc-processing's `extractAerialPackage`), with the photographs
 * as attachments for the table's crops. A package in which no photograph or no year is found fails
 * with the reason (an IntakeError: the job ends FAILED at once, never an empty table).
 */
export async function runAerialStudy(
  intake: IntakeResult,
  payload: Pick<StudyJobPayload, 'properties'>,
  { pdf }: { pdf: Uint8Array | null },
): Promise<StudyExtraction> {
  if (!pdf) throw new Error('The aerial study reads the photographs themselves: it needs the PDF, not only its text.');
  const extraction = await extractAerialPackage(intake, { properties: payload.properties }, { pdf });
  if (extraction.unrecognised) {
    throw new IntakeError('NOTHING_RECOGNISED', extraction.unrecognised.message, { reason: extraction.unrecognised.code });
  }
  const result: AerialStudyResult = aerialStudyResultSchema.parse({ ...extraction.result, classifier: OFFLINE_CLASSIFIER, editedAt: null });
  return {
    result,
    summary: aerialStudySummary(result),
    warnings: extraction.warnings,
    attachments: extraction.images.map(({ index, jpegBase64 }) => ({ name: photoAttachmentName(index), contentType: 'image/jpeg', base64: jpegBase64 })),
  };
}
