export const INTAKE_ERROR_CODES = ['EMPTY_FILE', 'FILE_TOO_LARGE', 'NOT_A_PDF', 'CORRUPT_PDF', 'ENCRYPTED_PDF'] as const;

export type IntakeErrorCode = (typeof INTAKE_ERROR_CODES)[number];

export interface IntakeErrorDetails {
  byteLength?: number;
  maxBytes?: number;
  /** NOT_A_PDF: what the content looks like (`png`, `docx`, `text`, ...), `unknown` if nothing matched. */
  detectedType?: string;
  /** CORRUPT_PDF raised while reading one page. */
  pageNumber?: number;
  /** The PDF library's own words, for logs (never shown to a consultant). */
  cause?: string;
}

/**
 * The uploaded file itself is unusable. `message` is written for the consultant; `code` is for
 * programs. Processing it again gives the same error, so a job queue should fail it at once
 * rather than retry.
 */
export class IntakeError extends Error {
  override readonly name = 'IntakeError';

  constructor(
    readonly code: IntakeErrorCode,
    message: string,
    readonly details: IntakeErrorDetails = {},
  ) {
    super(message);
  }
}

export function isIntakeError(error: unknown): error is IntakeError {
  return error instanceof IntakeError;
}
