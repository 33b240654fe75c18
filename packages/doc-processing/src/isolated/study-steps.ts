import type { ExtractCityDirectoryOptions } from '../city-directory';
import type { StudyStep } from './protocol';

/** `extractCityDirectory(intake, options)` as a step of an isolated run (the CLI's study). */
export const cityDirectoryStep = (options: ExtractCityDirectoryOptions): StudyStep => ({
  module: new URL('../city-directory/index.ts', import.meta.url).href,
  export: 'extractCityDirectory',
  input: options,
});
