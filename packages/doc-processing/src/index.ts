export { inspectUpload, checkUploadBytes, fileTooLargeError, formatMegabytes, MAX_UPLOAD_BYTES } from './inspect-upload';
export type { InspectUploadOptions, UploadInspection } from './inspect-upload';
export { extractPages, SCANNED_MAX_TEXT_CHARS, SCANNED_MIN_IMAGE_COVERAGE } from './extract-pages';
export type { ExtractPagesOptions } from './extract-pages';
export { IntakeError, isIntakeError, INTAKE_ERROR_CODES } from './errors';
export type { IntakeErrorCode, IntakeErrorDetails } from './errors';
export { detectFileType, FILE_TYPE_LABELS } from './file-type';
export type { DetectedFileType } from './file-type';
export { DEFAULT_OCR_DPI, renderPng, renderRgba } from './render-page';
export type { RgbaPage } from './render-page';
export { openPdfDocument } from './pdf-document';
export type { PDFDocumentProxy, PDFPageProxy } from './pdf-document';
export type { BBox, IntakePage, IntakeProgress, IntakeResult, PageLine, PageSource, PageSpan } from './types';
export {
  extractCityDirectory,
  cityDirectorySummary,
  AddressMatcher,
  parseAddress,
  normalizeStreet,
  VACANCY_MARKERS,
  vacancyMarker,
  splitPhone,
  cleanOcrText,
  TAG_RULES,
  tagConcern,
  tagListing,
} from './city-directory';
export type { CityDirectoryExtraction, ExtractCityDirectoryOptions, MatchedAlias, ParsedAddress, TagConcern } from './city-directory';
export { secondReading, pagesForSecondReading, DEFAULT_SECOND_READING_BUDGET_MS, DEFAULT_PAGE_CHOICE } from './city-directory/llm';
export type {
  FirstExtraction,
  PageListing,
  PageListingReader,
  PageListingsAnswer,
  PageReadingHints,
  ReaderPage,
  ReaderPageLine,
  SecondReading,
  SecondReadingListing,
  SecondReadingOptions,
  SecondReadingPage,
} from './city-directory/llm';
export {
  DEFAULT_MAX_PAGES,
  DEFAULT_MAX_IMAGE_PIXELS,
  DEFAULT_MAX_RENDER_PIXELS,
  MIN_OCR_DPI,
  DEFAULT_PAGE_TIMEOUT_MS,
  DEFAULT_EXTRACTION_TIMEOUT_MS,
  defaultMemoryMb,
  formatDuration,
} from './limits';
export { runExtraction, defaultExtractionLimits } from './isolated/run-extraction';
export type { ExtractionLimits, ExtractionRun, RunExtractionOptions } from './isolated/run-extraction';
export { aerialPackageStep, cityDirectoryStep, radiusReportStep } from './isolated/study-steps';
export type { ExtractionRequest, IsolatedIntakeOptions, StudyStep } from './isolated/protocol';
export { extractRadiusReport, radiusReportCliShape } from './radius-report';
export type { ExtractRadiusReportOptions, RadiusReportExtraction, RadiusReportProperty, RadiusReportCliShape, RadiusReportCliRecord } from './radius-report';
export * from './text-document';
export * from './aerial';
