import type { ExtractAerialOptions } from '../aerial/extract';
import type { ExtractCityDirectoryOptions } from '../city-directory';
import type { ExtractRadiusReportOptions } from '../radius-report';
import type { TextDocumentStepInput } from '../text-document/pdf';
import type { StudyStep } from './protocol';

/** `extractCityDirectory(intake, options)` as a step of an isolated run (the CLI's study). */
export const cityDirectoryStep = (options: ExtractCityDirectoryOptions): StudyStep => ({
  module: new URL('../city-directory/index.ts', import.meta.url).href,
  export: 'extractCityDirectory',
  input: options,
});

/** `extractRadiusReport(intake, options)` as a step of an isolated run (the CLI's and the bench's radius report). */
export const radiusReportStep = (options: ExtractRadiusReportOptions): StudyStep => ({
  module: new URL('../radius-report/index.ts', import.meta.url).href,
  export: 'extractRadiusReport',
  input: options,
});

/** `textDocumentFromIntake(intake, input)`: a PDF's pages as text for readTextDocument, under the isolated run's limits. */
export const textDocumentStep = (input: TextDocumentStepInput = {}): StudyStep => ({
  module: new URL('../text-document/pdf.ts', import.meta.url).href,
  export: 'textDocumentFromIntake',
  input,
});

/** `extractAerialPackage(intake, options, { pdf })` as a step of an isolated run (the CLI's and the bench's aerial package). */
export const aerialPackageStep = (options: ExtractAerialOptions): StudyStep => ({
  module: new URL('../aerial/extract.ts', import.meta.url).href,
  export: 'extractAerialPackage',
  input: options,
});
