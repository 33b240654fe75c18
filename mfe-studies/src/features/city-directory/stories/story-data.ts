import type { CityDirectoryEntry, CityDirectoryResult, CityDirectoryTag, CityDirectoryVacancy, Direction } from '@groundwork/contracts';

/**
 * Realistic data for the city directory stories: a Pacific Hwy corner lot that held a gas
 * station and then a dry cleaner, its neighbours from 1965 to 2015 as the directories printed
 * them (OCR confidence included), vacancies, and listings that matched no property.
 */

const ADDRESSES: Readonly<Record<Direction, string>> = {
  subject: '3054 PACIFIC HWY',
  north: '3060 PACIFIC HWY',
  south: '3048 PACIFIC HWY',
  east: '3197 KENT AVE',
  west: '3051 PACIFIC HWY',
};

const DRY_CLEANER: CityDirectoryTag = { tag: 'dry cleaner', keyword: 'CLEANERS' };
const GAS_STATION: CityDirectoryTag = { tag: 'gas station', keyword: 'SERVICE STA' };
const AUTO_REPAIR: CityDirectoryTag = { tag: 'auto repair', keyword: 'AUTO REPR' };
const PRINTING: CityDirectoryTag = { tag: 'printing', keyword: 'PRINTING' };

const FIRST_PAGE: Readonly<Record<number, number>> = { 2015: 4, 2005: 9, 1995: 14, 1985: 19, 1975: 24, 1965: 29 };

interface Listing {
  year: number;
  direction: Direction;
  name: string;
  tags?: CityDirectoryTag[];
  phone?: string;
  confidence?: number;
}

function entry({ year, direction, name, tags = [], phone, confidence }: Listing, index: number): CityDirectoryEntry {
  const address = ADDRESSES[direction];
  return {
    id: `cd-${year}-${direction}-${index}`,
    year,
    address,
    direction,
    is_subject: direction === 'subject',
    business_name: name,
    phone: phone ?? null,
    phone_raw: phone ? `${phone.slice(0, 3)}-${phone.slice(3)}` : null,
    source: null,
    tags,
    page: FIRST_PAGE[year] ?? 1,
    line: `${address.replace(' PACIFIC HWY', '').replace(' KENT AVE', '')} ${name}${phone ? ` ${phone.slice(0, 3)}-${phone.slice(3)}` : ''}`,
    confidence: confidence ?? null,
  };
}

const LISTINGS: Listing[] = [
  { year: 2015, direction: 'subject', name: 'IDEAL LAUNDRY & DRY CLEANERS', tags: [DRY_CLEANER], phone: '9164550171' },
  { year: 2015, direction: 'subject', name: 'PACIFIC HWY TAX SERVICE' },
  { year: 2015, direction: 'south', name: 'MILLBROOK TIRE & AUTO REPAIR', tags: [AUTO_REPAIR], phone: '9164551890' },
  { year: 2015, direction: 'east', name: 'VICTORY MOTORS', tags: [AUTO_REPAIR, GAS_STATION] },
  { year: 2015, direction: 'west', name: 'SUBWAY SANDWICHES #31877' },
  { year: 2005, direction: 'subject', name: 'IDEAL LAUNDRY & DRY CLEANERS', tags: [DRY_CLEANER], phone: '9164550171', confidence: 0.94 },
  { year: 2005, direction: 'north', name: 'SUNRISE QUICK PRINTING INC', tags: [PRINTING], confidence: 0.88 },
  { year: 2005, direction: 'south', name: 'MILLBROOK TIRE & AUTO REPAIR', tags: [AUTO_REPAIR], confidence: 0.91 },
  { year: 2005, direction: 'east', name: 'VICTORY MOTORS', tags: [AUTO_REPAIR, GAS_STATION], confidence: 0.9 },
  { year: 2005, direction: 'west', name: 'GARCIA ROSA', confidence: 0.72 },
  { year: 1995, direction: 'subject', name: 'IDEAL LAUNDRY & DRY CLEANERS', tags: [DRY_CLEANER], confidence: 0.86 },
  { year: 1995, direction: 'north', name: 'SUNRISE QUICK PRINTING INC', tags: [PRINTING], confidence: 0.81 },
  { year: 1995, direction: 'east', name: 'VICTORY CHEVRON SERVICE STA', tags: [GAS_STATION], confidence: 0.79 },
  { year: 1995, direction: 'west', name: 'GARCIA ROSA', confidence: 0.68 },
  { year: 1985, direction: 'subject', name: 'ONE HOUR MARTINIZING', tags: [DRY_CLEANER], confidence: 0.77 },
  { year: 1985, direction: 'east', name: 'VICTORY CHEVRON SERVICE STA', tags: [GAS_STATION], confidence: 0.74 },
  { year: 1985, direction: 'west', name: 'HOLM EDWARD J', confidence: 0.63 },
  { year: 1975, direction: 'subject', name: 'DICK\u2019S UNION 76 SERVICE STA', tags: [GAS_STATION], confidence: 0.71 },
  { year: 1975, direction: 'east', name: 'KENT AVE GARAGE', tags: [AUTO_REPAIR], confidence: 0.66 },
  { year: 1965, direction: 'subject', name: 'DICK\u2019S UNION 76 SERVICE STA', tags: [GAS_STATION], confidence: 0.62 },
  { year: 1965, direction: 'west', name: 'HOLM EDWARD J', confidence: 0.58 },
];

function vacancy(year: number, direction: Direction, marker: string, confidence: number | null = null): CityDirectoryVacancy {
  const address = ADDRESSES[direction];
  return {
    year,
    address,
    direction,
    is_subject: direction === 'subject',
    marker,
    page: FIRST_PAGE[year] ?? 1,
    line: `${address} ${marker}`,
    confidence,
  };
}

const VACANCIES: CityDirectoryVacancy[] = [
  vacancy(2015, 'north', 'VACANT'),
  vacancy(1995, 'south', 'NO CURRENT LISTING', 0.83),
  vacancy(1985, 'north', 'VACANT', 0.75),
  vacancy(1985, 'south', 'NO CURRENT LISTING', 0.7),
  vacancy(1975, 'north', 'VACANT', 0.69),
  vacancy(1965, 'north', 'VACANT', 0.6),
  vacancy(1965, 'south', 'ADDRESS NOT LISTED', 0.55),
];

/** Listings the matcher could place at no property of the project (shown under the table). */
const UNASSIGNED: CityDirectoryEntry[] = [
  {
    ...entry({ year: 2005, direction: 'north', name: 'PACIFIC COAST COIN LAUNDRY', tags: [DRY_CLEANER], confidence: 0.87 }, 90),
    direction: null,
    address: '3110 PACIFIC HWY',
    line: '3110 PACIFIC COAST COIN LAUNDRY',
  },
  {
    ...entry({ year: 1975, direction: 'north', name: 'ACE RADIATOR SHOP', confidence: 0.64 }, 91),
    direction: null,
    address: '2990 OLD STATE ROUTE 99',
    line: '2990 ACE RADIATOR SHOP',
  },
];

const SOURCES: Record<string, string> = {
  '2015': 'Infogroup Business Listings',
  '2005': 'Haines Criss-Cross Directory',
  '1995': 'Haines Criss-Cross Directory',
  '1985': 'R.L. Polk & Co.',
  '1975': 'R.L. Polk & Co.',
  '1965': 'R.L. Polk & Co.',
};

/** A finished extraction, untouched by the consultant. */
export const directoryResult: CityDirectoryResult = {
  parsedEntries: [...LISTINGS.map(entry), ...UNASSIGNED],
  vacancies: VACANCIES,
  years: [2015, 2005, 1995, 1985, 1975, 1965],
  sources: SOURCES,
  aliases: [{ from: 'US HWY 101', to: 'PACIFIC HWY', origin: 'report' }],
  unreadPages: [],
  editedAt: null,
};

/** The consultant typed in two listings the OCR missed and saved them. */
export const editedDirectoryResult: CityDirectoryResult = {
  ...directoryResult,
  parsedEntries: [
    ...directoryResult.parsedEntries,
    { ...entry({ year: 1965, direction: 'east', name: 'KENT AVE GARAGE', tags: [AUTO_REPAIR] }, 80), manual: true, line: '' },
    { ...entry({ year: 1975, direction: 'west', name: 'HOLM EDWARD J' }, 81), manual: true, line: '' },
  ],
  editedAt: '2026-11-24T16:42:00.000Z',
};

/** Listings whose year the OCR could not read: the Unknown row comes last. */
export const withUnknownYear: CityDirectoryResult = {
  ...directoryResult,
  parsedEntries: [
    ...directoryResult.parsedEntries,
    { ...entry({ year: 2015, direction: 'subject', name: 'IDEAL LAUNDRY & DRY CLEANERS', tags: [DRY_CLEANER], confidence: 0.41 }, 70), year: null },
  ],
};

export const unassignedListings: CityDirectoryEntry[] = UNASSIGNED;
