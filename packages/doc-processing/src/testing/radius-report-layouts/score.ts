import type { RadiusReportCliRecord, RadiusReportCliShape } from '../../radius-report';
import type { RadiusReportTruth, RadiusReportTruthRecord } from './truth';

// Scores a radius report extraction (the CLI shape) against a generated or fixture truth:
// record-level precision and recall, field accuracy among matched sites, the summary rows.

export interface MatchScore {
  precision: number;
  recall: number;
  f1: number;
  matched: number;
  expected: number;
  found: number;
}

/** Shares (0-1) of matched mapped sites whose field equals the truth's (1 when none matched). */
export interface SiteFieldScores {
  distance: number;
  direction: number;
  databases: number;
  beyondSearchDistance: number;
  isTarget: number;
  detailPage: number;
}

export interface SummaryScore extends MatchScore {
  /** Shares of matched rows with the search distance, and with every count and the total, equal. */
  searchDistance: number;
  counts: number;
}

export interface RadiusReportScore {
  sites: MatchScore;
  orphans: MatchScore;
  fields: SiteFieldScores;
  summary: SummaryScore;
  /** One line per miss, extra record or differing field, for reading a failure. */
  mismatches: string[];
}

type TruthLike = Pick<RadiusReportTruth, 'database_summary' | 'sites' | 'orphans'>;
type AnyRecord = RadiusReportTruthRecord | RadiusReportCliRecord;

/** Upper case, punctuation and runs of spaces collapsed to one space. */
export const normalizeKey = (text: string | null | undefined) =>
  (text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** A database name compared case-insensitively, hyphens and spaces alike. */
export const normalizeDb = (name: string) =>
  name
    .toUpperCase()
    .replace(/[-\s]+/g, ' ')
    .trim();

const nameKey = (record: AnyRecord) => `${normalizeKey(record.site_name)}|${normalizeKey(record.address)}`;
const label = (record: AnyRecord) => `${record.map_id ?? '-'} ${record.site_name} (${record.address})`;

function matchScore(matched: number, expected: number, found: number): MatchScore {
  const precision = found === 0 ? (expected === 0 ? 1 : 0) : matched / found;
  const recall = expected === 0 ? 1 : matched / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, matched, expected, found };
}

/** Pairs truth and extracted records: by record id where both have one, else by name and address. */
export function matchRecords<T extends AnyRecord, E extends AnyRecord>(truth: readonly T[], extracted: readonly E[]): Array<[T, E]> {
  const pairs: Array<[T, E]> = [];
  const used = new Set<E>();
  const paired = new Set<T>();
  const byId = new Map<string, E[]>();
  for (const record of extracted) if (record.record_id) byId.set(record.record_id, [...(byId.get(record.record_id) ?? []), record]);
  for (const record of truth) {
    if (!record.record_id) continue;
    const candidate = byId.get(record.record_id)?.find((other) => !used.has(other));
    if (candidate) {
      pairs.push([record, candidate]);
      used.add(candidate);
      paired.add(record);
    }
  }
  for (const record of truth) {
    if (paired.has(record)) continue;
    const key = nameKey(record);
    const candidate = extracted.find((other) => !used.has(other) && !(record.record_id && other.record_id) && nameKey(other) === key);
    if (candidate) {
      pairs.push([record, candidate]);
      used.add(candidate);
      paired.add(record);
    }
  }
  return pairs;
}

const sameDatabases = (a: readonly string[], b: readonly string[]) => {
  const left = [...new Set(a.map(normalizeDb))].sort();
  const right = [...new Set(b.map(normalizeDb))].sort();
  return left.length === right.length && left.every((name, index) => name === right[index]);
};

const FIELD_CHECKS: Array<{
  field: keyof SiteFieldScores;
  name: string;
  equal: (truth: RadiusReportTruthRecord, got: RadiusReportCliRecord) => boolean;
  show: (record: AnyRecord) => unknown;
}> = [
  {
    field: 'distance',
    name: 'distance_mi',
    equal: (truth, got) =>
      truth.distance_mi === got.distance_mi ||
      (truth.distance_mi !== null && got.distance_mi !== null && Math.abs(truth.distance_mi - got.distance_mi) <= 0.01 + 1e-9),
    show: (record) => record.distance_mi,
  },
  { field: 'direction', name: 'direction', equal: (truth, got) => (truth.direction ?? null) === (got.direction ?? null), show: (record) => record.direction },
  {
    field: 'databases',
    name: 'databases',
    equal: (truth, got) => sameDatabases(truth.databases, got.databases),
    show: (record) => record.databases.join(', '),
  },
  {
    field: 'beyondSearchDistance',
    name: 'beyond_search_distance',
    equal: (truth, got) => truth.beyond_search_distance === got.beyond_search_distance,
    show: (record) => record.beyond_search_distance,
  },
  { field: 'isTarget', name: 'is_target', equal: (truth, got) => truth.is_target === got.is_target, show: (record) => record.is_target },
  { field: 'detailPage', name: 'detail_page', equal: (truth, got) => truth.detail_page === got.detail_page, show: (record) => record.detail_page },
];

function fieldScores(pairs: Array<[RadiusReportTruthRecord, RadiusReportCliRecord]>, mismatches: string[]): SiteFieldScores {
  const scores = {} as SiteFieldScores;
  for (const check of FIELD_CHECKS) {
    let equal = 0;
    for (const [truth, got] of pairs) {
      if (check.equal(truth, got)) equal += 1;
      else mismatches.push(`site ${label(truth)}: ${check.name} ${JSON.stringify(check.show(got))}, truth ${JSON.stringify(check.show(truth))}`);
    }
    scores[check.field] = pairs.length === 0 ? 1 : equal / pairs.length;
  }
  return scores;
}

function recordScore(kind: string, truth: readonly RadiusReportTruthRecord[], extracted: readonly RadiusReportCliRecord[], mismatches: string[]) {
  const pairs = matchRecords(truth, extracted);
  const matchedTruth = new Set(pairs.map(([record]) => record));
  const matchedGot = new Set(pairs.map(([, record]) => record));
  for (const record of truth) if (!matchedTruth.has(record)) mismatches.push(`${kind} missed: ${label(record)}`);
  for (const record of extracted) if (!matchedGot.has(record)) mismatches.push(`${kind} extra: ${label(record)}`);
  return { pairs, score: matchScore(pairs.length, truth.length, extracted.length) };
}

const COUNT_KEYS = ['tp', 'lt_1_8', '1_8_to_1_4', '1_4_to_1_2', '1_2_to_1', 'gt_1'] as const;

function summaryScore(truth: TruthLike['database_summary'], extracted: RadiusReportCliShape['database_summary'], mismatches: string[]): SummaryScore {
  const remaining = [...extracted];
  let matched = 0;
  let distances = 0;
  let counts = 0;
  for (const row of truth) {
    const index = remaining.findIndex((other) => normalizeDb(other.db) === normalizeDb(row.db));
    if (index < 0) {
      mismatches.push(`summary missed: ${row.db}`);
      continue;
    }
    const [got] = remaining.splice(index, 1);
    matched += 1;
    if (got!.search_distance_mi !== null && Math.abs(got!.search_distance_mi - row.search_distance_mi) < 1e-6) distances += 1;
    else mismatches.push(`summary ${row.db}: search_distance_mi ${got!.search_distance_mi}, truth ${row.search_distance_mi}`);
    const wrong = COUNT_KEYS.filter((key) => (got!.counts[key] ?? 0) !== row.counts[key]);
    if (wrong.length === 0 && got!.total === row.total) counts += 1;
    else
      mismatches.push(`summary ${row.db}: counts ${JSON.stringify(got!.counts)} total ${got!.total}, truth ${JSON.stringify(row.counts)} total ${row.total}`);
  }
  for (const row of remaining) mismatches.push(`summary extra: ${row.db}`);
  return {
    ...matchScore(matched, truth.length, extracted.length),
    searchDistance: matched === 0 ? 0 : distances / matched,
    counts: matched === 0 ? 0 : counts / matched,
  };
}

/** How well `extracted` (the CLI shape) reads the report `truth` describes. */
export function scoreRadiusReport(truth: TruthLike, extracted: RadiusReportCliShape): RadiusReportScore {
  const mismatches: string[] = [];
  const sites = recordScore('site', truth.sites, extracted.sites, mismatches);
  const orphans = recordScore('orphan', truth.orphans, extracted.orphans, mismatches);
  const fields = fieldScores(sites.pairs, mismatches);
  const summary = summaryScore(truth.database_summary, extracted.database_summary, mismatches);
  return { sites: sites.score, orphans: orphans.score, fields, summary, mismatches };
}
