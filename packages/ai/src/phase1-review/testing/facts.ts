import { drawCondition, type Condition, type ConditionContext } from './conditions';
import type { ContaminantStyle } from './contaminants';
import type { QaId } from './document';
import { OUTCOME_SPECS, type Phase1Outcome } from './outcomes';
import { Rng, subSeed } from './prng';
import {
  ADJOINING_LUST_NAMES,
  ADJOINING_USES,
  BENIGN_EARLIEST_USES,
  CLOSED_LUST_NAMES,
  CONSTRUCTION,
  CONSULTANTS,
  CURRENT_USES,
  DIRECTIONS,
  EP_TITLES,
  LISTING_NAMES,
  MONTHS,
  PEOPLE,
  PLACES,
  REVIEWER_TITLES,
  SEMS_NAMES,
  SIDES,
  STREET_PREFIXES,
  STREET_TYPES,
  STREETS,
  USERS,
  type Consultant,
  type Place,
  type Side,
} from './vocabulary';

// Everything a generated report states, drawn once from the seed; the wording is chosen later.

export interface Person {
  name: string;
  title: string;
}

export interface Listing {
  name: string;
  address: string;
  database: string;
  distanceMi: string;
  direction: string;
}

/** The significant data gap of a DATA_GAPS_ONLY report. */
export type DataGap = { kind: 'history'; earliestSourceYear: number } | { kind: 'access'; building: string };

/** Why an INCONCLUSIVE report has no conclusion: a draft awaiting laboratory results, or a report missing its last sections. */
export interface Pending {
  kind: 'draft' | 'partial';
  samples: string;
  sampledOn: Date;
}

export interface ReportFacts {
  outcome: Phase1Outcome;
  consultant: Consultant;
  user: string;
  projectNumber: string;
  reportDate: Date;
  reconDate: Date;
  databaseDate: Date;
  ep: Person;
  reviewer: Person;
  owner: string;
  official: string;
  place: Place;
  /** Street line as printed, e.g. "1420 North Commerce Street, Suite 200". */
  street: string;
  /** Street line, city, state and zip as printed in the body. */
  address: string;
  acres: string;
  buildingSf: string;
  yearBuilt: number;
  construction: string;
  currentUse: string;
  groundwaterDirection: string;
  groundwaterDepthFt: number;
  elevationFt: number;
  parcel: string;
  adjoining: Record<Side, { address: string; use: string }>;
  adjoiningLust: { side: Side; name: string; address: string; caseId: string };
  semsSite: { name: string; distanceMi: string; direction: string };
  closedLust: { name: string; distanceMi: string; year: number };
  listings: Listing[];
  conditions: Condition[];
  earliestUse: { use: string; year: number };
  dataGap: DataGap | null;
  pending: Pending | null;
  contaminantStyle: ContaminantStyle;
  /** The question this report's truth leaves out, to keep 8-10 questions as the fixtures do. */
  omittedQuestion: QaId;
}

function drawDate(rng: Rng, year: number): Date {
  return new Date(Date.UTC(year, rng.int(0, 11), rng.int(1, 28)));
}

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);
export const longDate = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function projectNumber(rng: Rng, year: number): string {
  const yy = String(year % 100).padStart(2, '0');
  return rng.pick([
    `${yy}-${rng.int(1000, 9999)}`,
    `P${yy}${rng.int(10, 99)}-${rng.int(100, 999)}`,
    `ENV-${year}-${String(rng.int(1, 999)).padStart(4, '0')}`,
    `${year}.${rng.int(1000, 9999)}.0${rng.int(1, 4)}`,
  ]);
}

function caseId(rng: Rng, place: Place): string {
  return `${place.state}-${rng.pick(['LUST', 'UST', 'VC', 'R'])}-${rng.int(10000, 99999)}`;
}

interface StreetLine {
  number: number;
  name: string;
  line: (number: number) => string;
}

function drawStreet(rng: Rng, exclude: string): StreetLine {
  const name = `${rng.pick(STREET_PREFIXES)}${rng.pick(STREETS.filter((street) => !exclude.includes(street)))}`;
  const type = rng.pick(STREET_TYPES);
  const spelled = rng.chance(0.4) ? type.long : type.short;
  return { number: rng.int(12, 98) * 20, name: `${name} ${spelled}`, line: (number) => `${number} ${name} ${spelled}` };
}

function drawListings(rng: Rng, street: StreetLine): Listing[] {
  const databases = ['RCRA-SQG', 'UST', 'AST', 'FINDS', 'SPILLS', 'RCRA NONGEN', 'DRYCLEANERS', 'ECHO'];
  return rng.sample(LISTING_NAMES, 6).map((name) => ({
    name,
    address: street.line(rng.int(1, 60) * 20 + 1),
    database: rng.pick(databases),
    distanceMi: (rng.int(3, 90) / 100).toFixed(2),
    direction: rng.pick(DIRECTIONS),
  }));
}

function drawConditions(outcome: Phase1Outcome, ctx: ConditionContext): Condition[] {
  const conditions: Condition[] = [];
  for (const cls of OUTCOME_SPECS[outcome].classes) {
    conditions.push(
      drawCondition(
        cls,
        ctx,
        conditions.map((condition) => condition.siteName),
      ),
    );
  }
  return conditions;
}

function earliestUse(rng: Rng, conditions: Condition[], dataGap: DataGap | null): { use: string; year: number } {
  if (dataGap?.kind === 'history') return { use: 'a commercial building of unknown use', year: dataGap.earliestSourceYear };
  const first = [...conditions].sort((a, b) => a.startYear - b.startYear)[0];
  if (first) return { use: `a ${first.use}`, year: first.startYear };
  return { use: rng.pick(BENIGN_EARLIEST_USES), year: rng.int(1932, 1958) };
}

/** The facts of one report; each family and outcome draws its own for a seed. */
export function drawFacts(familyName: string, outcome: Phase1Outcome, seed: number): ReportFacts {
  const rng = new Rng(subSeed(seed, `facts:${familyName}:${outcome}`));
  const place = rng.pick(PLACES);
  // ASTM E1527-21 was published in November 2021.
  const reportDate = drawDate(rng, rng.int(2022, 2025));
  const reportYear = reportDate.getUTCFullYear();
  const reconDate = daysBefore(reportDate, rng.int(6, 25));
  const people = rng.sample(PEOPLE, 4);
  const subjectStreet = drawStreet(rng, '');
  const backStreet = drawStreet(rng, subjectStreet.name);
  const suite = rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Ste.', 'Unit'])} ${rng.int(1, 4)}00` : '';
  const street = `${subjectStreet.line(subjectStreet.number)}${suite}`;
  const lustSide = rng.pick(SIDES);
  const adjoiningLustName = rng.pick(ADJOINING_LUST_NAMES);
  const adjoining: Record<Side, { address: string; use: string }> = {
    north: { address: subjectStreet.line(subjectStreet.number + 20), use: rng.pick(ADJOINING_USES) },
    south: { address: `${subjectStreet.number - 28}-${subjectStreet.number - 20} ${subjectStreet.name}`, use: rng.pick(ADJOINING_USES) },
    west: { address: subjectStreet.line(subjectStreet.number + 5), use: rng.pick(ADJOINING_USES) },
    east: { address: backStreet.line(backStreet.number + 1), use: rng.pick(ADJOINING_USES) },
  };
  adjoining[lustSide].use = adjoiningLustName;
  const ctx: ConditionContext = {
    rng,
    agency: place.agency,
    agencyShort: place.agencyShort,
    caseId: caseId(rng, place),
    style: rng.pick(['short', 'long'] as const),
    reportYear,
  };
  const conditions = drawConditions(outcome, ctx);
  const yearBuilt = rng.int(1952, 1998);
  const dataGap: DataGap | null =
    outcome !== 'DATA_GAPS_ONLY'
      ? null
      : rng.chance(0.5)
        ? { kind: 'history', earliestSourceYear: rng.int(1962, 1972) }
        : { kind: 'access', building: rng.pick(['the northern warehouse building', 'the rear maintenance building', 'the second-floor tenant space']) };
  const pending: Pending | null =
    outcome !== 'INCONCLUSIVE'
      ? null
      : {
          kind: rng.pick(['draft', 'partial'] as const),
          samples: rng.pick([
            'soil vapor samples collected beneath the former hydraulic lift area',
            'soil samples collected near the former heating oil tank',
            'groundwater samples collected from two temporary wells',
          ]),
          sampledOn: daysBefore(reportDate, rng.int(2, 5)),
        };
  return {
    outcome,
    consultant: rng.pick(CONSULTANTS),
    user: rng.pick(USERS),
    projectNumber: projectNumber(rng, reportYear),
    reportDate,
    reconDate,
    databaseDate: daysBefore(reconDate, rng.int(3, 20)),
    ep: { name: people[0]!, title: rng.pick(EP_TITLES) },
    reviewer: { name: people[1]!, title: rng.pick(REVIEWER_TITLES) },
    owner: people[2]!,
    official: people[3]!,
    place,
    street,
    address: `${street}, ${place.city}, ${place.state} ${place.zip}`,
    acres: (rng.int(35, 900) / 100).toFixed(2),
    buildingSf: `${rng.int(4, 60)},${rng.pick(['000', '200', '400', '500', '800'])}`,
    yearBuilt: dataGap?.kind === 'history' ? dataGap.earliestSourceYear - rng.int(5, 20) : yearBuilt,
    construction: rng.pick(CONSTRUCTION),
    currentUse: rng.pick(CURRENT_USES),
    groundwaterDirection: rng.pick(DIRECTIONS),
    groundwaterDepthFt: rng.int(8, 85),
    elevationFt: rng.int(20, 1500),
    parcel: `${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(100, 999)}`,
    adjoining,
    adjoiningLust: { side: lustSide, name: adjoiningLustName, address: adjoining[lustSide].address, caseId: caseId(rng, place) },
    semsSite: { name: rng.pick(SEMS_NAMES), distanceMi: (rng.int(55, 98) / 100).toFixed(2), direction: rng.pick(DIRECTIONS) },
    closedLust: { name: rng.pick(CLOSED_LUST_NAMES), distanceMi: (rng.int(15, 45) / 100).toFixed(2), year: rng.int(1996, reportYear - 2) },
    listings: drawListings(rng, backStreet),
    conditions,
    earliestUse: earliestUse(rng, conditions, dataGap),
    dataGap,
    pending,
    contaminantStyle: ctx.style,
    omittedQuestion: rng.pick(['acres', 'earliestUse', 'groundwater'] as const),
  };
}

/** The subject address as the truth keeps it (upper case). */
export const canonicalAddress = (facts: ReportFacts) => facts.address.toUpperCase();
export const contaminantsOf = (facts: ReportFacts) => [...new Set(facts.conditions.flatMap((condition) => condition.contaminants))];
export const aulsOf = (facts: ReportFacts) => facts.conditions.flatMap((condition) => condition.auls);
