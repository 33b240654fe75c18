export { extractCityDirectory, UNRECOGNISED_MESSAGES } from './extract';
export type { CityDirectoryExtraction, ExtractCityDirectoryOptions, UnrecognisedCode, UnrecognisedDocument } from './extract';
export type { LayoutFamily } from './detect-layout';
export { AddressMatcher, parseAddress, normalizeStreet } from './address';
export type { MatchedAlias, ParsedAddress } from './address';
export { VACANCY_MARKERS, vacancyMarker, splitPhone, cleanOcrText } from './listing-text';
export { TAG_RULES, tagConcern, tagListing, type TagConcern } from './tags';
export { cityDirectorySummary } from '@groundwork/contracts';
