import type { DatabaseSummaryRow, Gradient, OrphanMatch, RecordLocation, StatusClass } from '@groundwork/contracts';
import { AddressMatcher } from '../city-directory';
import type { MergedRecord } from './merge';
import { astmSearchDistance, normaliseText } from './vocabulary';

// Screening: what a consultant decides first about each record. Within or beyond the search
// distance of its databases (the report's distance, else ASTM E1527-21's), open or closed, up- or
// down-gradient as the elevations allow, on the subject, adjoining or nearby, and an orphan's
// likely twin among the project's properties and the mapped sites.

const EPSILON = 1e-9;

/** The search distance of a database in miles: the report's summary, else ASTM's minimum, else null. */
export function searchDistanceOf(db: string, summary: ReadonlyMap<string, DatabaseSummaryRow>): number | null {
  return summary.get(db.toUpperCase())?.search_distance_mi ?? astmSearchDistance(db);
}

/**
 * Beyond the search distance of every one of its databases whose distance is known (or marked so
 * by the report). The subject's own listings and orphans never are.
 */
export function isBeyondSearchDistance(record: MergedRecord, summary: ReadonlyMap<string, DatabaseSummaryRow>): boolean {
  if (record.isTarget || record.isOrphan) return false;
  if (record.markedBeyond) return true;
  if (record.distanceMi === null) return false;
  const distances = record.databases.map((db) => searchDistanceOf(db, summary)).filter((distance): distance is number => distance !== null);
  return distances.length > 0 && distances.every((distance) => record.distanceMi! > distance + EPSILON);
}

const CLOSED =
  /\b(closed|closure|nfa|no further (remedial )?action|nfrap|complete[d]?|inactive|removed|no longer regulated|archived|permanently out of use|deleted|delisted|terminated|not a generator|returned to compliance|no violations)\b/i;
const OPEN =
  /\b(open|active|proposed|underway|remediation|investigation|monitoring|assessment|violations exist|pending|ongoing|listed|final|operating|in use|generator)\b/i;
const HISTORICAL = /\b(historical|hist\b|former|directory listing)\b/i;
const REGISTRATION = /^(registered|registration|active registration)$/i;

/** One database's status as open, closed, historical or unknown. */
export function statusClassOf(status: string | null, db: string): StatusClass {
  if (!status) return /\bhist/i.test(db) ? 'historical' : 'unknown';
  if (HISTORICAL.test(status) || /\bhist/i.test(db)) return 'historical';
  if (REGISTRATION.test(status.trim())) return 'unknown';
  if (CLOSED.test(status)) return 'closed';
  if (OPEN.test(status)) return 'open';
  return 'unknown';
}

/** A record's class: open when any database's status is, else closed when one is, else historical, else unknown. */
export function recordStatusClass(record: Pick<MergedRecord, 'databases' | 'facts'>): StatusClass {
  const classes = record.databases.map((db) => statusClassOf(record.facts.get(db)?.status ?? null, db));
  if (classes.includes('open')) return 'open';
  if (classes.includes('closed')) return 'closed';
  if (classes.includes('historical')) return 'historical';
  return 'unknown';
}

/** Topographic gradient from the relative elevation: higher ground is up-gradient, lower down-gradient, level cross-gradient. */
export function gradientOf(record: Pick<MergedRecord, 'relativeElevation' | 'isTarget' | 'isOrphan'>): Gradient | null {
  if (record.isTarget || record.isOrphan || !record.relativeElevation) return null;
  return record.relativeElevation === 'Higher' ? 'up' : record.relativeElevation === 'Lower' ? 'down' : 'cross';
}

export interface ProjectProperty {
  address: string;
  direction: 'subject' | 'north' | 'south' | 'east' | 'west';
}

/** On the subject (the report's target, or the subject's address), adjoining (an adjoining property's address), nearby, or unmapped. */
export function locationOf(record: MergedRecord, properties: readonly ProjectProperty[]): RecordLocation {
  if (record.isTarget) return 'on-site';
  const direction = record.address ? matchProperty(record.address, properties)?.direction : undefined;
  if (direction === 'subject') return 'on-site';
  if (direction) return 'adjoining';
  return record.isOrphan ? 'unmapped' : 'nearby';
}

const matchers = new WeakMap<readonly ProjectProperty[], AddressMatcher>();

function matchProperty(address: string, properties: readonly ProjectProperty[]): ProjectProperty | null {
  if (properties.length === 0) return null;
  let matcher = matchers.get(properties);
  if (!matcher) {
    matcher = new AddressMatcher(
      properties.map(({ address: printed, direction }) => ({ address: printed, direction })),
      [],
    );
    matchers.set(properties, matcher);
  }
  const match = matcher.match(address);
  return match ? { address: match.address, direction: match.direction } : null;
}

const NAME_NOISE = /\b(INC|LLC|CO|CORP|CORPORATION|COMPANY|LTD|THE|SITE|FACILITY|FORMER|PROPERTY)\b/g;
const nameKey = (name: string) => normaliseText(name).replace(NAME_NOISE, ' ').replace(/\s+/g, ' ').trim();
const streetKey = (address: string) => {
  const text = normaliseText(address);
  return /^\d/.test(text) ? text : null;
};

/**
 * An orphan's likely twin: a project property at its address (strongest), else a mapped site at
 * its address and/or with its name. Only exact normalised matches count; a shared street alone
 * does not.
 */
export function orphanMatchOf(orphan: MergedRecord, sites: readonly MergedRecord[], properties: readonly ProjectProperty[]): OrphanMatch | null {
  const property = orphan.address ? matchProperty(orphan.address, properties) : null;
  if (property) return { kind: 'property', ref: property.direction, label: property.address, by: 'address', score: 1 };
  const street = streetKey(orphan.address);
  const name = nameKey(orphan.name);
  let best: OrphanMatch | null = null;
  for (const site of sites) {
    const sameAddress = street !== null && streetKey(site.address) === street;
    const sameName = name.length >= 4 && nameKey(site.name) === name;
    if (!sameAddress && !sameName) continue;
    const by = sameAddress && sameName ? 'name+address' : sameAddress ? 'address' : 'name';
    const score = by === 'name+address' ? 1 : by === 'address' ? 0.9 : 0.7;
    if (!best || score > best.score) {
      best = { kind: 'site', ref: site.mapId ?? site.recordId ?? site.name, label: `${site.name}, ${site.address}`, by, score };
    }
  }
  return best;
}
