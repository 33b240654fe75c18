import { cityDirectoryResultSchema, type CityDirectoryResult, type CityDirectoryProperty, type StreetAlias } from '@groundwork/contracts';
import { extractCityDirectory, IntakeError, type CityDirectoryExtraction, type IntakeResult, type SecondReadingListing } from '@groundwork/doc-processing';

export interface CityDirectoryStudyInput {
  properties: CityDirectoryProperty[];
  aliases: StreetAlias[];
  /** Listings a second reader (the LLM) found on pages the rules read little of, each printed on its page. */
  extraListings?: SecondReadingListing[];
}

/**
 * The result of an extraction. A document in which nothing was recognised fails with the
 * extraction's reason (an IntakeError, so the job ends FAILED at once): "Processing Complete" over
 * an empty table is never an answer.
 */
export function cityDirectoryResultOf(extraction: CityDirectoryExtraction): CityDirectoryResult {
  if (extraction.unrecognised) {
    throw new IntakeError('NOTHING_RECOGNISED', extraction.unrecognised.message, { reason: extraction.unrecognised.code });
  }
  return cityDirectoryResultSchema.parse({ ...extraction, editedAt: null });
}

/** The city directory study of an intake: every listing and vacancy, matched to the properties (see cityDirectoryResultOf). */
export function runCityDirectoryStudy(intake: IntakeResult, options: CityDirectoryStudyInput): CityDirectoryResult {
  return cityDirectoryResultOf(extractCityDirectory(intake, options));
}

const pageList = (pages: readonly number[]) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`);

/** What the tab shows above the table about a result: the directory pages nothing was read from. */
export function cityDirectoryWarnings(result: Pick<CityDirectoryResult, 'unreadPages'>): string[] {
  if (result.unreadPages.length === 0) return [];
  const single = result.unreadPages.length === 1;
  const looks = single ? 'it looks like a directory page' : 'they look like directory pages';
  return [`No listings were read on ${pageList(result.unreadPages)} of this report, though ${looks}. Check ${single ? 'it' : 'them'} against the table.`];
}

/**
 * A fresh extraction (new properties or aliases) with the user's edits kept: entries the user
 * changed keep their name and phone, entries the user added stay, entries the user removed stay
 * removed, and `editedAt` is kept.
 */
export function keepEdits(fresh: CityDirectoryResult, edited: CityDirectoryResult, original: CityDirectoryResult): CityDirectoryResult {
  const editedById = new Map(edited.parsedEntries.map((entry) => [entry.id, entry]));
  const originalIds = new Set(original.parsedEntries.map((entry) => entry.id));
  const freshIds = new Set(fresh.parsedEntries.map((entry) => entry.id));
  const kept = fresh.parsedEntries.flatMap((entry) => {
    const mine = editedById.get(entry.id);
    if (!mine) return originalIds.has(entry.id) ? [] : [entry];
    return [{ ...entry, business_name: mine.business_name, phone: mine.phone, year: mine.year }];
  });
  const added = edited.parsedEntries.filter((entry) => !freshIds.has(entry.id) && !originalIds.has(entry.id));
  return { ...fresh, parsedEntries: [...kept, ...added], editedAt: edited.editedAt };
}
