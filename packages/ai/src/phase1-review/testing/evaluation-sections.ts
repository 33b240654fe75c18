import type { ConditionClass } from './conditions';
import { type ComposeContext, type Part, qa, sectionRef } from './compose-context';
import { alsoAnswers, answer, type Block, bullet, distractor, evidence, para, type Segment, table } from './document';
import {
  contaminantSentence,
  pendingSentence,
  recommendationSentence,
  recsAnswer,
  conclusionSentence,
  noRecsSentence,
  significantGapSentence,
} from './decision-text';
import { contaminantsOf } from './facts';
import { absentClassNegation, CLASS_NAMES } from './outcomes';

// The evaluative sections: executive summary, findings, opinions, conclusions, data gaps, recommendations.

const CLASSES: ConditionClass[] = ['REC', 'CREC', 'HREC'];

/** The sentences that establish the decision where a report states its findings. */
function decisionSegments(ctx: ComposeContext): Segment[] {
  const { facts } = ctx;
  if (facts.conditions.length > 0) return facts.conditions.map((condition) => evidence(condition.finding));
  if (facts.pending) return [evidence(pendingSentence(facts))];
  if (facts.dataGap) return [evidence(significantGapSentence(facts))];
  return [evidence(noRecsSentence(ctx.rng))];
}

/** "No CRECs or HRECs were identified ...": the classes a report with findings did not find, as one distractor. */
function negationSegments(ctx: ComposeContext): Segment[] {
  const absent = CLASSES.filter((cls) => absentClassNegation(ctx.facts.outcome, cls) !== null);
  if (absent.length === 0) return [];
  const names = absent.map((cls) => CLASS_NAMES[cls].plural).join(' or ');
  return [distractor(`No ${names} were identified in connection with the subject property.`, 'negation')];
}

const adjoiningShort = (ctx: ComposeContext) =>
  distractor(
    `The LUST case at the adjoining ${ctx.facts.adjoiningLust.name} property is a REC for that property; it is not considered a REC in connection with the subject property.`,
    'adjoining',
  );

function opening(ctx: ComposeContext): Block[] {
  const { facts } = ctx;
  const blocks: Block[] = [];
  if (facts.pending?.kind === 'draft') blocks.push(para('DRAFT: this report is provided for client review and is subject to revision.'));
  blocks.push(
    para(
      `${facts.consultant.name} (${facts.consultant.short}) was retained by ${facts.user} (the User) to conduct a Phase I Environmental Site Assessment (ESA) of the property located at ${facts.address} (the subject property), in conformance with the scope and limitations of ASTM Practice E1527-21.`,
    ),
    para(
      `The subject property consists of approximately ${facts.acres} acres developed with ${facts.currentUse}; the building totals approximately ${facts.buildingSf} square feet.`,
    ),
  );
  return blocks;
}

function classCell(ctx: ComposeContext, cls: ConditionClass): { yes: boolean; comment: string } {
  const found = ctx.facts.conditions.filter((condition) => condition.cls === cls);
  if (ctx.facts.pending) return { yes: false, comment: 'Pending laboratory results' };
  return found.length > 0 ? { yes: true, comment: found.map((condition) => condition.tableText).join('; ') } : { yes: false, comment: 'None identified' };
}

function yesNoTable(ctx: ComposeContext): Block {
  const rows: string[][] = CLASSES.map((cls) => {
    const cell = classCell(ctx, cls);
    return [`${CLASS_NAMES[cls].long} (${cls}s)`, cell.yes ? 'X' : '', cell.yes ? '' : 'X', cell.comment];
  });
  rows.push(['De Minimis Conditions', 'X', '', 'Minor oil staining on pavement']);
  rows.push(['Significant Data Gaps', ctx.facts.dataGap ? 'X' : '', ctx.facts.dataGap ? '' : 'X', ctx.facts.dataGap ? 'See Data Gaps' : 'None']);
  rows.push(['Vapor Encroachment Conditions', '', 'X', 'Ruled out by Tier 1 screening']);
  return table(['Condition Type', 'Yes', 'No', 'Comments'], rows, [3, 1, 1, 4]);
}

function findingsTable(ctx: ComposeContext): Block {
  const { facts, family } = ctx;
  const recommendation = recommendationSentence(facts);
  const rows: Array<Record<'finding' | 'classification' | 'recommendation', string>> = facts.conditions.map((condition) => ({
    finding: condition.tableText,
    classification: condition.cls,
    recommendation: condition.cls === 'REC' ? 'Phase II ESA' : condition.cls === 'CREC' ? 'Maintain AULs' : 'None; retain closure documentation',
  }));
  if (facts.dataGap) rows.push({ finding: 'Historical or access limitation (see Data Gaps)', classification: 'Significant data gap', recommendation });
  if (facts.pending) rows.push({ finding: `Results for ${facts.pending.samples}`, classification: 'Pending', recommendation: 'Await final report' });
  if (rows.length === 0) rows.push({ finding: 'No RECs, CRECs or HRECs identified', classification: 'None', recommendation: 'No further investigation' });
  rows.push({
    finding: `Adjoining ${facts.adjoiningLust.side} property (${facts.adjoiningLust.name}) LUST case`,
    classification: 'Not a REC for the subject property',
    recommendation: 'None',
  });
  rows.push({ finding: 'Minor oil staining on asphalt pavement', classification: 'De minimis condition', recommendation: 'None' });
  rows.push({
    finding: `Suspect asbestos-containing materials (built circa ${facts.yearBuilt})`,
    classification: 'Non-scope consideration',
    recommendation: 'Survey before renovation',
  });
  const names = { finding: 'Finding', classification: 'Classification', recommendation: 'Recommended Action' };
  const widths = { finding: 4, classification: 2, recommendation: 2 };
  return table(
    family.tableColumns.map((column) => names[column]),
    rows.map((row) => family.tableColumns.map((column) => row[column])),
    family.tableColumns.map((column) => widths[column]),
  );
}

function labelledSummary(ctx: ComposeContext): Block[] {
  const { facts } = ctx;
  const blocks: Block[] = CLASSES.map((cls) => {
    const label = `${CLASS_NAMES[cls].long}:`;
    const found = facts.conditions.filter((condition) => condition.cls === cls);
    if (found.length > 0) return para(label, ...found.map((condition) => evidence(condition.finding)));
    if (cls === 'REC' && facts.pending) return para(label, evidence(pendingSentence(facts)));
    if (cls === 'REC' && facts.conditions.length === 0) return para(label, evidence('No RECs were identified in connection with the subject property.'));
    const negation = absentClassNegation(facts.outcome, cls);
    return negation ? para(label, distractor(negation, 'negation')) : para(label, 'None identified.');
  });
  blocks.push(para('De Minimis Conditions: minor oil staining on the asphalt pavement was observed.'));
  blocks.push(facts.dataGap ? para('Significant Data Gaps:', evidence(significantGapSentence(facts))) : para('Significant Data Gaps: none.'));
  return blocks;
}

export function summary(ctx: ComposeContext): Part[] {
  const { facts, family } = ctx;
  const blocks = opening(ctx);
  switch (family.summaryForm) {
    case 'prose':
      blocks.push(para(...decisionSegments(ctx)), para('Adjoining properties:', adjoiningShort(ctx)));
      break;
    case 'bullets':
      blocks.push(para('The following findings were identified:'));
      for (const segment of [...decisionSegments(ctx), ...negationSegments(ctx), adjoiningShort(ctx)]) blocks.push(bullet(family.bullet, segment));
      blocks.push(bullet(family.bullet, distractor('Minor oil staining in the parking area is a de minimis condition.', 'de_minimis')));
      break;
    case 'findingsTable':
      blocks.push(para(`The findings of this assessment are summarized below and discussed in ${sectionRef(ctx, 'findings')}.`), findingsTable(ctx));
      break;
    case 'yesNoTable':
      blocks.push(para('The findings of this assessment are summarized in the table below.'), yesNoTable(ctx));
      break;
    case 'labelled':
      blocks.push(...labelledSummary(ctx));
      break;
  }
  return [
    { title: null, blocks },
    { title: 'Recommendations', blocks: [para(recommendationSentence(facts))] },
  ];
}

function classParts(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = CLASSES.map((cls) => {
    const found = facts.conditions.filter((condition) => condition.cls === cls);
    if (found.length > 0) {
      // Some authors number each condition ("REC 1:"), others state it plainly.
      const numbered = ctx.rng.chance(0.5);
      return {
        title: CLASS_NAMES[cls].long,
        blocks: found.map((condition, index) => para(numbered ? `${cls} ${index + 1}:` : '', evidence(condition.finding))),
      };
    }
    if (cls === 'REC' && facts.conditions.length === 0) {
      const sentence = facts.dataGap ? evidence(significantGapSentence(facts)) : evidence('No RECs were identified in connection with the subject property.');
      return { title: CLASS_NAMES[cls].long, blocks: [para(sentence)] };
    }
    const negation = absentClassNegation(facts.outcome, cls);
    const sentence = `No ${CLASS_NAMES[cls].plural} were identified in connection with the subject property.`;
    return { title: CLASS_NAMES[cls].long, blocks: [para(negation ? distractor(negation, 'negation') : sentence)] };
  });
  parts.push({
    title: 'De Minimis Conditions',
    blocks: [para(distractor('The minor oil staining observed on the asphalt pavement is a de minimis condition.', 'de_minimis'))],
  });
  return parts;
}

/** The findings' decision statements: one paragraph each, or (some authors) RECs as a list under a lead sentence. */
function findingStatements(ctx: ComposeContext): Block[] {
  const recs = ctx.facts.conditions.filter((condition) => condition.cls === 'REC');
  if (recs.length === 0 || ctx.rng.chance(0.5)) return decisionSegments(ctx).map((segment) => para(segment));
  const others = ctx.facts.conditions.filter((condition) => condition.cls !== 'REC');
  return [
    para(
      evidence('This assessment has revealed evidence of the following recognized environmental conditions (RECs) in connection with the subject property:'),
    ),
    ...recs.map((rec) => bullet(ctx.family.bullet, evidence(rec.finding))),
    ...others.map((condition) => para(evidence(condition.finding))),
  ];
}

const FINDINGS_INTRO =
  'Findings are known or suspect RECs, CRECs, HRECs, de minimis conditions and other environmental issues identified during the course of this assessment.';

export function findings(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  const adjoining = para(
    distractor(
      `The LUST listing of the adjoining ${facts.adjoiningLust.name} property was reviewed; this off-site release is not considered a REC for the subject property.`,
      'adjoining',
    ),
  );
  if (facts.pending) return [{ title: null, blocks: [para(distractor(FINDINGS_INTRO, 'definition')), para(evidence(pendingSentence(facts))), adjoining] }];
  if (ctx.family.findingsByClass)
    return [
      { title: null, blocks: [para(distractor(FINDINGS_INTRO, 'definition'))] },
      ...classParts(ctx),
      { title: 'Adjoining Properties', blocks: [adjoining] },
    ];
  const negations = negationSegments(ctx);
  return [
    {
      title: null,
      blocks: [
        para(distractor(FINDINGS_INTRO, 'definition'), 'The following findings were identified:'),
        ...findingStatements(ctx),
        ...(negations.length > 0 ? [para(...negations)] : []),
        adjoining,
      ],
    },
  ];
}

export function opinions(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  let segments: Segment[];
  if (facts.conditions.length > 0) segments = facts.conditions.map((condition) => evidence(condition.opinion));
  else if (facts.pending)
    segments = [evidence('An opinion regarding recognized environmental conditions cannot be rendered until the laboratory results are received.')];
  else if (facts.dataGap)
    segments = [
      evidence(
        'It is the opinion of the environmental professional that, apart from the significant data gap, no RECs exist in connection with the subject property.',
      ),
    ];
  else segments = [evidence('It is our opinion that no RECs, CRECs or HRECs exist in connection with the subject property.')];
  return [{ title: null, blocks: segments.map((segment) => para(segment)) }];
}

export function conclusions(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const blocks: Block[] = [
    para(
      `We have performed a Phase I ESA in conformance with the scope and limitations of ASTM Practice E1527-21 of ${facts.address}, the subject property. Any exceptions to, or deletions from, this practice are described in this report.`,
    ),
    para(alsoAnswers(evidence(conclusionSentence(facts, rng)), qa('recs', recsAnswer(facts)))),
  ];
  if (!facts.pending) {
    const names = contaminantsOf(facts);
    blocks.push(para(answer(contaminantSentence(facts, rng), qa('contaminants', names.length > 0 ? names.join(', ') : 'None'))));
  }
  return [{ title: null, blocks }];
}

export function dataGaps(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  const minor = `${facts.dataGap ? 'Other minor' : 'Minor'} data gaps in the historical record were identified; however, these data gaps are not considered significant because other sources provided consistent information regarding the use of the property.`;
  const blocks: Block[] = [para(distractor(minor, 'data_gap'))];
  if (facts.dataGap) blocks.unshift(para(evidence(significantGapSentence(facts))));
  return [{ title: null, blocks }];
}

export function recommendations(ctx: ComposeContext): Part[] {
  const sentence = recommendationSentence(ctx.facts);
  return [{ title: null, blocks: [para(answer(sentence, qa('recommendation', sentence)))] }];
}
