import { describe, expect, it } from 'vitest';
import { clausesOf, findingsOfSentence } from './conditions';
import { sentence } from './test-sentences';

/** `KIND location counts` of each finding of a sentence, for compact expectations. */
const read = (text: string, options?: Parameters<typeof sentence>[1]) =>
  findingsOfSentence(sentence(text, options)).map((finding) => `${finding.kind} ${finding.location} ${finding.counts ? 'counts' : 'aside'}`);

describe('findings of a sentence', () => {
  it.each([
    [
      'This assessment has revealed evidence of the following recognized environmental condition in connection with the subject property: the former dry cleaner.',
      ['REC subject counts'],
    ],
    ['This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property.', ['NO_REC subject counts']],
    ['We identified no RECs, CRECs or HRECs in connection with the subject property.', ['NO_REC subject counts', 'CREC subject aside', 'HREC subject aside']],
    ['No evidence of a REC, CREC, or HREC was identified.', ['NO_REC subject counts', 'CREC subject aside', 'HREC subject aside']],
    [
      'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property, except for the historical recognized environmental condition associated with the closed gasoline release described above.',
      ['NO_REC subject counts', 'HREC subject counts'],
    ],
    [
      'It is our opinion that the 1989 gasoline release is an HREC and not a REC, because residual concentrations meet unrestricted use standards.',
      ['HREC subject counts', 'NO_REC subject counts'],
    ],
    [
      'The 2004 release was closed with an asphalt cap and a deed restriction left in place; it is considered a controlled recognized environmental condition (CREC).',
      ['AUL subject counts', 'CREC subject counts'],
    ],
    [
      'Based on the inferred groundwater flow direction, this listing is a REC for the adjoining property but is not considered a REC in connection with the subject property.',
      ['REC adjoining aside', 'REC subject aside'],
    ],
    [
      'A closed LUST case located approximately 0.26 miles from the subject property is associated with an off-site property and is not an HREC for the subject property.',
      ['HREC offsite aside'],
    ],
    ['No CRECs, HRECs or significant data gaps were identified.', ['CREC subject aside', 'HREC subject aside', 'DATA_GAP subject aside']],
    [
      "In GLEE's opinion, the former plating operation represents a recognized environmental condition that has been addressed to the satisfaction of the Illinois EPA, with residual TCE allowed to remain in place subject to the implementation of required controls.",
      ['CREC subject counts'],
    ],
    [
      'This assessment has revealed no evidence of recognized environmental conditions in connection with the property other than the former plating operation described in Section 7.1, which has been addressed to the satisfaction of the regulatory authority subject to controls.',
      ['NO_REC subject counts', 'CREC subject counts'],
    ],
    [
      'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property, other than the limitations described in Section 2.',
      ['NO_REC subject counts'],
    ],
    [
      'A de minimis condition consisting of minor oil staining was observed; it does not represent a REC.',
      ['DE_MINIMIS subject aside', 'NO_REC subject counts'],
    ],
    [
      'The User reported no knowledge of activity and use limitations (AULs), such as engineering controls, that are in place at the subject property.',
      ['AUL subject aside'],
    ],
    ['A recognized environmental condition is defined as the presence or likely presence of hazardous substances.', []],
    ['Findings are known or suspect RECs, CRECs, HRECs, de minimis conditions and other issues.', []],
    ['The purpose of this Phase I ESA is to identify recognized environmental conditions in connection with the subject property.', []],
    ['Are you aware of any AULs, such as engineering controls?', []],
    ['The 1998 No Further Action letter closed the case; the release is an HREC.', ['HREC subject counts']],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('sets aside a REC stated outside the deciding sections, but keeps its AULs', () => {
    expect(read('The former dry cleaner represents a REC.', { astm: 'Records Review' })).toEqual(['REC subject aside']);
    expect(
      read('A deed restriction recorded in 2012 prohibits the use of groundwater at the subject property.', { astm: 'User Provided Information' }),
    ).toEqual(['AUL subject counts']);
  });

  it('reads data gaps by significance', () => {
    expect(
      read('The lack of historical sources before 1965 is a significant data gap that limits the ability to identify RECs.', { astm: 'Data Gaps' }),
    ).toContain('DATA_GAP subject counts');
    expect(read('Minor data gaps were identified; however, these data gaps are not considered significant.', { astm: 'Data Gaps' })).toEqual([
      'DATA_GAP subject aside',
    ]);
    expect(read('No data gaps were identified.', { astm: 'Data Gaps' })).toEqual(['DATA_GAP subject aside']);
  });

  it('reads a findings table row cell by cell, its first cell saying whose property it is', () => {
    expect(
      read('Adjoining west property (Metro Auto Body): LUST case under active remediation | Not a REC for the subject property | None', {
        kind: 'table',
        astm: 'Executive Summary',
      }),
    ).toEqual(['REC adjoining aside']);
    expect(
      read('1989 gasoline release from a former UST on the subject property; No Further Action issued 1996 | HREC | None', {
        kind: 'table',
        astm: 'Executive Summary',
      }),
    ).toEqual(['HREC subject counts']);
  });

  it('reads a checklist row by its answer cell', () => {
    const row = (text: string) => read(text, { kind: 'table', astm: 'Executive Summary' });
    expect(row('Recognized Environmental Conditions (RECs) | No | -')).toEqual(['NO_REC subject counts']);
    expect(row('Controlled RECs (CRECs) | Yes | 1995 closure with a deed restriction')).toEqual(['CREC subject counts']);
    expect(row('Historical RECs (HRECs) | None identified')).toEqual(['HREC subject aside']);
    expect(row('Condition | Identified? | Comment')).toEqual([]);
    expect(read('Historical RECs (HRECs) No', { astm: 'Executive Summary' })).toEqual(['HREC subject aside']);
    expect(read('Recognized Environmental Conditions: None identified.', { astm: 'Executive Summary' })).toEqual(['NO_REC subject counts']);
  });

  it('keeps a REC from next door that the report states for the subject property', () => {
    expect(read('A release at the adjacent property to the north, based on groundwater flow toward the Site, is considered a REC for the Site.')).toEqual([
      'REC subject counts',
    ]);
    expect(read('The LUST case is a REC for the adjoining property and not a REC for the subject property.')).toEqual(['REC adjoining aside']);
    expect(
      read('Chlorinated solvents from the adjoining dry cleaner have migrated beneath the building and represent a REC for the subject property.'),
    ).toEqual(['REC subject counts']);
  });

  it('knows a conclusion that is not reached yet', () => {
    expect(read('A conclusion regarding RECs cannot be made until the laboratory results are received.')).toEqual([
      'REC subject aside',
      'PENDING subject counts',
    ]);
    expect(read('The findings, opinions and conclusions of this assessment are not included in this partial report.')).toEqual(['PENDING subject counts']);
    expect(read('The conclusions are pending.', { astm: 'Records Review' })).toEqual([]);
    expect(read('No RECs were identified.')).toEqual(['NO_REC subject counts']);
    expect(read('The No Further Action letter was issued in 1996 after the results were received; the release is an HREC.')).toEqual(['HREC subject counts']);
  });

  it.each([
    // A negated verb of judgement denies its object, however far.
    ['The EP does not consider the staining to be a REC.', ['NO_REC subject counts']],
    ['We did not find documentation of the tank removal and consider the former UST a REC.', ['REC subject counts']],
    ['None of the conditions described above constitutes a REC.', ['NO_REC subject counts']],
    // A list joined by `or an` shares its first term's polarity.
    ['The removed heating oil UST is not considered a REC or an HREC.', ['NO_REC subject counts', 'HREC subject aside']],
    // A negation ends where a new predicate starts.
    ['The former station was closed in 2002 with no restrictions and is an HREC; it is not a REC.', ['HREC subject counts', 'NO_REC subject counts']],
    // `No evidence of A, B or C that would be a REC` denies across the list's commas.
    ['No evidence of staining, stressed vegetation or other indications of a release that would be a REC was observed.', ['NO_REC subject counts']],
    // What is absent is the subject of `absence of`, not the data gap it is.
    ['The absence of city directories before 1965 represents a data gap that limits our ability to identify RECs.', ['DATA_GAP subject counts']],
    ['RECs identified: 0', ['NO_REC subject counts']],
    ['The 1988 release is considered a historic recognized environmental condition.', ['HREC subject counts']],
    ['The staining is a de minimus condition.', ['DE_MINIMIS subject aside']],
    // `except for the following: X` names a condition of the class the sentence denies.
    [
      'This assessment has revealed no evidence of recognized environmental conditions in connection with the subject property except for the following: the former gasoline USTs.',
      ['NO_REC subject counts', 'REC subject counts'],
    ],
    ['With the exception of the former dry cleaner discussed above, no RECs were identified.', ['NO_REC subject counts', 'REC subject counts']],
    ['No RECs were identified, except as noted in the limitations section.', ['NO_REC subject counts']],
    ['The former dry cleaner represents a REC, while the adjoining gas station does not.', ['REC subject counts']],
    // Counterfactual: what it would be if it were here.
    ['It would be a CREC if it were on the subject property, but it is not a CREC for the subject property.', ['CREC subject aside']],
    ['The former gas station north of the subject property across Main Street is considered a REC.', ['REC adjoining aside']],
    ['The dry cleaner across the street from the subject property represents a REC.', ['REC adjoining aside']],
    ['The PCE plume from the adjoining dry cleaner extends beneath the subject property and represents a REC.', ['REC subject counts']],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads `This` and `It` as what the sentence before them in the paragraph is about', () => {
    const previous = 'Westgate Auto Salvage, on the abutting property to the south, is listed as an open cleanup site.';
    expect(findingsOfSentence({ ...sentence('This is a REC for the Westgate property.'), previous }).map((finding) => finding.location)).toEqual(['adjoining']);
    expect(
      findingsOfSentence({ ...sentence('This is a REC.'), previous: 'The dry cleaner on the subject property used PCE next to the adjoining lot.' }).map(
        (finding) => finding.location,
      ),
    ).toEqual(['subject']);
    const adjoining = 'The adjoining property to the north was occupied by a gas station.';
    for (const text of ['It is our opinion that the former dry cleaner represents a REC.', 'This assessment has revealed evidence of a REC.']) {
      expect(findingsOfSentence({ ...sentence(text), previous: adjoining }).map((finding) => finding.location)).toEqual(['subject']);
    }
  });

  it('reads the items of a class-labelled subsection as entries of that class', () => {
    const item = (text: string, paragraph?: string) =>
      findingsOfSentence({
        ...sentence(text, { astm: 'Findings' }),
        subsection: '5.1 Recognized Environmental Conditions',
        ...(paragraph ? { paragraph } : {}),
      }).map((finding) => `${finding.kind} ${finding.counts ? 'counts' : 'aside'}`);
    expect(item('Dry cleaning with perchloroethylene in Unit 4 from 1962 to 1994.')).toEqual(['REC counts']);
    expect(item('None identified.')).toEqual(['NO_REC counts']);
    // A paragraph that names its own class is read by its own words.
    expect(item('Access to the building was denied.', 'Access to the building was denied. This is a significant data gap.')).toEqual([]);
  });

  it('reads a checklist by its ticked box or its marked Yes / No column', () => {
    const row = (text: string, header?: string) =>
      findingsOfSentence({ ...sentence(text, { kind: 'table', astm: 'Executive Summary' }), ...(header ? { header } : {}) }).map(
        (finding) => `${finding.kind} ${finding.counts ? 'counts' : 'aside'}`,
      );
    expect(row('Recognized Environmental Conditions (RECs) ........... [X] Yes [ ] No')).toEqual(['REC counts']);
    expect(row('Controlled RECs (CRECs) ........... [ ] Yes [X] No')).toEqual(['CREC aside']);
    expect(row('Recognized Environmental Conditions |     | X', 'Condition | Yes | No')).toEqual(['NO_REC counts']);
    expect(row('Controlled Recognized Environmental Conditions | X |', 'Condition | Yes | No')).toEqual(['CREC counts']);
  });

  it('splits clauses where the statement changes', () => {
    expect(
      clausesOf('A is a REC for the adjoining property but is not a REC for the subject; see below, except for B').map((clause) => clause.exception),
    ).toEqual([false, false, false, true]);
  });
});
