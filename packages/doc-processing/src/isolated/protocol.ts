import { INTAKE_ERROR_CODES, IntakeError, type IntakeErrorCode, type IntakeErrorDetails } from '../errors';
import type { ExtractPagesOptions } from '../extract-pages';
import type { IntakeProgress, IntakeResult } from '../types';

/**
 * A study's extraction, run in the isolated process right after the intake: the module's
 * `export` is called with the intake, `input` (plain data) and `{ pdf }` (the document's bytes, null
 * for a study on an intake read before), and what it returns (plain data) comes back. `module` is a file URL (`new URL('./my-study.ts', import.meta.url).href`).
 */
export interface StudyStep {
  module: string;
  export: string;
  input: unknown;
}

/** extractPages' options that cross to the isolated process (callbacks stay in the caller). */
export type IsolatedIntakeOptions = Omit<ExtractPagesOptions, 'onProgress' | 'onPageStart'>;

/** What to extract: a PDF's intake (then the study, if any), or a study on an intake read before. */
export type ExtractionRequest = { pdf: Uint8Array; intake?: IsolatedIntakeOptions; study?: StudyStep } | { intakeResult: IntakeResult; study: StudyStep };

export type ChildMessage =
  | { type: 'page-start'; pageNumber: number }
  | { type: 'progress'; progress: IntakeProgress }
  | { type: 'done'; intake: IntakeResult | null; study: unknown }
  | { type: 'failed'; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  code?: IntakeErrorCode;
  details?: IntakeErrorDetails;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof IntakeError) return { name: error.name, message: error.message, code: error.code, details: error.details };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The caller sees the error the extraction threw: an IntakeError stays one (its code decides what a queue does). */
export function deserializeError({ name, message, code, details }: SerializedError): Error {
  if (code && (INTAKE_ERROR_CODES as readonly string[]).includes(code)) return new IntakeError(code, message, details);
  if (name === 'RangeError') return new RangeError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}
