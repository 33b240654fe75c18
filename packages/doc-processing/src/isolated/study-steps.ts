import type { ExtractCityDirectoryOptions } from '../city-directory';
import type { ExtractRadiusReportOptions } from '../radius-report';
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
