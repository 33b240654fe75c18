import { describe, expect, it } from 'vitest';
import { closureStatements, verdictOf } from './closure';
import { datesIn } from './dates';
import { caseIdsIn, normalizeCaseId, sameCaseId } from './identifiers';

describe('closure statements', () => {
  it.each([
    [
      'Based on the information in the case file, the agency has determined that no further action related to the release is required, and the case is hereby closed as of February 3, 2019.',
      ['closed'],
    ],
    ['A Certificate of Completion for unrestricted use was issued on 3 Feb 2019.', ['closed']],
    ['This letter confirms that case closure has been granted for the above-referenced site.', ['closed']],
    ['The case remains open.', ['open']],
    ['The site does not meet the criteria for case closure at this time, and additional investigation is required.', ['open']],
    ['This Notice of Violation requires corrective action within 30 days.', ['open']],
    ['The Department intends to grant closure; a 30-day public comment period begins on May 1, 2020.', ['proposed']],
    ['This is a notice of intent to close the case.', ['proposed']],
    [
      'The case is closed subject to an environmental covenant restricting the property to commercial use and maintenance of the asphalt cap.',
      ['closed', 'conditional'],
    ],
    ['If new information indicates that residual contamination poses a threat, the agency may require additional investigation.', []],
    ['The case may be reopened if contamination is found.', []],
    ['All groundwater monitoring wells must be properly destroyed within 90 days of the date of this letter.', []],
    ['Closure is granted without any land use restrictions.', ['closed']],
    ['Status: | Closed - Unrestricted Use', ['closed']],
    ['This Certificate of Completion confirms that no land use restrictions are required, and UST-ID 22-1316 was closed on August 21, 2016.', ['closed']],
  ] as const)('%s', (sentence, statements) => {
    expect(closureStatements(sentence)).toEqual(statements);
  });

  it('decides: open or proposed over a closure, a closure with controls is not confirmed, nothing said is inconclusive', () => {
    expect(verdictOf(['closed'])).toBe('CONFIRMED_CLOSED');
    expect(verdictOf(['closed', 'conditional'])).toBe('NOT_CONFIRMED');
    expect(verdictOf(['closed', 'open'])).toBe('NOT_CONFIRMED');
    expect(verdictOf(['proposed'])).toBe('NOT_CONFIRMED');
    expect(verdictOf([])).toBe('INCONCLUSIVE');
  });
});

describe('identifiers and dates', () => {
  it('reads case ids after their labels and coded ids a document repeats, not dates or phones', () => {
    expect(caseIdsIn('SUBJECT: ... ; Case No. 12-91-2266; Global ID GD-469244\nCall 555-9036 on 2019-02-03.')).toEqual(['12-91-2266', 'GD-469244']);
    expect(caseIdsIn('REF: Global ID T0645764599; Local Case No. RO6613295')).toEqual(['T0645764599', 'RO6613295']);
    expect(caseIdsIn('Case #: 4471\nUST-ID 44-1092')).toEqual(['4471', 'UST-ID 44-1092']);
    expect(caseIdsIn('Case No. MW-723064. A separate release next door is tracked under Case #: 5607 and is not addressed here.')).toEqual(['MW-723064']);
    expect(sameCaseId('UST-ID 94-9904', '94-9904')).toBe(true);
    expect(sameCaseId('LUST 2001-5798', 'LUST 2001-5799')).toBe(false);
    expect(caseIdsIn('Page 2 of case RZ-057217 ... see RZ-057217')).toEqual(['RZ-057217']);
    expect(normalizeCaseId('Case No. rz 057217')).toBe(normalizeCaseId('CASERZ057217'));
  });

  it('reads dates in the forms agencies print them', () => {
    expect(datesIn('February 3, 2019; 3 Feb 2019; 02/03/2019; 2019-02-03; Sept. 9, 2001').map((date) => date.iso)).toEqual([
      '2019-02-03',
      '2019-02-03',
      '2019-02-03',
      '2019-02-03',
      '2001-09-09',
    ]);
  });
});
