import { viabilityOf, type ReportAnalysis } from '@groundwork/contracts';
import { offlineAnalysis, type DraftAnalysis } from './analysis';
import { coverageMatrix, type CoverageMatrix } from './coverage';
import { reportFindings, verdictsByRecord } from './findings';
import { aerialSources, cityDirectorySources, firstDevelopedYears, mapSources } from './historical-sources';
import type { ReportModel } from './model';
import type { ProjectFacts } from './project-facts';

/**
 * From a project's facts to the report the exports write: the coverage matrix of the Big 4
 * sources, the findings with their sources, the offline analysis, and the study tables.
 */

export interface ReportDraft {
  model: ReportModel;
  analysis: DraftAnalysis;
  coverage: CoverageMatrix;
}

const CLOSURE_WORDS: Record<string, string> = { CONFIRMED_CLOSED: 'Closure confirmed', NOT_CONFIRMED: 'Closure not confirmed', INCONCLUSIVE: 'Inconclusive' };
const closureWords = (verdict: string | undefined) => (verdict ? (CLOSURE_WORDS[verdict] ?? verdict) : null);

/** The coverage of the project's properties by its dated sources, through the report's year. */
export function projectCoverage(facts: ProjectFacts, reportYear: number): CoverageMatrix {
  const first = firstDevelopedYears(facts.aerial?.result ?? null, facts.cityDirectory?.result ?? null);
  const properties = facts.context.properties.map((property) => ({
    direction: property.direction,
    address: property.address,
    firstDevelopedYear: first[property.direction] ?? null,
  }));
  const sources = [
    ...(facts.aerial ? aerialSources(facts.aerial.result, facts.aerial.filename) : []),
    ...(facts.cityDirectory ? cityDirectorySources(facts.cityDirectory.result, facts.cityDirectory.filename) : []),
    ...mapSources(facts.maps),
  ];
  return coverageMatrix(properties, sources, reportYear);
}

/** The report of `facts` on `reportDate` (`YYYY-MM-DD`), its analysis written offline. */
export function draftReport(facts: ProjectFacts, reportDate: string): ReportDraft {
  const { project, properties } = facts.context;
  const viability = viabilityOf(project.viabilityDates ?? {}, reportDate);
  const coverage = projectCoverage(facts, Number(reportDate.slice(0, 4)));
  const findings = reportFindings(facts, coverage);
  const analysis = offlineAnalysis(facts, findings, coverage, viability);
  const verdicts = verdictsByRecord(facts);
  const model: ReportModel = {
    title: 'Phase I Environmental Site Assessment',
    project: { siteAddress: project.siteAddress, clientName: project.clientName, projectNumber: project.projectNumber },
    reportDate,
    viability,
    summary: analysis.summary,
    riskAssessment: analysis.riskAssessment,
    findings,
    recommendations: analysis.recommendations.map(({ id: _, ...recommendation }) => recommendation),
    properties: properties.map(({ direction, address }) => ({ direction, address })),
    cityDirectory: cityDirectoryRows(facts),
    aerial: aerialTable(facts),
    databaseRecords: (facts.database?.items ?? []).map((item, index) => ({
      site: item.target || item.site_name || '',
      address: item.address,
      databases: (item.databases ?? []).join(', '),
      distanceMiles: item.distance_mi ?? null,
      closure: closureWords(verdicts.get(index)?.verdict),
    })),
    soils: facts.soils && {
      narrative: facts.soils.narrative,
      rows: facts.soils.rows.map(({ muname, compname, hydgrpdcd, drclassdcd, comppct_r }) => ({ muname, compname, hydgrpdcd, drclassdcd, comppct_r })),
    },
    maps: facts.maps.map(({ kind, year, source, filename }) => ({ kind, year, source, filename })),
    coverage,
    appendices: appendicesOf(facts),
  };
  return { model, analysis, coverage };
}

/** The model with the prose of `analysis` (the LLM's, where it was kept). */
export const withAnalysis = (model: ReportModel, analysis: ReportAnalysis): ReportModel => ({
  ...model,
  summary: analysis.summary,
  riskAssessment: analysis.riskAssessment,
  recommendations: analysis.recommendations,
});

/** One row per directory year and property: the occupants listed (vacancies are not occupants). */
function cityDirectoryRows(facts: ProjectFacts): ReportModel['cityDirectory'] {
  const rows = new Map<string, ReportModel['cityDirectory'][number]>();
  for (const entry of facts.cityDirectory?.result.parsedEntries ?? []) {
    const direction = entry.direction ?? (entry.is_subject ? 'subject' : null);
    if (!direction || entry.year === null) continue;
    const key = `${entry.year}|${direction}`;
    const row = rows.get(key) ?? { year: entry.year, direction, address: entry.address, occupants: [] };
    const name = entry.tags.length > 0 ? `${entry.business_name} (${entry.tags.map((tag) => tag.tag).join(', ')})` : entry.business_name;
    if (!row.occupants.includes(name)) row.occupants.push(name);
    rows.set(key, row);
  }
  const order = ['subject', 'north', 'south', 'east', 'west'];
  return [...rows.values()].sort((a, b) => a.year - b.year || order.indexOf(a.direction) - order.indexOf(b.direction));
}

function aerialTable(facts: ProjectFacts): ReportModel['aerial'] {
  const result = facts.aerial?.result;
  if (!result) return { years: [], rows: [] };
  const rows = facts.context.properties.map((property) => ({
    direction: property.direction,
    address: property.address,
    uses: Object.fromEntries(result.predictions.filter((cell) => cell.direction === property.direction).map((cell) => [String(cell.year), cell.label])),
  }));
  return { years: result.years, rows: rows.filter((row) => Object.keys(row.uses).length > 0) };
}

function appendicesOf(facts: ProjectFacts): string[] {
  return [
    'Site location map and property boundaries',
    facts.cityDirectory && `City directory report: ${facts.cityDirectory.filename}`,
    facts.aerial && `Aerial photograph package: ${facts.aerial.filename}`,
    facts.database && `Regulatory database report: ${facts.database.filename}`,
    ...facts.maps.map((map) => `${map.kind === 'topography' ? 'Topographic map' : 'Fire insurance map'}: ${map.filename}${map.year ? ` (${map.year})` : ''}`),
    ...facts.reviews.phase1Reviews.map((review) => `Prior Phase I report: ${review.fileName}`),
    ...facts.reviews.recordAnalyses.flatMap((record) => record.documents.map((document) => `Regulatory closure document: ${document.fileName}`)),
    'Environmental professional qualifications',
  ].filter((item): item is string => Boolean(item));
}
