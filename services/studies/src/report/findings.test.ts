import { describe, expect, it } from 'vitest';
import { projectCoverage } from './build-model';
import { normalizedName, reportFindings } from './findings';
import { databaseItem, directoryResult, NO_REVIEWS, testFacts } from './test-facts';

const findingsOf = (facts = testFacts()) => reportFindings(facts, projectCoverage(facts, 2026));

describe('normalizedName', () => {
  it('matches a business across years whatever the abbreviations and legal suffix', () => {
    expect(normalizedName('Front Street Cleaners, Inc.')).toBe(normalizedName('FRONT ST CLEANERS'));
    expect(normalizedName('SMITH AND SONS AUTO')).toBe(normalizedName('Smith & Sons Auto'));
    expect(normalizedName('ACE CO')).not.toBe(normalizedName('ACE AUTO'));
  });
});

describe('reportFindings', () => {
  it('never writes a finding without a source, and every source names its study and document', () => {
    const findings = findingsOf();
    expect(findings.length).toBeGreaterThan(3);
    for (const finding of findings) {
      expect(finding.sources.length).toBeGreaterThan(0);
      for (const source of finding.sources) {
        expect(source.study).not.toBe('');
        expect(source.document).not.toBe('');
      }
    }
  });

  it('proposes a tagged use on the subject as a REC, citing each directory year on its page with the printed line', () => {
    const rec = findingsOf().find((finding) => finding.classification === 'REC' && finding.text.startsWith('FRONT STREET CLEANERS'));
    expect(rec?.direction).toBe('subject');
    // "FRONT ST CLEANERS" in 1985 is the same business.
    expect(rec?.text).toContain('in the 1965, 1975 and 1985 directories');
    expect(rec?.sources).toEqual([
      { study: 'City directory', document: 'city_directory.pdf (1965 directory)', page: 7, quote: '2240 FRONT ST FRONT STREET CLEANERS' },
      { study: 'City directory', document: 'city_directory.pdf (1975 directory)', page: 9, quote: '2240 FRONT ST FRONT STREET CLEANERS' },
      { study: 'City directory', document: 'city_directory.pdf (1985 directory)', page: 11, quote: '2240 FRONT ST FRONT ST CLEANERS' },
    ]);
    expect(findingsOf().filter((finding) => finding.classification === 'REC' && finding.sources[0]?.study === 'City directory')).toHaveLength(1);
  });

  it('does not propose a use of low concern as a REC: on the subject it is said so with its listings, next door it is left to the tables', () => {
    const facts = testFacts({
      cityDirectory: {
        runId: 'cd',
        filename: 'cd.pdf',
        result: directoryResult(
          [
            { year: 1955, direction: 'subject', name: 'RAINBOW LAUNDROMAT', tag: 'laundry', page: 4 },
            { year: 1959, direction: 'subject', name: 'RAINBOW LAUNDROMAT', tag: 'laundry', page: 4 },
            { year: 1987, direction: 'subject', name: 'BLUE WAVE CAR WASH', tag: 'car wash', page: 5 },
            { year: 1987, direction: 'north', name: 'CITYWIDE SELF STORAGE', tag: 'storage', page: 5 },
          ],
          [1955, 1959, 1987],
        ),
      },
    });
    const directory = findingsOf(facts).filter((finding) => finding.text.includes(' was listed at '));
    expect(directory.map((finding) => [finding.classification, finding.direction, finding.text.split(' was listed')[0]])).toEqual([
      ['no REC', 'subject', 'RAINBOW LAUNDROMAT (laundry)'],
      ['no REC', 'subject', 'BLUE WAVE CAR WASH (car wash)'],
    ]);
    expect(directory[0]?.text).toContain('in the 1955 and 1959 directories. This use (laundry) seldom handled hazardous substances or petroleum');
    expect(directory[0]?.sources.map((source) => source.page)).toEqual([4, 4]);
    // Nothing of concern on the subject: the report also says no REC was found, citing what it reviewed.
    expect(findingsOf(facts).some((finding) => finding.text.startsWith('The records reviewed show no listing'))).toBe(true);
  });

  it('weighs a listing by its most serious tag, whatever order the run stored its tags in', () => {
    const facts = testFacts({
      cityDirectory: {
        runId: 'cd',
        filename: 'cd.pdf',
        result: directoryResult([{ year: 1966, direction: 'subject', name: 'IDEAL LAUNDRY & DRY CLEANERS', tag: ['laundry', 'dry cleaner'] }], [1966]),
      },
    });
    const [finding] = findingsOf(facts).filter((item) => item.text.includes(' was listed at '));
    expect([finding?.classification, finding?.text.split(' was listed')[0]]).toEqual(['REC', 'IDEAL LAUNDRY & DRY CLEANERS (dry cleaner)']);
  });

  it('proposes a tagged use next door as an off-site condition, not a REC of the subject', () => {
    const station = findingsOf().filter((finding) => finding.text.startsWith('ACE SERVICE STATION'));
    expect(station.map((finding) => [finding.classification, finding.direction])).toEqual([
      ['off-site', 'north'],
      ['off-site', 'north'],
    ]);
  });

  it('classifies database records by place, status and the closure documents reviewed', () => {
    const base = testFacts();
    const closed = findingsOf().find((finding) => finding.text.startsWith('FRONT STREET CLEANERS (2240 FRONT ST) is listed'));
    expect(closed?.classification).toBe('HREC');
    expect(closed?.sources[0]).toEqual({ study: 'Regulatory database', document: 'radius_report.pdf', page: 21, quote: 'FRONT STREET CLEANERS LUST: Closed' });
    // A closed record nearby is noise; an orphan is not placed at all.
    expect(findingsOf().some((finding) => finding.text.includes('FAR AWAY FUELS') || finding.text.includes('UNMAPPED DRUMS'))).toBe(false);

    const doubted = testFacts({
      reviews: {
        ...NO_REVIEWS,
        recordAnalyses: [
          {
            sessionId: 's1',
            recordItemIndex: 0,
            updatedSummary: '',
            savedToDatabaseAt: null,
            documents: [
              {
                documentId: 'd1',
                fileName: 'nfa-letter.pdf',
                confidence: 0.8,
                summary: 'The letter does not grant closure.',
                evidence: [{ page: 2, quote: 'further assessment is required' }],
                verdict: 'NOT_CONFIRMED',
                extracted: { case_ids: [], agency_names: [], key_dates: { closure_date: null } },
              },
            ],
          },
        ],
      },
    });
    const rec = findingsOf(doubted).find((finding) => finding.text.startsWith('FRONT STREET CLEANERS (2240 FRONT ST) is listed'));
    expect(rec?.classification).toBe('REC');
    expect(rec?.text).toContain('do not confirm its closure');
    expect(rec?.sources).toContainEqual({ study: 'Regulatory analysis', document: 'nfa-letter.pdf', page: 2, quote: 'further assessment is required' });

    const controlled = testFacts({
      database: {
        ...base.database!,
        items: [
          databaseItem({ target: 'OLD PLATING', address: '2240 FRONT ST', location: 'on-site', status_class: 'closed', databases: ['LUST', 'STATE IC'] }),
        ],
      },
    });
    expect(findingsOf(controlled).find((finding) => finding.text.startsWith('OLD PLATING'))?.classification).toBe('CREC');
  });

  it('reports each interval without a historical source as a data gap of that property', () => {
    // Photographs of 1952, 1958, 1970 and 2021 and one directory year (1965) leave three intervals of more than five years.
    const sparse = testFacts({ cityDirectory: { runId: 'cd', filename: 'cd.pdf', result: directoryResult([], [1965]) }, maps: [] });
    const gaps = findingsOf(sparse).filter((finding) => finding.classification === 'data gap' && finding.direction === 'east');
    expect(gaps.map((gap) => gap.text)).toEqual([
      'No historical source covers the east adjoining property (2260 FRONT ST) from 1940 to 1951 (12 years).',
      'No historical source covers the east adjoining property (2260 FRONT ST) from 1959 to 1964 (6 years).',
      'No historical source covers the east adjoining property (2260 FRONT ST) from 1971 to 2020 (50 years).',
    ]);
    expect(gaps[0]?.sources[0]?.document).toBe('Sources reviewed: City directory: cd.pdf; Aerial photographs: aerials.pdf');
  });

  it('says when nothing on the subject is a concern, citing what was reviewed', () => {
    const clean = testFacts({
      cityDirectory: { runId: 'cd', filename: 'cd.pdf', result: directoryResult([{ year: 1995, direction: 'subject', name: 'BLUE DOOR CAFE' }], [1995]) },
      database: { runId: 'db', filename: 'db.pdf', items: [] },
    });
    const none = findingsOf(clean).find((finding) => finding.classification === 'no REC');
    expect(none?.sources.map((source) => source.document)).toEqual(['cd.pdf', 'aerials.pdf', 'db.pdf']);
    expect(findingsOf().some((finding) => finding.classification === 'no REC')).toBe(false);
  });

  it('calls industrial land use of an unidentified operator a data gap, not a REC', () => {
    const facts = testFacts({ cityDirectory: null });
    facts.aerial!.result.predictions.find((cell) => cell.year === 1970 && cell.direction === 'subject')!.label = 'industrial';
    const gap = findingsOf(facts).find((finding) => finding.text.startsWith('The subject property appears in industrial use'));
    expect(gap).toMatchObject({ classification: 'data gap', direction: 'subject' });
    expect(gap?.sources).toEqual([{ study: 'Aerial photographs', document: 'aerials.pdf', page: 4, quote: '1970 USGS 1:24000' }]);
  });

  it("cites prior Phase I reports' counted findings on their page, leaving the ones set aside", () => {
    const facts = testFacts({
      reviews: {
        recordAnalyses: [],
        phase1Reviews: [
          {
            sessionId: 's',
            documentId: 'd',
            fileName: 'prior-esa-2019.pdf',
            decision: 'RECs_PRESENT',
            summary: 'One REC.',
            sections: [],
            extractions: { subject_address: null, site_names: [], contaminants_of_concern: [], auls: [] },
            findings: [
              { kind: 'REC', location: 'subject', counts: true, quote: 'The former dry cleaner is a REC.', page: 14, reason: '' },
              { kind: 'REC', location: 'adjoining', counts: false, quote: 'The station next door is a REC.', page: 15, reason: 'adjoining property' },
            ],
            reviewedAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      },
    });
    const prior = findingsOf(facts).filter((finding) => finding.sources[0]?.study === 'Prior Phase I review');
    expect(prior).toEqual([
      {
        classification: 'REC',
        direction: 'subject',
        text: 'A prior Phase I report (prior-esa-2019.pdf) identified a REC: "The former dry cleaner is a REC."',
        sources: [{ study: 'Prior Phase I review', document: 'prior-esa-2019.pdf', page: 14, quote: 'The former dry cleaner is a REC.' }],
      },
    ]);
  });

  it('orders the most serious first, subject before adjoining', () => {
    const classes = findingsOf().map((finding) => finding.classification);
    expect(classes[0]).toBe('REC');
    expect(classes.indexOf('data gap')).toBeGreaterThan(classes.lastIndexOf('off-site'));
  });
});
