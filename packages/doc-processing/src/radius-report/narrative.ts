import type { DatabaseRecord, DatabaseSummaryRow } from '@groundwork/contracts';
import { searchDistanceOf } from './screen';

// The paragraph a consultant pastes into section 5 of a Phase I for each record: what it is, where
// it is from the subject, its status in each database, and why it does or does not matter, built
// only from the record's printed facts (every number, name and id in it is the record's), with
// the report's page.

type NarrativeFacts = Omit<DatabaseRecord, 'narrative' | 'id' | 'target'>;

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const miles = (value: number) => `${value} mi`;
const SIGNIFICANT_RELEASE = /\b(lust|lpst|spills?|npl|sems|cerclis|corracts|vcp|brownfields?|shws|superfund|dry ?cleaners?|landfill|swf)\b/i;

function placeOf(record: NarrativeFacts): string {
  const where = [record.address, [record.city, [record.state, record.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  return where;
}

/** `0.012 mi (63 ft) E of the subject, at a lower elevation (177 ft; likely down-gradient if groundwater follows the topography)`. */
function positionPhrase(record: NarrativeFacts): string | null {
  if (record.is_target || record.is_orphan) return null;
  const distance =
    record.distance_mi !== null ? `${miles(record.distance_mi)}${record.distance_ft !== null ? ` (${record.distance_ft} ft)` : ''}` : 'at an unstated distance';
  const where = `${distance}${record.direction ? ` ${record.direction}` : ''} of the subject`;
  if (!record.relative_elevation) return where;
  const level = record.relative_elevation === 'Equal' ? 'at about the same elevation' : `at a ${record.relative_elevation.toLowerCase()} elevation`;
  const gradient =
    record.gradient === 'up'
      ? 'likely up-gradient'
      : record.gradient === 'down'
        ? 'likely down-gradient'
        : record.gradient === 'cross'
          ? 'likely cross-gradient'
          : null;
  const detail = [record.elevation_ft !== null ? `${record.elevation_ft} ft` : null, gradient ? `${gradient} if groundwater follows the topography` : null]
    .filter(Boolean)
    .join('; ');
  return `${where}, ${level}${detail ? ` (${detail})` : ''}`;
}

function listingPhrase(record: NarrativeFacts): string {
  const statuses = record.databases.map((db) => {
    const facts = [record.statuses[db], record.facility_ids[db] ? `ID ${record.facility_ids[db]}` : null].filter(Boolean).join(', ');
    return facts ? `${db} (${facts})` : db;
  });
  return `listed in ${list(statuses)}`;
}

function factsSentence(record: NarrativeFacts): string {
  const substances = record.substances.length > 0 ? `Substances reported: ${list(record.substances)}.` : '';
  const closure = record.dates.find((date) => /closure|closed|nfa/i.test(date.label));
  const closed = closure ? ` ${closure.db} ${closure.label.toLowerCase()}: ${closure.date}.` : '';
  return `${substances}${closed}`.trim();
}

function significanceSentence(record: NarrativeFacts, summary: ReadonlyMap<string, DatabaseSummaryRow>): string {
  if (record.is_target) {
    return record.status_class === 'open'
      ? 'An open listing on the subject property must be evaluated as a potential REC; review the agency file.'
      : 'Each listing of the subject property must be evaluated for a potential REC, CREC or HREC.';
  }
  if (record.is_orphan) {
    if (record.orphan_match)
      return `It may be the same site as ${record.orphan_match.label} (matching ${record.orphan_match.by}); confirm its location before dismissing it.`;
    return 'Confirm its location from the agency file before dismissing it.';
  }
  if (record.beyond_search_distance) {
    const distances = [...new Set(record.databases.map((db) => searchDistanceOf(db, summary)).filter((value): value is number => value !== null))];
    return `It lies beyond the search distance of its databases (${list(distances.map(miles))}) and is listed for information only.`;
  }
  if (record.location === 'adjoining')
    return 'It is on an adjoining property: evaluate it as a potential REC of the subject (vapour and shallow groundwater pathways).';
  const release = record.databases.some((db) => SIGNIFICANT_RELEASE.test(db));
  if (record.status_class === 'open' && release) {
    if (record.gradient === 'down') return 'It is an open case, but its down-gradient position makes migration onto the subject less likely.';
    return 'It is an open case within its search distance and not down-gradient: it could affect the subject through groundwater or vapour migration; review the agency file.';
  }
  if (record.status_class === 'closed' && release)
    return 'The case is closed; check the closure for controls left in place (a CREC) before treating it as an HREC or as no concern.';
  if (record.status_class === 'historical') return 'It is a historical listing; such a use is a concern where it is close to and up-gradient of the subject.';
  return 'It is a registration or permit listing without a reported release; it is not a concern to the subject by itself.';
}

/**
 * The record's paragraph, from its facts only, ending with the report's page: who it is and what
 * lists it first (what a clamped summary shows), where it is, then why it matters or not.
 */
export function recordNarrative(record: NarrativeFacts, summary: ReadonlyMap<string, DatabaseSummaryRow>): string {
  const id = [record.map_id ? `map ID ${record.map_id}` : null, record.record_id ? `record ${record.record_id}` : null].filter(Boolean).join(', ');
  const who = record.is_target ? `The subject property, ${record.site_name}` : record.site_name;
  const head = `${who}${record.address ? `, ${record.address}` : ''}${id ? ` (${id})` : ''}, is ${listingPhrase(record)}.`;
  const position = positionPhrase(record);
  const where = position ? ` It lies ${position}.` : '';
  const place = placeOf(record);
  const unmapped = record.is_orphan
    ? ` The vendor could not map it (an unmapped, or orphan, record${place ? ` listed at ${place}` : ''}), so its distance and direction from the subject are not known.`
    : '';
  const page = record.page !== null ? ` (Radius report, p. ${record.page}.)` : '';
  return `${head}${where}${unmapped} ${significanceSentence(record, summary)} ${factsSentence(record)}`.replace(/\s+/g, ' ').trim() + page;
}
