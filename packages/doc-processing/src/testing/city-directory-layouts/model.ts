import type { Random } from './random';
import {
  BUSINESSES,
  CITIES,
  CROSS_STREETS,
  DIRECTORY_SOURCES,
  GIVEN_NAMES,
  INITIALS,
  LONG_BUSINESSES,
  STREETS,
  SURNAMES,
  UNIT_LABELS,
  VENDORS,
} from './vocabulary';

// What a generated abstract says, before any layout: the site, its properties, and who was
// listed at each address in each directory year. The families (families/) print it.

export type Direction = 'subject' | 'north' | 'south' | 'east' | 'west';

export const VACANCY_MARKER_WORDS = [
  'VACANT',
  'NO CURRENT LISTING',
  'NO RETURN',
  'UNOCCUPIED',
  'VACANT BUILDING',
  'ADDRESS NOT LISTED IN RESEARCH SOURCE',
] as const;
export type VacancyMarker = (typeof VACANCY_MARKER_WORDS)[number];

/** One researched address: a property's, a subject unit, or one no property matches. */
export interface AddressSlot {
  direction: Direction | null;
  /** `1214-1220` or `1244`. */
  number: string;
  /** The number printed in years before `rangeUntil` (one number inside the range). */
  earlyNumber: string | null;
  rangeUntil: number | null;
  currentStreet: string;
  /** The street's historical name, printed before `historicalUntil`. */
  historicalStreet: string | null;
  historicalUntil: number | null;
  /** `STE 200`: a unit of the subject, listed from `firstYear`. */
  unit: string | null;
  firstYear: number | null;
}

/** A name as the canonical upper-case words (`YOUNG THOMAS P`); printing may abbreviate and re-case it. */
export interface Occupant {
  name: string;
  kind: 'business' | 'resident';
  /** Ten digits or seven, or null. */
  phone: string | null;
}

export interface Listing {
  year: number;
  slot: AddressSlot;
  occupants: Occupant[];
  vacancy: VacancyMarker | null;
}

export interface SiteModel {
  vendor: string;
  reportId: string;
  reportDate: string;
  city: string;
  state: string;
  zip: string;
  areaCode: string;
  street: { current: string; historical: string | null; historicalUntil: number | null };
  crossStreet: string;
  slots: AddressSlot[];
  years: number[];
  sources: Record<number, { name: string; key: string }>;
  listings: Listing[];
}

function pickYears(random: Random): number[] {
  const count = random.int(6, 10);
  const years = new Set<number>();
  let year = random.int(1940, 1956);
  while (years.size < count && year <= 2023) {
    years.add(year);
    year += random.int(3, 9);
  }
  return [...years];
}

function pickSources(random: Random, years: number[]): SiteModel['sources'] {
  const sources: SiteModel['sources'] = {};
  let current: (typeof DIRECTORY_SOURCES)[number] | null = null;
  for (const year of years) {
    const usable = DIRECTORY_SOURCES.filter((source) => source.from <= year && source.to >= year);
    if (!current || !usable.includes(current) || random.chance(0.35)) current = random.pick(usable);
    sources[year] = { name: current.name, key: current.key };
  }
  return sources;
}

function makeSlots(random: Random, years: number[], street: SiteModel['street'], crossStreet: string): AddressSlot[] {
  const base = random.int(10, 80) * 100 + random.int(1, 4) * 10 + 4;
  const plain = { earlyNumber: null, rangeUntil: null, unit: null, firstYear: null };
  const onStreet = { currentStreet: street.current, historicalStreet: street.historical, historicalUntil: street.historicalUntil };
  const rangeStart = base - 40 + random.int(0, 1) * 2;
  const rangeEnd = rangeStart + 2 * random.int(2, 4);
  const slots: AddressSlot[] = [
    { direction: 'subject', number: String(base), ...plain, ...onStreet },
    { direction: 'north', number: String(base + 10), ...plain, ...onStreet },
    {
      direction: 'south',
      number: `${rangeStart}-${rangeEnd}`,
      ...plain,
      earlyNumber: random.chance(0.7) ? String(rangeStart + 2) : null,
      rangeUntil: years[random.int(1, Math.max(1, years.length - 3))]!,
      ...onStreet,
    },
    { direction: 'west', number: String(base + 3), ...plain, ...onStreet },
    { direction: 'east', number: String(base + 1), ...plain, currentStreet: crossStreet, historicalStreet: null, historicalUntil: null },
  ];
  if (random.chance(0.6)) {
    const label = random.pick(UNIT_LABELS);
    const unit = `${label} ${label === 'UNIT' || label === 'APT' ? random.pick(['A', 'B', '1', '2']) : random.pick(['100', '200', '101', '3'])}`;
    slots.push({ ...slots[0]!, unit, firstYear: years[Math.floor(years.length / 2)]! });
  }
  if (random.chance(0.5)) slots.push({ direction: null, number: String(base + 20), ...plain, ...onStreet });
  return slots;
}

function makeOccupant(random: Random, areaCode: string, allowLong: boolean): Occupant {
  const phone = random.chance(0.55) ? phoneNumber(random, areaCode) : null;
  if (random.chance(0.5)) {
    const name = allowLong && random.chance(0.08) ? random.pick(LONG_BUSINESSES) : random.pick(BUSINESSES);
    return { name, kind: 'business', phone };
  }
  const [given] = random.pick(GIVEN_NAMES);
  const initial = random.chance(0.6) ? ` ${random.pick(INITIALS)}` : '';
  const title = random.chance(0.06) ? ' MRS' : '';
  return { name: `${random.pick(SURNAMES)} ${given}${initial}${title}`, kind: 'resident', phone };
}

function phoneNumber(random: Random, areaCode: string): string {
  const local = `55${random.int(5, 7)}${String(random.int(0, 9999)).padStart(4, '0')}`;
  return random.chance(0.6) ? `${areaCode}${local}` : local;
}

/** Who was listed at `slot` in each year: occupants often stay on from one directory to the next. */
function makeListings(random: Random, slot: AddressSlot, years: number[], areaCode: string): Listing[] {
  const listings: Listing[] = [];
  let previous: Occupant[] = [];
  for (const year of years) {
    if (slot.firstYear !== null && year < slot.firstYear) continue;
    if (random.chance(0.13)) {
      listings.push({ year, slot, occupants: [], vacancy: random.pick(VACANCY_MARKER_WORDS) });
      previous = [];
      continue;
    }
    const count = random.int(1, 3);
    const occupants: Occupant[] = [];
    for (const kept of previous) if (occupants.length < count && random.chance(0.6)) occupants.push(kept);
    while (occupants.length < count) {
      const occupant = makeOccupant(random, areaCode, true);
      if (!occupants.some((other) => other.name === occupant.name)) occupants.push(occupant);
    }
    listings.push({ year, slot, occupants, vacancy: null });
    previous = occupants;
  }
  return listings;
}

export function makeSiteModel(random: Random): SiteModel {
  const place = random.pick(CITIES);
  const names = random.pick(STREETS);
  const years = pickYears(random);
  const historical = random.chance(0.65);
  const street = {
    current: names.current,
    historical: historical ? names.historical : null,
    historicalUntil: historical ? years[random.int(1, years.length - 2)]! : null,
  };
  const crossStreet = random.pick(CROSS_STREETS);
  const slots = makeSlots(random, years, street, crossStreet);
  const month = random.int(1, 12);
  return {
    vendor: random.pick(VENDORS),
    reportId: random.pick([
      `${random.int(1000000, 9999999)}.${random.int(1, 9)}s`,
      `J${random.int(10, 24)}-${random.int(1000, 9999)}/${random.pick(['AE', 'CD', 'KR'])}`,
      `ORD-${random.int(100000, 999999)}`,
    ]),
    reportDate: `${random.int(2019, 2024)}-${String(month).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    areaCode: place.area,
    street,
    crossStreet,
    slots,
    years,
    sources: pickSources(random, years),
    listings: slots.flatMap((slot) => makeListings(random, slot, years, place.area)),
  };
}

/** The address as the directory of `year` prints it (upper case, whole). */
export function printedAddress(slot: AddressSlot, year: number): string {
  const parts = [printedNumber(slot, year), printedStreet(slot, year)];
  if (slot.unit) parts.push(slot.unit);
  return parts.join(' ');
}

export const printedNumber = (slot: AddressSlot, year: number) =>
  slot.earlyNumber && slot.rangeUntil !== null && year < slot.rangeUntil ? slot.earlyNumber : slot.number;

export const printedStreet = (slot: AddressSlot, year: number) =>
  slot.historicalStreet && slot.historicalUntil !== null && year < slot.historicalUntil ? slot.historicalStreet : slot.currentStreet;

export const currentAddress = (slot: AddressSlot) => [slot.number, slot.currentStreet, ...(slot.unit ? [slot.unit] : [])].join(' ');
