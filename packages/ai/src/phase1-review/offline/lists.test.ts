import { describe, expect, it } from 'vitest';
import { findingsOfSentence, withoutOverruledInferences } from './conditions';
import { withStructuralFindings } from './lists';
import { readDocument } from './sentences';

/** The counting findings of a one-page report, as `KIND: quote`. */
function countedFindings(text: string): string[] {
  const { sentences } = readDocument({ documentId: 'd', name: 'report.txt', format: 'txt', pages: [{ page: 1, text }] });
  const findings = withStructuralFindings(
    sentences,
    withoutOverruledInferences(
      sentences,
      sentences.map((sentence) => findingsOfSentence(sentence)),
    ),
  );
  return findings
    .flat()
    .filter((finding) => finding.counts)
    .map((finding) => `${finding.kind}: ${finding.quote}`);
}

const report = (summary: string) =>
  `1. EXECUTIVE SUMMARY\n\n${summary}\n\n2. SITE DESCRIPTION\n\nThe property is a vacant lot.\n\n3. CONCLUSIONS\n\nSee the summary.\n`;

describe('findings from the structure of a report', () => {
  it('classes the items of a list by its introduction, and stops at the next introduction', () => {
    const found = countedFindings(
      report(
        [
          'The following RECs were identified:',
          '',
          '   • Former gasoline service station (1955-1988). No closure records were found.',
          '   • Historical orchard use (1924-1952).',
          '',
          'The following were evaluated and not considered RECs:',
          '',
          '   • The closed LUST case at the adjoining station.',
        ].join('\n'),
      ),
    );
    expect(found).toContain('REC: • Former gasoline service station (1955-1988).');
    expect(found).toContain('REC: • Historical orchard use (1924-1952).');
    expect(found.some((finding) => finding.includes('closed LUST case'))).toBe(false);
  });

  it('reads the items of a list of recorded controls as AULs', () => {
    const found = countedFindings(
      report(
        [
          'The NFR Letter was recorded with the County Recorder and requires:',
          'a) an engineered barrier over the former plating area;',
          'b) a prohibition on the use of groundwater.',
        ].join('\n'),
      ),
    );
    expect(found).toEqual(['AUL: a) an engineered barrier over the former plating area;', 'AUL: b) a prohibition on the use of groundwater.']);
  });

  it('counts a classification in the body only when the deciding sections state the same class', () => {
    const body = (conclusion: string) =>
      `1. EXECUTIVE SUMMARY\n\nThe property is an apartment complex.\n\n2. STORAGE TANKS\n\nThe past release from the former UST is therefore considered an HREC.\n\n3. CONCLUSIONS\n\n${conclusion}\n`;
    expect(countedFindings(body('The former UST release is an HREC.'))).toContain(
      'HREC: The past release from the former UST is therefore considered an HREC.',
    );
    expect(countedFindings(body('This assessment has revealed no evidence of recognized environmental conditions.'))).toEqual([
      'NO_REC: This assessment has revealed no evidence of recognized environmental conditions.',
    ]);
  });
});
