import type { CityDirectoryProperty, StreetAlias } from '@groundwork/contracts';

// Street address normalisation and matching of printed addresses to the project's properties:
// house numbers and ranges, directionals, USPS suffixes, ordinals, unit designators, street aliases.

const DIRECTIONALS: Record<string, string> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
  N: 'N',
  S: 'S',
  E: 'E',
  W: 'W',
  NE: 'NE',
  NW: 'NW',
  SE: 'SE',
  SW: 'SW',
};

/** USPS Publication 28 suffixes (the common ones), every spelling to the standard abbreviation. */
const SUFFIXES: Record<string, string> = {
  AVENUE: 'AVE',
  AV: 'AVE',
  AVEN: 'AVE',
  AVE: 'AVE',
  STREET: 'ST',
  STR: 'ST',
  ST: 'ST',
  ROAD: 'RD',
  RD: 'RD',
  DRIVE: 'DR',
  DRV: 'DR',
  DR: 'DR',
  BOULEVARD: 'BLVD',
  BOUL: 'BLVD',
  BLVD: 'BLVD',
  HIGHWAY: 'HWY',
  HIWAY: 'HWY',
  HWY: 'HWY',
  LANE: 'LN',
  LN: 'LN',
  COURT: 'CT',
  CT: 'CT',
  PLACE: 'PL',
  PL: 'PL',
  PARKWAY: 'PKWY',
  PKY: 'PKWY',
  PKWY: 'PKWY',
  CIRCLE: 'CIR',
  CIR: 'CIR',
  TERRACE: 'TER',
  TER: 'TER',
  TRAIL: 'TRL',
  TRL: 'TRL',
  WAY: 'WAY',
  WY: 'WAY',
  FREEWAY: 'FWY',
  FWY: 'FWY',
  EXPRESSWAY: 'EXPY',
  EXPY: 'EXPY',
  PIKE: 'PIKE',
  TURNPIKE: 'TPKE',
  TPKE: 'TPKE',
  SQUARE: 'SQ',
  SQ: 'SQ',
  PLAZA: 'PLZ',
  PLZ: 'PLZ',
  ROUTE: 'RTE',
  RTE: 'RTE',
  ALLEY: 'ALY',
  ALY: 'ALY',
  CENTER: 'CTR',
  CTR: 'CTR',
};

const ORDINALS: Record<string, string> = {
  FIRST: '1ST',
  SECOND: '2ND',
  THIRD: '3RD',
  FOURTH: '4TH',
  FIFTH: '5TH',
  SIXTH: '6TH',
  SEVENTH: '7TH',
  EIGHTH: '8TH',
  NINTH: '9TH',
  TENTH: '10TH',
  ELEVENTH: '11TH',
  TWELFTH: '12TH',
};

/** Words that start a unit designation: everything from them on is the unit, not the street. */
const UNIT_WORDS = new Set([
  'STE',
  'SUITE',
  'UNIT',
  'APT',
  'APARTMENT',
  'RM',
  'ROOM',
  'BLDG',
  'BUILDING',
  'FL',
  'FLOOR',
  'SPC',
  'SPACE',
  'LOT',
  'DEPT',
  'NO',
  '#',
]);

export interface ParsedAddress {
  /** The house number range (one number: low = high); null when the text starts with no number. */
  low: number | null;
  high: number | null;
  /** The normalised street name (`PACIFIC HWY`, `N 1ST ST`). */
  street: string;
  unit: string | null;
}

function normalizeStreetTokens(tokens: string[]): string[] {
  // A directional or suffix word is the street's name itself when nothing else names it (`NORTH ST`, `AVENUE B`).
  const named = tokens.filter((token) => !DIRECTIONALS[token] && !SUFFIXES[token]).length > 0;
  return tokens.map((token, index) => {
    if (ORDINALS[token]) return ORDINALS[token];
    if (DIRECTIONALS[token] && named && (index === 0 || index === tokens.length - 1)) return DIRECTIONALS[token];
    if (SUFFIXES[token] && (index > 0 || /^\d+$/.test(tokens[index + 1] ?? ''))) return SUFFIXES[token];
    return token;
  });
}

function cleanText(text: string): string {
  return text
    .toUpperCase()
    .replace(/,.*$/, '') // city, state, zip
    .replace(/#\s*/g, '# ')
    .replace(/[.'"]/g, '')
    .replace(/\s*-\s*/g, '-')
    .replace(/[^A-Z0-9#&/ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Expands the short form of a range's upper number (`1420-26` -> 1426). */
function rangeHigh(low: number, highText: string, lowText: string): number {
  const high = Number(highText);
  if (highText.length < lowText.length) {
    const expanded = Number(lowText.slice(0, lowText.length - highText.length) + highText);
    if (expanded >= low) return expanded;
  }
  return high;
}

export function parseAddress(text: string): ParsedAddress {
  const cleaned = cleanText(text);
  const numberMatch = /^(\d+)[A-Z]?(?:-(\d+)[A-Z]?)?(?:\s+|$)/.exec(cleaned);
  let low: number | null = null;
  let high: number | null = null;
  let rest = cleaned;
  if (numberMatch) {
    low = Number(numberMatch[1]);
    high = numberMatch[2] ? rangeHigh(low, numberMatch[2], numberMatch[1]!) : low;
    if (high < low) [low, high] = [high, low];
    rest = cleaned.slice(numberMatch[0].length);
  }
  const tokens = rest.split(' ').filter(Boolean);
  const unitAt = tokens.findIndex((token, index) => index > 0 && (UNIT_WORDS.has(token) || token.startsWith('#')));
  const streetTokens = unitAt === -1 ? tokens : tokens.slice(0, unitAt);
  const unit = unitAt === -1 ? null : tokens.slice(unitAt).join(' ');
  return { low, high, street: normalizeStreetTokens(streetTokens).join(' '), unit };
}

/** A street name as the matcher compares it (`Old State Route 99` -> `OLD STATE RTE 99`). */
export function normalizeStreet(text: string): string {
  const parsed = parseAddress(text);
  return parsed.street;
}

const DIRECTIONAL_VALUES = new Set(Object.values(DIRECTIONALS));
const SUFFIX_VALUES = new Set(Object.values(SUFFIXES));

/** The street without its directionals and trailing suffix: `N PACIFIC HWY` -> `PACIFIC`. */
function streetCore(street: string): { core: string; suffix: string | null } {
  const tokens = street.split(' ').filter((token) => !DIRECTIONAL_VALUES.has(token));
  const last = tokens.at(-1);
  if (tokens.length > 1 && last && SUFFIX_VALUES.has(last)) return { core: tokens.slice(0, -1).join(' '), suffix: last };
  return { core: tokens.join(' '), suffix: null };
}

export interface MatchedAlias {
  from: string;
  to: string;
  origin: 'project' | 'report';
}

interface PreparedProperty {
  property: CityDirectoryProperty;
  parsed: ParsedAddress;
}

/**
 * Matches printed addresses to properties. Streets are compared through their aliases (either way
 * round); numbers match when equal or when one range holds the other's number.
 */
export class AddressMatcher {
  private readonly properties: PreparedProperty[];
  private readonly parent = new Map<string, string>();
  readonly aliases: MatchedAlias[] = [];

  constructor(properties: readonly CityDirectoryProperty[], aliases: readonly StreetAlias[] = []) {
    this.properties = properties.map((property) => ({ property, parsed: parseAddress(property.address) }));
    for (const alias of aliases) this.addAlias(alias.from, alias.to, 'project');
  }

  private root(street: string): string {
    let current = street;
    while (this.parent.has(current) && this.parent.get(current) !== current) current = this.parent.get(current)!;
    return current;
  }

  /** Records that two street names (with or without a house number) name the same street. */
  addAlias(from: string, to: string, origin: MatchedAlias['origin']): boolean {
    const a = normalizeStreet(from);
    const b = normalizeStreet(to);
    if (!a || !b || this.sameStreet(a, b)) return false;
    this.parent.set(this.root(a), this.root(b));
    this.aliases.push({ from: from.trim(), to: to.trim(), origin });
    return true;
  }

  private sameStreet(a: string, b: string): boolean {
    if (a === b || this.root(a) === this.root(b)) return true;
    const coreA = streetCore(a);
    const coreB = streetCore(b);
    if (!coreA.core || coreA.core !== coreB.core) return false;
    return coreA.suffix === null || coreB.suffix === null || coreA.suffix === coreB.suffix;
  }

  /** The properties' streets, normalised. */
  get streets(): string[] {
    return [...new Set(this.properties.map(({ parsed }) => parsed.street).filter(Boolean))];
  }

  /** Whether a property lies on the street (under this name or an alias). */
  onPropertyStreet(street: string): boolean {
    const normalized = normalizeStreet(street);
    return normalized !== '' && this.properties.some(({ parsed }) => parsed.street !== '' && this.sameStreet(normalized, parsed.street));
  }

  /** The property a printed address belongs to, or null. */
  match(printed: string): CityDirectoryProperty | null {
    const parsed = parseAddress(printed);
    if (parsed.low === null || !parsed.street) return null;
    let best: { property: CityDirectoryProperty; score: number } | null = null;
    for (const { property, parsed: own } of this.properties) {
      if (own.low === null || !this.sameStreet(parsed.street, own.street)) continue;
      const overlaps = parsed.low <= own.high! && own.low <= parsed.high!;
      if (!overlaps) continue;
      // Exact number first, then the tighter range.
      const exact = parsed.low === own.low && parsed.high === own.high ? 0 : 1;
      const score = exact * 100_000 + (own.high! - own.low) + (parsed.high! - parsed.low);
      if (!best || score < best.score) best = { property, score };
    }
    return best?.property ?? null;
  }

  /**
   * A block header the report labels as the target property establishes an alias when its number
   * is the subject's but its street is another name (`3054 US HWY 101` for `3054 PACIFIC HWY`).
   */
  learnFromSubjectHeader(printed: string): MatchedAlias | null {
    if (this.match(printed)?.direction === 'subject') return null;
    const parsed = parseAddress(printed);
    if (parsed.low === null || !parsed.street) return null;
    const subjects = this.properties.filter(({ property }) => property.direction === 'subject');
    const candidates = subjects.filter(({ parsed: own }) => own.low !== null && parsed.low! <= own.high! && own.low <= parsed.high!);
    if (candidates.length !== 1) return null;
    const subject = candidates[0]!;
    if (!this.addAlias(parsed.street, subject.parsed.street, 'report')) return null;
    return this.aliases.at(-1)!;
  }
}
