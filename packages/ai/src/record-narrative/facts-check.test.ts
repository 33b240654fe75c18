import { describe, expect, it } from 'vitest';
import { extractPages, extractRadiusReport } from '@groundwork/doc-processing';
import { readFixture } from '@groundwork/doc-processing/testing/fixtures';
import { factsAddedBy, narrativeAddsNoFacts, normalizeNumber } from './facts-check';
import { recordFacts, recordFactsText } from './record-facts';
import { orphanRecord, testRecord } from './test-records';

const record = testRecord();
const facts = recordFactsText(record);

const faithful =
  'VICTORY MOTORS, 3197 Kent Ave, Northgate, IL 60640 (map id A4), lies 0.024 mi (127 ft) east-southeast (ESE) of the subject property ' +
  'at a similar elevation (Equal, 200 ft), so it is cross-gradient. It is listed on the LUST database as Open - site assessment ' +
  '(facility id TN416615; release date 03/09/2013, gasoline) and on the UST database as Active (26973). As an open release on an ' +
  'adjoining property, it is considered a REC for this Phase I ESA under ASTM E1527-21 (pp. 7-8).';

describe('narrativeAddsNoFacts', () => {
  it('keeps a paragraph that only restates the facts, in other case and words', () => {
    expect(factsAddedBy(faithful, record, facts)).toEqual([]);
    expect(narrativeAddsNoFacts(faithful, record, facts)).toBe(true);
  });

  it('compares numbers as numbers: trailing zeros, commas and leading zeros', () => {
    expect(normalizeNumber('0.50')).toBe('0.5');
    expect(normalizeNumber('1,250')).toBe('1250');
    expect(normalizeNumber('200.0')).toBe('200');
    expect(normalizeNumber('007')).toBe('7');
    const wide = testRecord({ distance_mi: 0.5, distance_ft: 2640, elevation_ft: 1250 });
    const wideFacts = recordFactsText(wide);
    expect(factsAddedBy('VICTORY MOTORS lies 0.50 mi (2,640 ft) away at 1,250.0 ft (p. 07).', wide, wideFacts)).toEqual([]);
    expect(factsAddedBy('VICTORY MOTORS lies 0.55 mi away.', wide, wideFacts)).toEqual(['0.55']);
  });

  it.each([
    ['a date', 'The release was reported on 04/12/2015.', ['04/12/2015']],
    ['a year', 'The case was opened in 1998.', ['1998']],
    ['a distance', 'VICTORY MOTORS lies 0.25-mile to the east.', ['0.25-mile']],
    ['a facility id', 'Its LUST facility id is TN999999.', ['TN999999']],
    ['a page', 'See the detail on p. 12.', ['12']],
    ['an agency name', 'The Illinois Environmental Protection Agency issued a closure letter.', ['Illinois Environmental Protection Agency']],
    ['a database', 'It is also listed on RCRA-SQG.', ['RCRA-SQG']],
    ['a site name', 'It was formerly Kent Avenue Auto Repair.', ['Kent Avenue Auto Repair']],
    ['an expanded acronym', 'It is a Leaking Underground Storage Tank site.', ['Leaking Underground Storage Tank']],
  ])('rejects a paragraph that adds %s', (_, text, added) => {
    expect(factsAddedBy(text, record, facts)).toEqual(added);
    expect(narrativeAddsNoFacts(text, record, facts)).toBe(false);
  });

  it('checks against the facts given and the record, not against a looser source', () => {
    expect(factsAddedBy('VICTORY MOTORS is listed (p. 9).', record, 'Pages: 9')).toEqual([]);
    expect(factsAddedBy('VICTORY MOTORS is listed (p. 10).', record, 'Pages: 9')).toEqual(['10']);
    expect(factsAddedBy('VICTORY MOTORS is listed (pp. 7-9).', record, 'Pages: 7, 8, 9')).toEqual([]);
    expect(factsAddedBy('VICTORY MOTORS is listed (pp. 7-10).', record, 'Pages: 7, 8, 9')).toEqual(['7-10']);
  });

  it('does not take sentence starts, trade terms or two names joined by "and" for new names', () => {
    const text =
      'The LUST and UST listings concern VICTORY MOTORS. This Phase I Environmental Site Assessment considers it. According to the Subject Property records, no REC was found.';
    expect(factsAddedBy(text, record, facts)).toEqual([]);
  });

  it('reads ids with letters, hyphens and ordinals as ids, not as names', () => {
    const ids = testRecord({ address: '120 45TH ST', facility_ids: { BROWNFIELDS: 'HN-89898' } });
    expect(factsAddedBy('VICTORY MOTORS, 120 45TH ST (ID HN-89898).', ids, recordFactsText(ids))).toEqual([]);
    expect(factsAddedBy('VICTORY MOTORS, 120 46TH ST (ID HN-89899).', ids, recordFactsText(ids))).toEqual(['46TH', 'HN-89899']);
  });

  it("takes the search distances from the report's summary and an orphan's likely twin as facts", () => {
    const summary = [
      { db: 'LUST', search_distance_mi: 0.5, counts: { tp: 0, lt_1_8: 0, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': null, gt_1: null }, total: 0, page: 3 },
    ];
    const beyond = 'VICTORY MOTORS lies beyond the search distance of LUST (0.5 mi).';
    expect(factsAddedBy(beyond, record, recordFactsText(record))).toEqual(['0.5']);
    expect(factsAddedBy(beyond, record, recordFacts({ database_summary: summary })(record))).toEqual([]);
    const orphan = orphanRecord();
    const twin = {
      ...orphan,
      orphan_match: { kind: 'site' as const, ref: '7', label: 'NORTHGATE CLEANERS, 7805 CENTRAL AVE', by: 'name' as const, score: 0.9 },
    };
    const text = 'It may be the same site as NORTHGATE CLEANERS, 7805 CENTRAL AVE (p. 24).';
    expect(factsAddedBy(text, orphan, recordFactsText(orphan))).toEqual(['7805', 'CENTRAL', 'AVE', 'NORTHGATE CLEANERS', 'CENTRAL AVE']);
    expect(factsAddedBy(text, twin, recordFactsText(twin))).toEqual([]);
  });
});

describe("the facts check on the radius report extractor's own paragraphs", () => {
  it.each(['radius_report_01_a.pdf', 'radius_report_02_d.pdf'])('finds no fact added by the offline narratives of %s', async (name) => {
    const { result } = extractRadiusReport(await extractPages(await readFixture(name)), {});
    expect(result.items.length).toBeGreaterThan(0);
    const facts = recordFacts(result);
    const adding = result.items.map((item) => ({ site: item.site_name, added: factsAddedBy(item.narrative, item, facts(item)) }));
    expect(adding.filter(({ added }) => added.length > 0)).toEqual([]);
  });
});
