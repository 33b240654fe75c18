import { z } from 'zod';
import { directionSchema } from './properties';

// City directory study (spec 02 sections 2, 3, 4): what the extraction gives, what the tab edits
// and saves back through its save link (`parsedUrls.put`), and the project's street aliases.

export const CITY_DIRECTORY_TEXT_MAX = 500;
export const CITY_DIRECTORY_ENTRIES_MAX = 20_000;
export const STREET_ALIASES_MAX = 100;

const text = z.string().max(CITY_DIRECTORY_TEXT_MAX);
const year = z.number().int().min(1700).max(2200).nullable();

/** Why a listing was tagged: the tag (e.g. 'dry cleaner') and the keyword that fired. */
export const cityDirectoryTagSchema = z.object({ tag: text, keyword: text });
export type CityDirectoryTag = z.infer<typeof cityDirectoryTagSchema>;

/** Where a listing or vacancy was printed: page (1-based), the printed line(s), OCR confidence 0..1 or null for text. */
const provenance = {
  page: z.number().int().min(1),
  line: z.string().max(2000).default(''),
  confidence: z.number().min(0).max(1).nullable().default(null),
};

/** One occupant listing (spec 02 section 3: year, direction or is_subject, business_name, phone). */
export const cityDirectoryEntrySchema = z.object({
  /** Stable within one result, so edits can name the entry. */
  id: z.string().max(100),
  year,
  /** The address as printed. */
  address: text,
  /** The matched property's direction; null when the address matches no property (unassigned). */
  direction: directionSchema.nullable(),
  is_subject: z.boolean(),
  business_name: text,
  /** Digits only (7 or 10), or null. */
  phone: z
    .string()
    .regex(/^\d{7,15}$/)
    .nullable(),
  phone_raw: text.nullable().default(null),
  /** The directory publisher for that year, when the report names it. */
  source: text.nullable().default(null),
  tags: z.array(cityDirectoryTagSchema).max(20).default([]),
  /** Typed in by the user in the results table: no printed line; page is where that year's listings begin. */
  manual: z.boolean().optional(),
  ...provenance,
});
export type CityDirectoryEntry = z.infer<typeof cityDirectoryEntrySchema>;

/** VACANT, NO CURRENT LISTING, ADDRESS NOT LISTED...: recorded, never an occupant. */
export const cityDirectoryVacancySchema = z.object({
  year,
  address: text,
  direction: directionSchema.nullable(),
  is_subject: z.boolean(),
  marker: text,
  ...provenance,
});
export type CityDirectoryVacancy = z.infer<typeof cityDirectoryVacancySchema>;

/** A renamed street: `from` and `to` name the same street (either way round), e.g. HWY 99 = OLD STATE ROUTE 99. */
export const streetAliasSchema = z.strictObject({
  from: z.string().trim().min(1, 'Street name is required').max(200),
  to: z.string().trim().min(1, 'Street name is required').max(200),
});
export type StreetAlias = z.infer<typeof streetAliasSchema>;

/** `PUT /api/projects/{id}/city-directory/aliases`. */
export const streetAliasesInputSchema = z.strictObject({
  aliases: z.array(streetAliasSchema).max(STREET_ALIASES_MAX, `At most ${STREET_ALIASES_MAX} aliases`),
});
export type StreetAliasesInput = z.infer<typeof streetAliasesInputSchema>;

/** The result JSON behind `artifacts.parsedUrls` (the tab saves `parsedEntries` and `editedAt` back). */
export const cityDirectoryResultSchema = z.object({
  parsedEntries: z.array(cityDirectoryEntrySchema).max(CITY_DIRECTORY_ENTRIES_MAX),
  vacancies: z.array(cityDirectoryVacancySchema).max(CITY_DIRECTORY_ENTRIES_MAX).default([]),
  /** Every directory year the report covers, newest first. */
  years: z.array(z.number().int()).default([]),
  /** Directory publisher per year (`"1987": "Infogroup Business Listings"`). */
  sources: z.record(z.string(), text).default({}),
  /** The aliases the matching used: the project's and those the report itself established. */
  aliases: z.array(z.object({ from: z.string(), to: z.string(), origin: z.enum(['project', 'report']) })).default([]),
  /** Pages that look like directory pages but from which no listing was read: the consultant checks them by hand. */
  unreadPages: z.array(z.number().int().min(1)).max(CITY_DIRECTORY_ENTRIES_MAX).default([]),
  /** ISO time of the user's last saved edit, null while untouched. */
  editedAt: z.string().nullable().default(null),
});
export type CityDirectoryResult = z.infer<typeof cityDirectoryResultSchema>;
export type CityDirectoryResultInput = z.input<typeof cityDirectoryResultSchema>;

/** One property as the matcher sees it: the project's address and direction. */
export interface CityDirectoryProperty {
  address: string;
  direction: z.infer<typeof directionSchema>;
}

/** Counts sent with `summary=1` on a finished city directory job. */
export const cityDirectorySummarySchema = z.object({
  entries: z.number().int(),
  vacancies: z.number().int(),
  unassigned: z.number().int(),
  tagged: z.number().int(),
  years: z.number().int(),
  /** Directory pages from which nothing was read. */
  unreadPages: z.number().int(),
});
export type CityDirectorySummary = z.infer<typeof cityDirectorySummarySchema>;

/** The counts of a result: listings, vacancies, listings no property matched, tagged listings, directory years, unread pages. */
export function cityDirectorySummary(result: Pick<CityDirectoryResultInput, 'parsedEntries' | 'vacancies' | 'years' | 'unreadPages'>): CityDirectorySummary {
  const entries = result.parsedEntries;
  return {
    entries: entries.length,
    vacancies: result.vacancies?.length ?? 0,
    unassigned: entries.filter((entry) => entry.direction === null).length,
    tagged: entries.filter((entry) => (entry.tags?.length ?? 0) > 0).length,
    years: result.years?.length || new Set(entries.map((entry) => entry.year).filter((year) => year !== null)).size,
    unreadPages: result.unreadPages?.length ?? 0,
  };
}
