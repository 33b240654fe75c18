import { cityDirectoryResultSchema, type CityDirectoryResult, type CityDirectoryProperty, type StreetAlias } from '@groundwork/contracts';
import { extractCityDirectory, IntakeError, type IntakeResult } from '@groundwork/doc-processing';

/**
 * The city directory study of an intake: every listing and vacancy, matched to the properties.
 * A document in which nothing was recognised fails with the extraction's reason (an IntakeError,
 * so the job ends FAILED at once): "Processing Complete" over an empty table is never an answer.
 */
export function runCityDirectoryStudy(intake: IntakeResult, options: { properties: CityDirectoryProperty[]; aliases: StreetAlias[] }): CityDirectoryResult {
  const extraction = extractCityDirectory(intake, options);
  if (extraction.unrecognised) {
    throw new IntakeError('NOTHING_RECOGNISED', extraction.unrecognised.message, { reason: extraction.unrecognised.code });
  }
  return cityDirectoryResultSchema.parse({ ...extraction, editedAt: null });
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
