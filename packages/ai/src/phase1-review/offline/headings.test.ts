import { describe, expect, it } from 'vitest';
import { astmSectionOf, astmSectionsOf, parseHeading } from './headings';

describe('parseHeading', () => {
  it.each([
    ['Section 4: Records Review', 'word', 'Records Review'],
    ['SECTION 8 - FINDINGS', 'word', 'FINDINGS'],
    ['Chapter 5 — Historical Use Information', 'word', 'Historical Use Information'],
    ['§ 8.0 Findings', 'word', 'Findings'],
    ['§ 8.1 Recognized Environmental Conditions', 'word-sub', 'Recognized Environmental Conditions'],
    ['PART 3(a) Observations', 'word-sub', 'Observations'],
    ['Part II. Site Reconnaissance', 'word', 'Site Reconnaissance'],
    ['4.0 RECORDS REVIEW', 'decimal', 'RECORDS REVIEW'],
    ['4. Records Review', 'decimal', 'Records Review'],
    ['5 Records Review', 'decimal', 'Records Review'],
    ['4.1 Standard Environmental Record Sources', 'decimal-sub', 'Standard Environmental Record Sources'],
    ['IV. RECORDS REVIEW', 'roman', 'RECORDS REVIEW'],
    ['8(a) Environmental Liens and Activity and Use Limitations', 'decimal-sub', 'Environmental Liens and Activity and Use Limitations'],
    ['(ii) Off-Site Sources of Concern', 'roman-paren', 'Off-Site Sources of Concern'],
    ['A. Purpose', 'letter', 'Purpose'],
    ['M. Non-ASTM Scope Items', 'letter', 'Non-ASTM Scope Items'],
    ['H.2 Methodology and Limiting Conditions', 'letter-sub', 'Methodology and Limiting Conditions'],
    ['C. Limitations and Exceptions', 'letter', 'Limitations and Exceptions'],
    ['XII. ADDITIONAL ISSUES OUTSIDE THE ASTM SCOPE', 'roman', 'ADDITIONAL ISSUES OUTSIDE THE ASTM SCOPE'],
    ['(b) Scope of Services', 'letter-paren', 'Scope of Services'],
    ['FINDINGS AND OPINIONS', 'caps', 'FINDINGS AND OPINIONS'],
    ['Conclusions and Recommendations', 'title', 'Conclusions and Recommendations'],
    ['SECTION ONE – SUMMARY', 'word', 'SUMMARY'],
    ['SECTION A: EXECUTIVE SUMMARY', 'word', 'EXECUTIVE SUMMARY'],
    ['Part 4 Records Review', 'word', 'Records Review'],
    ['4) Historical Review', 'decimal-paren', 'Historical Review'],
    ['VI – ENVIRONMENTAL PROFESSIONAL’S OPINION', 'roman', 'ENVIRONMENTAL PROFESSIONAL’S OPINION'],
    ['1 — SUMMARY OF FINDINGS', 'decimal', 'SUMMARY OF FINDINGS'],
    ['Findings and Opinions:', 'title', 'Findings and Opinions'],
  ])('reads %s as a %s heading', (line, style, title) => {
    expect(parseHeading(line)).toEqual({ style, title, printed: line });
  });

  it('reads headings marked up by a Markdown or plain-text export, and capital letters in brackets', () => {
    expect(parseHeading('## 4. Records Review')).toEqual({ style: 'decimal', title: 'Records Review', printed: '4. Records Review' });
    expect(parseHeading('**FINDINGS AND OPINIONS**')).toEqual({ style: 'caps', title: 'FINDINGS AND OPINIONS', printed: 'FINDINGS AND OPINIONS' });
    expect(parseHeading('B) Site Reconnaissance')?.style).toBe('letter-paren');
    expect(parseHeading('(IV) Records Review')?.style).toBe('roman-paren');
  });

  it.each([
    'The subject property is located at 4110 Market St, Silver Springs, AZ 85281.',
    'Radon: The subject property is located in EPA Radon Zone 3',
    'Finding | Classification | Recommendation',
    'Section 5: Records Review............................................. 6',
    'Section 5: Records Review 6',
    'Page 3 of 29',
    'the historical operation of a dry cleaning facility',
    '4110 Market St',
    'Maria Delgado, Senior Environmental Professional',
    'Reviewed by Robert Castillo, Principal',
  ])('does not take %s for a heading', (line) => {
    expect(parseHeading(line)).toBeNull();
  });
});

describe('ASTM sections by the words of a title', () => {
  it.each([
    ['Summary of Findings', 'Executive Summary'],
    ['Historical Use Information', 'Records Review'],
    ['Regulatory Records Review', 'Records Review'],
    ['Physical Setting', 'Site Description'],
    ['Site Inspection', 'Site Reconnaissance'],
    ['Evaluation', 'Findings'],
    ['Opinion of the Environmental Professional', 'Opinions'],
    ['Environmental Professional Statement', 'Signatures of Environmental Professionals'],
    ['Business Environmental Risks', 'Non-Scope Considerations'],
    ['Data Gaps and Data Failures', 'Data Gaps'],
    ['Vapor Encroachment Screening', null],
    ['Introduction and Summary of Conclusions', 'Executive Summary'],
    ['Overview', 'Executive Summary'],
    ['Site Setting', 'Site Description'],
    ['Site History', 'Records Review'],
    ['Agency File Review', 'Records Review'],
    ['Site Walkover', 'Site Reconnaissance'],
    ['Discussion', 'Findings'],
  ])('%s names %s', (title, section) => {
    expect(astmSectionOf(title)).toBe(section);
  });

  it('reads every section a combined title names', () => {
    expect(astmSectionsOf('Findings and Opinions')).toEqual(['Findings', 'Opinions']);
    expect(astmSectionsOf('Conclusions and Recommendations')).toEqual(['Conclusions', 'Recommendations']);
  });
});
