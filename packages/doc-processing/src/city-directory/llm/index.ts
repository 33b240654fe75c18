export { secondReading, DEFAULT_SECOND_READING_BUDGET_MS } from './second-reading';
export type { FirstExtraction, SecondReading, SecondReadingOptions, SecondReadingPage } from './second-reading';
export { pagesForSecondReading, isDirectoryLike, DEFAULT_PAGE_CHOICE } from './directory-pages';
export type { CandidatePage, PageChoice } from './directory-pages';
export { pageListingSchema } from './page-listing-reader';
export type { PageListing, PageListingReader, PageListingsAnswer, PageReadingHints, ReaderPage, ReaderPageLine } from './page-listing-reader';
export type { DropReason } from './ground-listing';
export type { RawListing as SecondReadingListing } from '../listings';
