export { generateCityDirectory, LAYOUT_FAMILIES, layoutFamilyDescription } from './generate';
export type { GenerateCityDirectoryOptions, GeneratedCityDirectory, GeneratedLayoutFamily } from './generate';
export type { GeneratedTruth, TruthEntry, TruthProperty, TruthVacancy } from './truth';
export { score, scoreCityDirectory, entryKey, vacancyKey } from './score';
export type { CityDirectoryScore, Score } from './score';
