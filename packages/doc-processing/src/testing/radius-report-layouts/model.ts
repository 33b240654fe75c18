import type { Random } from '../city-directory-layouts/random';
import { CORE_DATABASES, makeListing, OPTIONAL_DATABASES, type DatabaseDefinition, type Listing } from './databases';
import { DIRECTIONS, FACILITY_NAMES, HARD_ADDRESSES, NAME_SUFFIXES, PLACES, STREETS, SUBJECT_NAMES, VENDORS, type Direction } from './vocabulary';

// What a report says, before any layout: the subject, the databases searched, the mapped sites
// (the target property first, then by distance) and the orphans. All names are upper-case here.

export type MapIdStyle = 'plain' | 'padded' | 'cluster';

export interface Site {
  mapId: string | null;
  recordId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  distanceMi: number | null;
  direction: Direction | null;
  elevationFt: number | null;
  relative: 'Higher' | 'Lower' | 'Equal' | null;
  listings: Listing[];
  isTarget: boolean;
  isOrphan: boolean;
  beyond: boolean;
  /** Why an orphan could not be mapped. */
  reason: string | null;
}

export interface ReportModel {
  vendor: string;
  orderNumber: string;
  reportDate: string;
  subject: { name: string; address: string; city: string; state: string; zip: string; elevationFt: number; latitude: string; longitude: string };
  databases: DatabaseDefinition[];
  sites: Site[];
  orphans: Site[];
}

export interface ModelOptions {
  sites?: number;
  orphans?: number;
  mapIds: MapIdStyle;
}

/** The distance bands of the truth's `counts`, by their lower bound in miles. */
export const BANDS = [
  { key: 'lt_1_8', from: 0, to: 0.125 },
  { key: '1_8_to_1_4', from: 0.125, to: 0.25 },
  { key: '1_4_to_1_2', from: 0.25, to: 0.5 },
  { key: '1_2_to_1', from: 0.5, to: 1 },
  { key: 'gt_1', from: 1, to: Number.POSITIVE_INFINITY },
] as const;

export const feet = (miles: number) => Math.round(miles * 5280);

/** A distance off every band edge, so its band is the same in miles and in feet. */
function drawDistance(random: Random, index: number, count: number): number {
  const spread = index / Math.max(1, count);
  const base =
    spread < 0.55 ? random.between(0.01, 0.25) : spread < 0.8 ? random.between(0.25, 0.5) : spread < 0.95 ? random.between(0.5, 1) : random.between(1.01, 1.4);
  const miles = Math.round(base * 1000) / 1000;
  return BANDS.some((band) => Math.abs(miles - band.from) < 0.002) ? miles + 0.003 : miles;
}

function databasesFor(random: Random, databases: DatabaseDefinition[], distance: number, beyond: boolean): DatabaseDefinition[] {
  const within = databases.filter((definition) => definition.searchMi >= distance);
  const outside = databases.filter((definition) => definition.searchMi < distance);
  const pool = beyond || within.length === 0 ? outside : within;
  const count = Math.min(pool.length, random.pick([1, 1, 2, 2, 3, 4]));
  const chosen = weightedSample(random, pool, count);
  // Now and then a second database the site lies beyond (a site still within its first).
  if (!beyond && chosen.length < 4 && outside.length > 0 && random.chance(0.15))
    chosen.push(random.pick(outside.filter((definition) => !chosen.includes(definition))) ?? outside[0]!);
  return databases.filter((definition) => chosen.includes(definition));
}

/** Superfund and control listings are rarer than tanks and generators. */
const WEIGHTS: Partial<Record<DatabaseDefinition['kind'], number>> = { npl: 0.25, control: 0.5 };

function weightedSample(random: Random, pool: DatabaseDefinition[], count: number): DatabaseDefinition[] {
  const keyed = pool.map((definition) => ({ definition, key: random.next() ** (1 / (WEIGHTS[definition.kind] ?? 1)) }));
  return keyed
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map(({ definition }) => definition);
}

/** Draws the report's records: unique names, addresses and record ids, listings in its databases. */
class RecordDrawer {
  private readonly names = new Set<string>();
  private readonly addresses = new Set<string>();
  private readonly recordIds = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly place: { city: string; state: string; zip: string },
    readonly databases: DatabaseDefinition[],
  ) {}

  name(): string {
    return this.unique(this.names, () => `${this.random.pick(FACILITY_NAMES)}${this.random.pick(NAME_SUFFIXES)}`, FACILITY_NAMES.length * 3);
  }

  address(): string {
    return this.unique(this.addresses, () => `${this.random.int(100, 9999)} ${this.random.pick(STREETS)}`);
  }

  recordId(prefix: string): string {
    return this.unique(this.recordIds, () => `${prefix}${this.random.int(10000000, 99999999)}`);
  }

  /** A draw not yet used (names may repeat once `limit` are used, as in real reports). */
  private unique(used: Set<string>, draw: () => string, limit = Number.POSITIVE_INFINITY): string {
    for (;;) {
      const value = draw();
      if (!used.has(value) || used.size > limit) {
        used.add(value);
        return value;
      }
    }
  }

  private record(chosen: DatabaseDefinition[]): Pick<Site, 'listings' | 'city' | 'state' | 'zip' | 'mapId' | 'reason'> {
    return { ...this.place, mapId: null, reason: null, listings: chosen.map((definition) => makeListing(this.random, definition, this.place.state)) };
  }

  target(subject: ReportModel['subject']): Site {
    return {
      ...this.record(this.random.sample(this.databases, this.random.int(1, 3))),
      recordId: this.recordId('10'),
      name: subject.name,
      address: subject.address,
      distanceMi: 0,
      direction: null,
      elevationFt: subject.elevationFt,
      relative: 'Equal',
      isTarget: true,
      isOrphan: false,
      beyond: false,
    };
  }

  mapped(distance: number, beyond: boolean, subjectElevation: number): Site {
    const elevation = this.random.chance(0.2) ? subjectElevation : subjectElevation + this.random.int(-45, 45);
    const chosen = databasesFor(this.random, this.databases, distance, beyond || distance > 1);
    return {
      ...this.record(chosen),
      recordId: this.recordId('10'),
      name: this.name(),
      address: this.address(),
      distanceMi: distance,
      direction: this.random.pick(DIRECTIONS),
      elevationFt: elevation,
      relative: relativeElevation(elevation, subjectElevation),
      isTarget: false,
      isOrphan: false,
      beyond: chosen.every((definition) => definition.searchMi < distance),
    };
  }

  orphan(difficult: { address: string; reason: string } | null): Site {
    const picked = this.random.sample(this.databases, this.random.int(1, 2));
    return {
      ...this.record(this.databases.filter((definition) => picked.includes(definition))),
      recordId: this.recordId('S1'),
      name: this.name(),
      address: difficult?.address ?? this.address(),
      city: this.random.chance(0.15) ? 'UNINCORPORATED' : this.place.city,
      zip: this.random.chance(0.3) ? null : this.place.zip,
      distanceMi: null,
      direction: null,
      elevationFt: null,
      relative: null,
      isTarget: false,
      isOrphan: true,
      beyond: false,
      reason: difficult?.reason ?? 'Not geocoded',
    };
  }
}

/** Map ids in distance order; in the cluster style, close neighbours share a letter and a direction (`A3`, `A4`). */
function assignMapIds(sites: Site[], style: MapIdStyle, random: Random): void {
  sites.forEach((site, index) => {
    site.mapId = style === 'padded' ? String(index + 1).padStart(3, '0') : String(index + 1);
  });
  if (style !== 'cluster') return;
  let cluster = 0;
  for (let index = 1; index < sites.length - 1; index += 1) {
    const [site, next] = [sites[index]!, sites[index + 1]!];
    if (next.distanceMi! - site.distanceMi! < 0.02 && random.chance(0.5)) {
      const letter = clusterLetter(cluster);
      cluster += 1;
      site.mapId = `${letter}${index + 1}`;
      next.mapId = `${letter}${index + 2}`;
      next.direction = site.direction;
      index += 1;
    }
  }
}

const clusterLetter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : `${clusterLetter(Math.floor(index / 26) - 1)}${clusterLetter(index % 26)}`;

function relativeElevation(elevation: number, subject: number): 'Higher' | 'Lower' | 'Equal' {
  return elevation > subject ? 'Higher' : elevation < subject ? 'Lower' : 'Equal';
}

function makeMappedSites(random: Random, drawer: RecordDrawer, subject: ReportModel['subject'], count: number): Site[] {
  const distances = Array.from({ length: count - 1 }, (_, index) => drawDistance(random, index, count - 1)).sort((a, b) => a - b);
  // About one site in fifteen lies beyond the search distance of every database it is in.
  const candidates = distances.map((_, index) => index).filter((index) => distances[index]! > 0.13);
  const beyond = new Set(random.sample(candidates, Math.max(1, Math.round(count / 15))));
  return [drawer.target(subject), ...distances.map((distance, index) => drawer.mapped(distance, beyond.has(index), subject.elevationFt))];
}

export function makeReportModel(random: Random, options: ModelOptions): ReportModel {
  const place = random.pick(PLACES);
  const drawer = new RecordDrawer(random, place, [...CORE_DATABASES, ...random.sample(OPTIONAL_DATABASES, random.int(4, 11))]);
  const subject = {
    name: random.pick(SUBJECT_NAMES),
    address: drawer.address(),
    ...place,
    elevationFt: random.int(150, 900),
    latitude: random.between(30, 45).toFixed(6),
    longitude: random.between(75, 120).toFixed(6),
  };
  const sites = makeMappedSites(random, drawer, subject, options.sites ?? random.int(15, 40));
  assignMapIds(sites, options.mapIds, random);
  const hard = random.shuffle(HARD_ADDRESSES);
  const orphans = Array.from({ length: options.orphans ?? random.int(3, 10) }, (_, index) =>
    drawer.orphan(index < hard.length && (index === 0 || random.chance(0.6)) ? hard[index]! : null),
  );
  return {
    vendor: random.pick(VENDORS),
    orderNumber: random.pick([
      `${random.int(1000000, 9999999)}.${random.int(1, 9)}s`,
      `RS-20${random.int(18, 24)}-${random.int(10000, 99999)}`,
      `GW${random.int(100000, 999999)}`,
    ]),
    reportDate: `20${random.int(19, 24)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    subject,
    databases: drawer.databases,
    sites,
    orphans,
  };
}

/** The band of a mapped site's distance (`tp` for the target). */
export function bandOf(site: Site): string {
  if (site.isTarget) return 'tp';
  return BANDS.find((band) => site.distanceMi! < band.to)!.key;
}

export interface SummaryRow {
  db: DatabaseDefinition;
  counts: Record<string, number>;
  total: number;
}

/** Mapped sites per database and band; orphans are not counted. */
export function summaryRows(model: ReportModel): SummaryRow[] {
  return model.databases.map((definition) => {
    const counts: Record<string, number> = { tp: 0, lt_1_8: 0, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': 0, gt_1: 0 };
    for (const site of model.sites) if (site.listings.some((listing) => listing.db === definition.name)) counts[bandOf(site)]! += 1;
    return { db: definition, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  });
}

/** Whether a band lies wholly beyond a database's search distance (printed `NR` or `-` when empty). */
export const bandBeyond = (definition: DatabaseDefinition, band: (typeof BANDS)[number]) => band.from >= definition.searchMi;

export const databaseOf = (model: ReportModel, name: string) => model.databases.find((definition) => definition.name === name)!;

/** Sites listed in `name`, in distance order. */
export const sitesIn = (sites: readonly Site[], name: string) => sites.filter((site) => site.listings.some((listing) => listing.db === name));
