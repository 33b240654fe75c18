import { cityDirectoryResultSchema, type CityDirectoryResult, type CityDirectoryProperty, type StreetAlias } from '@groundwork/contracts';
import { extractCityDirectory, type IntakeResult } from '@groundwork/doc-processing';

/** The city directory study of an intake: every listing and vacancy, matched to the properties. */
export function runCityDirectoryStudy(intake: IntakeResult, options: { properties: CityDirectoryProperty[]; aliases: StreetAlias[] }): CityDirectoryResult {
  return cityDirectoryResultSchema.parse({ ...extractCityDirectory(intake, options), editedAt: null });
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
