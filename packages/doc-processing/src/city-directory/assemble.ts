import type { CityDirectoryEntry, CityDirectoryResult, CityDirectoryVacancy } from '@groundwork/contracts';
import type { AddressMatcher } from './address';
import type { RawListing } from './listings';
import { splitPhone, vacancyMarker } from './listing-text';
import { tagListing } from './tags';

/** The listings as the result JSON holds them: matched to the properties, vacancies apart, tagged. */
export type AssembledListings = Omit<CityDirectoryResult, 'editedAt' | 'unreadPages'>;

const MAX_TEXT = 500;

export function assembleListings(listings: readonly RawListing[], sources: ReadonlyMap<number, string>, matcher: AddressMatcher): AssembledListings {
  const parsedEntries: CityDirectoryEntry[] = [];
  const vacancies: CityDirectoryVacancy[] = [];
  for (const listing of listings) {
    const vacancy = vacancyOf(listing, matcher);
    if (vacancy) vacancies.push(vacancy);
    else parsedEntries.push(...entryOf(listing, sources, matcher));
  }
  const years = new Set([...sources.keys(), ...listings.flatMap((listing) => (listing.year === null ? [] : [listing.year]))]);
  return {
    parsedEntries,
    vacancies,
    years: [...years].sort((a, b) => b - a),
    sources: Object.fromEntries([...sources].sort(([a], [b]) => a - b).map(([year, source]) => [String(year), source.slice(0, MAX_TEXT)])),
    aliases: matcher.aliases.map((alias) => ({ ...alias })),
  };
}

/** The listing's direction: its column's, else its matched property's, else null (unassigned). */
function placeOf(listing: RawListing, matcher: AddressMatcher) {
  const direction = listing.direction !== undefined ? listing.direction : (matcher.match(listing.address)?.direction ?? null);
  return { address: listing.address, direction, is_subject: direction === 'subject' };
}

function provenanceOf(listing: RawListing) {
  const confidence = listing.confidences.length > 0 ? Math.min(...listing.confidences) : null;
  return { page: listing.page, line: listing.lines.join('\n').slice(0, 2000), confidence };
}

function vacancyOf(listing: RawListing, matcher: AddressMatcher): CityDirectoryVacancy | null {
  const marker = vacancyMarker(listing.text);
  return marker ? { year: listing.year, ...placeOf(listing, matcher), marker, ...provenanceOf(listing) } : null;
}

/** The entry of a listing (none when its name holds no letter). */
function entryOf(listing: RawListing, sources: ReadonlyMap<number, string>, matcher: AddressMatcher): CityDirectoryEntry[] {
  const { name, phone, phoneRaw } = splitPhone(listing.text);
  if (!/[A-Za-z]/.test(name)) return [];
  const source = listing.source ?? (listing.year !== null ? (sources.get(listing.year) ?? null) : null);
  return [
    {
      id: `p${listing.page}-l${listing.lineIndex + 1}-${listing.order}`,
      year: listing.year,
      ...placeOf(listing, matcher),
      business_name: name.slice(0, MAX_TEXT),
      phone,
      phone_raw: phoneRaw,
      source: source?.slice(0, MAX_TEXT) ?? null,
      tags: tagListing(name),
      ...provenanceOf(listing),
    },
  ];
}
