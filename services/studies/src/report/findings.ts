import type { CityDirectoryTag, Direction, FindingClass, NarrativeItem, ReportFinding, SourceRef } from '@groundwork/contracts';
import { tagConcern } from '@groundwork/doc-processing';
import type { CoverageMatrix } from './coverage';
import type { ProjectFacts } from './project-facts';

/**
 * The report's findings drawn from the project's facts by rules an EP can check, each with the
 * sources it came from (study, document, page, the printed words). The classification is the
 * platform's proposal: the EP confirms or changes it in the Word report they sign.
 */

export const STUDY_NAMES = {
  cityDirectory: 'City directory',
  aerial: 'Aerial photographs',
  database: 'Regulatory database',
  analysis: 'Regulatory analysis',
  phase1: 'Prior Phase I review',
  coverage: 'Historical records review',
} as const;

/** At most this many sources are cited per finding (the first, in year order); the tables hold the rest. */
const MAX_SOURCES = 6;

const LABELS: Record<Direction, string> = {
  subject: 'the subject property',
  north: 'the north adjoining property',
  south: 'the south adjoining property',
  east: 'the east adjoining property',
  west: 'the west adjoining property',
};

/** `1965`, `1965 and 1970`, `1965, 1970 and 1989`. */
export function listWords(items: readonly (string | number)[]): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Words a directory abbreviates one year and spells out another ("FRONT ST CLEANERS" = "FRONT STREET CLEANERS"). */
const NAME_WORDS: Record<string, string> = { STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', BOULEVARD: 'BLVD', AND: '&', COMPANY: 'CO', INCORPORATED: 'INC' };
const LEGAL_SUFFIXES = new Set(['INC', 'CO', 'CORP', 'LLC', 'LTD']);

/** A business name as its listings across years match: case, punctuation, abbreviations and legal suffixes aside. */
export const normalizedName = (name: string) =>
  name
    .toUpperCase()
    .replace(/&/g, ' & ')
    .split(/[^A-Z0-9&]+/)
    .filter(Boolean)
    .map((word) => (Object.hasOwn(NAME_WORDS, word) ? NAME_WORDS[word]! : word))
    .filter((word, index, words) => !(index === words.length - 1 && LEGAL_SUFFIXES.has(word)))
    .join(' ');

/** A listing's most serious tag: its first of high concern, else its first. */
const mostSeriousTag = (tags: readonly CityDirectoryTag[]) => (tags.find(({ tag }) => tagConcern(tag) === 'high') ?? tags[0])?.tag;

/**
 * Tagged listings grouped per property, business and tag. A use of high concern (dry cleaner, gas
 * station, auto repair...) is proposed as a REC on the subject and as an off-site concern on an
 * adjoining property; a use of low concern (laundry, car wash, storage...) on the subject is said
 * not to be proposed as a REC, with its listings cited, so the EP sees it was weighed.
 */
function cityDirectoryFindings(facts: ProjectFacts): ReportFinding[] {
  const run = facts.cityDirectory;
  if (!run) return [];
  const groups = new Map<string, { direction: Direction; name: string; tag: string; address: string; entries: typeof run.result.parsedEntries }>();
  for (const entry of run.result.parsedEntries) {
    const direction = entry.direction ?? (entry.is_subject ? 'subject' : null);
    const tag = mostSeriousTag(entry.tags);
    if (!direction || !tag || entry.year === null) continue;
    if (tagConcern(tag) === 'low' && direction !== 'subject') continue;
    const key = `${direction}|${normalizedName(entry.business_name)}|${tag}`;
    const group = groups.get(key) ?? { direction, name: entry.business_name, tag, address: entry.address, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()].map((group): ReportFinding => {
    const entries = [...group.entries].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
    const years = [...new Set(entries.map((entry) => entry.year as number))];
    const where = group.direction === 'subject' ? 'on the subject property' : `on ${LABELS[group.direction]}`;
    const listed = `${group.name} (${group.tag}) was listed at ${group.address} ${where} in the ${listWords(years)} ${years.length === 1 ? 'directory' : 'directories'}.`;
    const sources = entries.slice(0, MAX_SOURCES).map(
      (entry): SourceRef => ({
        study: STUDY_NAMES.cityDirectory,
        document: `${run.filename} (${entry.year} directory)`,
        page: entry.page,
        quote: entry.line || null,
      }),
    );
    if (tagConcern(group.tag) === 'low') {
      const text = `${listed} This use (${group.tag}) seldom handled hazardous substances or petroleum; it is not proposed as a REC, provided no dry cleaning, fueling or repairs took place there.`;
      return { classification: 'no REC', direction: group.direction, text, sources };
    }
    return { classification: group.direction === 'subject' ? 'REC' : 'off-site', direction: group.direction, text: listed, sources };
  });
}

/** Industrial land use on the subject in the photographs when no directory listing says what it was. */
function aerialFindings(facts: ProjectFacts, subjectUseIdentified: boolean): ReportFinding[] {
  const run = facts.aerial;
  if (!run || subjectUseIdentified) return [];
  const industrial = run.result.predictions.filter((cell) => cell.direction === 'subject' && cell.label === 'industrial').sort((a, b) => a.year - b.year);
  if (industrial.length === 0) return [];
  const years = [...new Set(industrial.map((cell) => cell.year))];
  const sources = industrial.slice(0, MAX_SOURCES).map((cell): SourceRef => {
    const photo = run.result.photos[cell.photo];
    return { study: STUDY_NAMES.aerial, document: run.filename, page: cell.page, quote: photo?.label_text || null };
  });
  return [
    {
      classification: 'data gap',
      direction: 'subject',
      text: `The subject property appears in industrial use in the ${listWords(years)} aerial photographs; the records reviewed do not identify the use or its operator.`,
      sources,
    },
  ];
}

const IC_EC = /\b(AUL|IC|EC|INST|ENG|CONTROLS?|DEED|LUC|RESTRICT)/i;

/** Open, closed or unknown, in the words the report can use. */
const statusWords = (item: NarrativeItem) =>
  Object.entries(item.statuses ?? {})
    .map(([database, status]) => `${database}: ${status}`)
    .join('; ');

export interface RecordVerdict {
  verdict: string;
  sources: SourceRef[];
}

/** The regulatory analyses' verdicts per record (item index); a document that does not confirm closure wins. */
export function verdictsByRecord(facts: ProjectFacts): Map<number, RecordVerdict> {
  const verdicts = new Map<number, RecordVerdict>();
  for (const analysis of facts.reviews.recordAnalyses) {
    for (const document of analysis.documents) {
      const sources = (document.evidence.length > 0 ? document.evidence : [{ page: null, quote: document.summary }])
        .slice(0, 3)
        .map((evidence): SourceRef => ({ study: STUDY_NAMES.analysis, document: document.fileName, page: evidence.page, quote: evidence.quote || null }));
      const known = verdicts.get(analysis.recordItemIndex);
      // A document that does not confirm closure outweighs one that does: the EP must see the doubt.
      if (!known || document.verdict === 'NOT_CONFIRMED')
        verdicts.set(analysis.recordItemIndex, { verdict: document.verdict, sources: [...sources, ...(known?.sources ?? [])] });
    }
  }
  return verdicts;
}

function recordClass(item: NarrativeItem, onSubject: boolean, verdict: RecordVerdict | undefined): FindingClass | null {
  const status = item.status_class ?? 'unknown';
  if (onSubject) {
    if (status === 'open' || verdict?.verdict === 'NOT_CONFIRMED') return 'REC';
    if (status === 'closed' || verdict?.verdict === 'CONFIRMED_CLOSED') return (item.databases ?? []).some((name) => IC_EC.test(name)) ? 'CREC' : 'HREC';
    return 'REC';
  }
  if (!item.within_search_distance) return null;
  const open = status === 'open' || verdict?.verdict === 'NOT_CONFIRMED';
  if (item.location === 'adjoining' && open) return 'off-site';
  if (item.location === 'nearby' && open && item.gradient === 'up') return 'off-site';
  return null;
}

function recordText(item: NarrativeItem, classification: FindingClass, verdict: RecordVerdict | undefined): string {
  const databases = listWords(item.databases ?? []);
  const where =
    item.location === 'on-site' || item.is_target
      ? 'on the subject property'
      : [`${item.distance_mi ?? '?'} mi`, item.direction, 'of the subject property', item.gradient && `(${item.gradient}gradient)`].filter(Boolean).join(' ');
  const status = statusWords(item);
  const closure =
    verdict?.verdict === 'CONFIRMED_CLOSED'
      ? ' The closure documents reviewed confirm its closure.'
      : verdict?.verdict === 'NOT_CONFIRMED'
        ? ' The closure documents reviewed do not confirm its closure.'
        : '';
  const lead = `${item.target || item.site_name || item.address} (${item.address}) is listed in ${databases || 'the regulatory database report'} ${where}`;
  const tail = classification === 'REC' && item.status_class !== 'open' && !verdict ? ' Its status is not reported as closed.' : '';
  return `${lead}${status ? ` (${status})` : ''}.${closure}${tail}`;
}

function databaseFindings(facts: ProjectFacts): ReportFinding[] {
  const run = facts.database;
  if (!run) return [];
  const verdicts = verdictsByRecord(facts);
  return run.items.flatMap((item, index): ReportFinding[] => {
    if (item.is_orphan) return [];
    const onSubject = item.location === 'on-site' || item.is_target === true;
    const verdict = verdicts.get(index);
    const classification = recordClass(item, onSubject, verdict);
    if (!classification) return [];
    const status = statusWords(item);
    const sources: SourceRef[] = [
      {
        study: STUDY_NAMES.database,
        document: run.filename,
        page: item.page ?? null,
        quote: [item.target || item.site_name, status].filter(Boolean).join(' ') || null,
      },
      ...(verdict?.sources ?? []),
    ];
    return [
      {
        classification,
        direction: onSubject ? 'subject' : directionOf(item),
        text: recordText(item, classification, verdict),
        sources: sources.slice(0, MAX_SOURCES),
      },
    ];
  });
}

/** The adjoining property a record sits on by its compass direction (N, NNE... -> north); the subject when unknown. */
function directionOf(item: NarrativeItem): Direction {
  const compass = (item.direction ?? '').toUpperCase();
  if (/^N/.test(compass) && !/^N[EW]$/.test(compass)) return 'north';
  if (/^S/.test(compass) && !/^S[EW]$/.test(compass)) return 'south';
  if (compass.includes('E')) return 'east';
  if (compass.includes('W')) return 'west';
  return 'subject';
}

const PHASE1_CLASSES: Partial<Record<string, FindingClass>> = {
  REC: 'REC',
  CREC: 'CREC',
  HREC: 'HREC',
  DE_MINIMIS: 'de minimis',
  DATA_GAP: 'data gap',
  OFFSITE: 'off-site',
};

/** What prior Phase I reports of the site concluded, quoted from their pages. */
function priorReportFindings(facts: ProjectFacts): ReportFinding[] {
  return facts.reviews.phase1Reviews.flatMap((review) =>
    review.findings.flatMap((finding): ReportFinding[] => {
      const classification = PHASE1_CLASSES[finding.kind];
      if (!classification || !finding.counts) return [];
      return [
        {
          classification,
          direction: 'subject',
          text: `A prior Phase I report (${review.fileName}) identified a ${classification}${finding.location === 'subject' ? '' : ` on an ${finding.location} property`}: "${finding.quote}"`,
          sources: [{ study: STUDY_NAMES.phase1, document: review.fileName, page: finding.page, quote: finding.quote }],
        },
      ];
    }),
  );
}

/** Each interval of more than five years without a Big 4 source, as a data gap. */
function coverageFindings(coverage: CoverageMatrix, facts: ProjectFacts): ReportFinding[] {
  const reviewed = [
    facts.cityDirectory && `${STUDY_NAMES.cityDirectory}: ${facts.cityDirectory.filename}`,
    facts.aerial && `${STUDY_NAMES.aerial}: ${facts.aerial.filename}`,
    ...facts.maps.filter((map) => map.year !== null && map.status !== 'FAILED').map((map) => `${map.filename} (${map.year})`),
  ].filter((item): item is string => Boolean(item));
  return coverage.rows.flatMap((row) =>
    row.gaps.map(
      (gap): ReportFinding => ({
        classification: 'data gap',
        direction: gap.direction,
        text: `No historical source covers ${LABELS[gap.direction]} (${gap.address}) from ${gap.from} to ${gap.to} (${gap.years} years).`,
        sources: [
          {
            study: STUDY_NAMES.coverage,
            document: reviewed.length > 0 ? `Sources reviewed: ${reviewed.join('; ')}` : 'No historical source is on file',
            page: null,
            quote: null,
          },
        ],
      }),
    ),
  );
}

/** When nothing on the subject is a concern: a finding that says so, citing what was reviewed. */
function noRecFinding(facts: ProjectFacts): ReportFinding {
  const reviewed: Array<[string, { filename: string } | null]> = [
    [STUDY_NAMES.cityDirectory, facts.cityDirectory],
    [STUDY_NAMES.aerial, facts.aerial],
    [STUDY_NAMES.database, facts.database],
  ];
  const sources = reviewed.flatMap(([study, run]): SourceRef[] => (run ? [{ study, document: run.filename, page: null, quote: null }] : []));
  return {
    classification: 'no REC',
    direction: 'subject',
    text: 'The records reviewed show no listing, land use or regulatory record indicating a REC on the subject property.',
    sources,
  };
}

const ORDER: FindingClass[] = ['REC', 'CREC', 'off-site', 'HREC', 'de minimis', 'data gap', 'no REC'];

/** All findings, most serious first, subject before adjoining; none without a source. */
export function reportFindings(facts: ProjectFacts, coverage: CoverageMatrix): ReportFinding[] {
  const directory = cityDirectoryFindings(facts);
  const subjectUseIdentified = directory.some((finding) => finding.direction === 'subject');
  const findings = [
    ...directory,
    ...aerialFindings(facts, subjectUseIdentified),
    ...databaseFindings(facts),
    ...priorReportFindings(facts),
    ...coverageFindings(coverage, facts),
  ];
  const concernOnSubject = findings.some((finding) => finding.direction === 'subject' && ['REC', 'CREC'].includes(finding.classification));
  if (!concernOnSubject) {
    const none = noRecFinding(facts);
    if (none.sources.length > 0) findings.push(none);
  }
  return findings
    .filter((finding) => finding.sources.length > 0)
    .sort((a, b) => ORDER.indexOf(a.classification) - ORDER.indexOf(b.classification) || Number(a.direction !== 'subject') - Number(b.direction !== 'subject'));
}
