import type { FindingClass, ReportAnalysis, ReportFinding, ReportRecommendation, Viability } from '@groundwork/contracts';
import type { CoverageMatrix } from './coverage';
import { listWords } from './findings';
import type { ProjectFacts } from './project-facts';

/**
 * The spec's Analysis (summary, key findings, risk assessment, recommendations) written offline
 * from the findings: every name, address, year and number in it comes from the project's facts.
 * `projectFactsText` is those facts as text: what an LLM is shown, and what its prose is checked
 * against.
 */

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const CLASS_WORDS: Partial<Record<FindingClass, [string, string]>> = {
  REC: ['REC', 'RECs'],
  CREC: ['CREC', 'CRECs'],
  HREC: ['HREC', 'HRECs'],
  'off-site': ['off-site condition to evaluate', 'off-site conditions to evaluate'],
  'de minimis': ['de minimis condition', 'de minimis conditions'],
  'data gap': ['data gap', 'data gaps'],
};

/** The project's facts, one per line, as the report may state them. */
export function projectFactsText(facts: ProjectFacts, findings: readonly ReportFinding[], coverage: CoverageMatrix, viability: Viability): string {
  const { project, properties } = facts.context;
  const lines = [
    `Project ${project.projectNumber}: ${project.siteAddress}, for ${project.clientName}.`,
    ...properties.map((property) => `Property (${property.direction}): ${property.address}.`),
  ];
  const cd = facts.cityDirectory;
  if (cd) {
    lines.push(
      `City directory report ${cd.filename}: ${count(cd.result.years.length, 'directory year')} (${listWords([...cd.result.years].sort((a, b) => a - b))}).`,
    );
    for (const [year, publisher] of Object.entries(cd.result.sources)) lines.push(`Directory ${year}: ${publisher}.`);
    for (const entry of cd.result.parsedEntries) {
      lines.push(
        `${entry.year} ${entry.direction ?? 'unassigned'} ${entry.address}: ${entry.business_name}${entry.tags.length ? ` (${entry.tags.map((tag) => tag.tag).join(', ')})` : ''}.`,
      );
    }
  }
  const aerial = facts.aerial;
  if (aerial) {
    lines.push(`Aerial photographs ${aerial.filename}: ${count(aerial.result.photos.length, 'photograph')} (${listWords(aerial.result.years)}).`);
    for (const photo of aerial.result.photos)
      lines.push(`Photograph ${photo.year}, page ${photo.page}: ${photo.label_text}${photo.source ? ` (${photo.source})` : ''}.`);
    for (const cell of aerial.result.predictions) lines.push(`${cell.year} ${cell.direction} ${cell.address}: ${cell.label}.`);
  }
  const database = facts.database;
  if (database) {
    lines.push(`Regulatory database report ${database.filename}: ${count(database.items.length, 'record')}.`);
    for (const item of database.items) {
      lines.push(
        `${item.target || item.site_name}, ${item.address}: ${(item.databases ?? []).join(', ')}; ${item.distance_mi ?? ''} mi ${item.direction ?? ''}; ${item.location ?? ''}; ${item.narrative}`,
      );
    }
  }
  if (facts.soils) {
    lines.push(`Soils: ${facts.soils.narrative}`);
    for (const unit of facts.soils.mapUnits)
      lines.push(`Map unit ${unit.musym} ${unit.muname}: ${unit.sharePct ?? ''} percent, group ${unit.hydgrpdcd ?? ''}, ${unit.drclassdcd ?? ''}.`);
  }
  for (const map of facts.maps)
    lines.push(`${map.kind === 'topography' ? 'Topographic map' : 'Fire insurance map'} ${map.year ?? 'undated'}: ${map.source}, ${map.filename}.`);
  for (const review of facts.reviews.phase1Reviews) lines.push(`Prior Phase I report ${review.fileName}: ${review.decision ?? ''}. ${review.summary}`);
  for (const analysis of facts.reviews.recordAnalyses) {
    for (const document of analysis.documents) lines.push(`Closure document ${document.fileName}: ${document.verdict}. ${document.summary}`);
  }
  for (const row of coverage.rows) {
    lines.push(`Research period of ${row.address}: ${row.startYear} to ${coverage.endYear}.`);
    for (const gap of row.gaps) lines.push(`Gap at ${gap.address}: ${gap.from} to ${gap.to} (${gap.years} years). ${gap.significance}`);
  }
  for (const finding of findings) lines.push(`Finding (${finding.classification}): ${finding.text}`);
  const classes = [...new Set(findings.map((finding) => finding.classification))];
  lines.push(
    `Findings: ${classes.map((classification) => `${findings.filter((finding) => finding.classification === classification).length} ${classification}`).join(', ')}.`,
  );
  lines.push(`Subject findings: ${findings.filter((finding) => finding.direction === 'subject' && finding.classification === 'REC').length} REC.`);
  if (viability.viableUntil && viability.startsFrom)
    lines.push(`Viable until ${viability.viableUntil}, ${viability.daysRemaining} days, from ${viability.startsFrom.date}.`);
  return lines.join('\n');
}

function riskOf(findings: readonly ReportFinding[]): ReportAnalysis['riskAssessment'] {
  const on = (classification: FindingClass) => findings.filter((finding) => finding.classification === classification);
  const recs = on('REC').filter((finding) => finding.direction === 'subject');
  if (recs.length > 0) {
    return {
      level: 'high',
      description: `${count(recs.length, 'REC')} on the subject property (${listWords(recs.map((finding) => finding.text.split(' (')[0]!))}).`,
    };
  }
  const crecs = on('CREC');
  const offsite = on('off-site');
  if (crecs.length > 0 || offsite.length > 0) {
    const parts = [crecs.length > 0 && count(crecs.length, 'CREC'), offsite.length > 0 && count(offsite.length, 'off-site condition')].filter(Boolean);
    return { level: 'medium', description: `No REC on the subject property, but ${listWords(parts as string[])} to manage or evaluate.` };
  }
  return { level: 'low', description: 'The records reviewed identify no REC, CREC or off-site condition for the subject property.' };
}

/** The recommendations, with an id each (the LLM rewrites their descriptions by id). */
export function recommendationsOf(
  findings: readonly ReportFinding[],
  coverage: CoverageMatrix,
  viability: Viability,
): Array<ReportRecommendation & { id: string }> {
  const names = (classification: FindingClass, direction?: 'subject') =>
    findings
      .filter((finding) => finding.classification === classification && (!direction || finding.direction === direction))
      .map((finding) => finding.text.split(' (')[0]!);
  const recommendations: Array<ReportRecommendation & { id: string }> = [];
  const recs = names('REC', 'subject');
  if (recs.length > 0) {
    recommendations.push({
      id: 'phase-2',
      title: 'Phase II Environmental Site Assessment',
      priority: 'high',
      description: `Investigate soil, groundwater and soil vapor for the ${count(recs.length, 'REC')} on the subject property: ${listWords([...new Set(recs)])}.`,
    });
  }
  const crecs = names('CREC');
  if (crecs.length > 0) {
    recommendations.push({
      id: 'controls',
      title: 'Confirm the activity and use limitations',
      priority: 'medium',
      description: `Confirm that the controls required for ${listWords([...new Set(crecs)])} remain in place and that the intended use complies with them.`,
    });
  }
  const offsite = names('off-site');
  if (offsite.length > 0) {
    recommendations.push({
      id: 'vapor',
      title: 'Vapor encroachment screening (ASTM E2600)',
      priority: 'medium',
      description: `For ${listWords([...new Set(offsite)])}: screen for vapor or groundwater migration toward the subject property.`,
    });
  }
  const gaps = coverage.rows.flatMap((row) => row.gaps.filter((gap) => gap.level === 'likely').map((gap) => `${gap.address} ${gap.from} to ${gap.to}`));
  if (gaps.length > 0) {
    recommendations.push({
      id: 'data-gaps',
      title: 'Fill the historical data gaps',
      priority: 'low',
      description: `Seek other sources (interviews, building department records, agency files) for ${listWords(gaps)}, or state each gap and its significance.`,
    });
  }
  if (viability.status === 'expiring' || viability.status === 'expired') {
    recommendations.push({
      id: 'viability',
      title: 'Update the assessment components',
      priority: 'high',
      description:
        viability.status === 'expired'
          ? `The report's viability ended on ${viability.viableUntil}: update the database search, interviews, site visit and declaration before relying on it.`
          : `The report is viable until ${viability.viableUntil} (${viability.daysRemaining} days): update the components before that date if the transaction closes later.`,
    });
  }
  if (recommendations.length === 0) {
    recommendations.push({
      id: 'none',
      title: 'No further investigation',
      priority: 'low',
      description: 'The records reviewed identify no REC on the subject property; no further investigation is indicated by them.',
    });
  }
  return recommendations;
}

function summaryOf(facts: ProjectFacts, findings: readonly ReportFinding[]): string {
  const { project } = facts.context;
  const reviewed = [
    facts.cityDirectory && `city directories of ${listWords([...facts.cityDirectory.result.years].sort((a, b) => a - b))}`,
    facts.aerial && `aerial photographs of ${listWords(facts.aerial.result.years)}`,
    facts.database && `a regulatory database report of ${count(facts.database.items.length, 'record')}`,
    facts.maps.length > 0 && count(facts.maps.length, 'historical map'),
    facts.soils && 'the USDA soil survey',
    facts.reviews.phase1Reviews.length > 0 && count(facts.reviews.phase1Reviews.length, 'prior Phase I report'),
  ].filter(Boolean) as string[];
  const tally = (Object.keys(CLASS_WORDS) as FindingClass[]).flatMap((classification) => {
    const n = findings.filter((finding) => finding.classification === classification).length;
    const words = CLASS_WORDS[classification]!;
    return n > 0 ? [`${n} ${n === 1 ? words[0] : words[1]}`] : [];
  });
  const recs = findings.filter((finding) => finding.classification === 'REC' && finding.direction === 'subject');
  return [
    `This assessment of ${project.siteAddress} reviewed ${reviewed.length > 0 ? listWords(reviewed) : 'no historical or regulatory source'}.`,
    tally.length > 0 ? `The review identified ${listWords(tally)}.` : 'The review identified no REC, CREC, HREC or data gap.',
    ...recs.slice(0, 3).map((finding) => finding.text),
    ...facts.unavailable,
  ].join(' ');
}

/** The analysis as drafted: each recommendation with the id the LLM rewrites it by. */
export type DraftAnalysis = Omit<ReportAnalysis, 'recommendations'> & { recommendations: Array<ReportRecommendation & { id: string }> };

/** The analysis written offline from the facts and findings. */
export function offlineAnalysis(facts: ProjectFacts, findings: ReportFinding[], coverage: CoverageMatrix, viability: Viability): DraftAnalysis {
  const serious = findings.filter((finding) => ['REC', 'CREC', 'off-site', 'HREC'].includes(finding.classification));
  const gaps = findings.filter((finding) => finding.classification === 'data gap');
  const keyFindings = [
    ...serious.slice(0, 6).map((finding) => `${finding.classification}: ${finding.text}`),
    ...(gaps.length > 0 ? [`${count(gaps.length, 'data gap')} in the historical record.`] : []),
    ...findings.filter((finding) => finding.classification === 'no REC').map((finding) => finding.text),
  ];
  return {
    summary: summaryOf(facts, findings),
    keyFindings,
    riskAssessment: riskOf(findings),
    recommendations: recommendationsOf(findings, coverage, viability),
    findings,
    dataGaps: coverage.rows.flatMap((row) =>
      row.gaps.map((gap) => ({ direction: gap.direction, address: gap.address, from: gap.from, to: gap.to, significance: gap.significance })),
    ),
    writer: 'offline',
  };
}
