import type { CityDirectoryEntry, CityDirectoryResult, CityDirectoryVacancy, Job } from '@groundwork/contracts';

let sequence = 0;

/** A listing as the extraction writes it. */
export function anEntry(overrides: Partial<CityDirectoryEntry> = {}): CityDirectoryEntry {
  sequence += 1;
  return {
    id: `e${sequence}`,
    year: 2010,
    address: '2400 J ST',
    direction: 'subject',
    is_subject: true,
    business_name: `Business ${sequence}`,
    phone: null,
    phone_raw: null,
    source: null,
    tags: [],
    page: 3,
    line: `2400 J ST Business ${sequence}`,
    confidence: null,
    ...overrides,
  };
}

export function aVacancy(overrides: Partial<CityDirectoryVacancy> = {}): CityDirectoryVacancy {
  return {
    year: 2010,
    address: '2410 J ST',
    direction: 'north',
    is_subject: false,
    marker: 'VACANT',
    page: 3,
    line: '2410 J ST VACANT',
    confidence: null,
    ...overrides,
  };
}

export function aResult(overrides: Partial<CityDirectoryResult> = {}): CityDirectoryResult {
  return {
    parsedEntries: [],
    vacancies: [],
    years: [],
    sources: {},
    aliases: [],
    unreadPages: [],
    editedAt: null,
    ...overrides,
  };
}

/** Three years of a subject with a dry cleaner, a north neighbour, a vacancy and an unassigned listing. */
export function sampleResult(): CityDirectoryResult {
  return aResult({
    years: [2015, 2010, 2005],
    parsedEntries: [
      anEntry({
        id: 'sub-2015',
        year: 2015,
        business_name: 'QUICK CLEAN DRY CLEANERS',
        phone: '9165550100',
        tags: [{ tag: 'dry cleaner', keyword: 'DRY CLEAN' }],
        page: 12,
        line: '2400 J ST QUICK CLEAN DRY CLEANERS 916-555-0100',
        confidence: 0.874,
      }),
      anEntry({ id: 'sub-2015b', year: 2015, business_name: 'J ST TAILOR', page: 12, line: '2400 J ST J ST TAILOR' }),
      anEntry({
        id: 'north-2015',
        year: 2015,
        address: '2410 J ST',
        direction: 'north',
        is_subject: false,
        business_name: 'SHELL STATION',
        tags: [{ tag: 'gas station', keyword: 'SHELL' }],
        page: 12,
        line: '2410 J ST SHELL STATION',
      }),
      anEntry({ id: 'sub-2005', year: 2005, business_name: 'ORCHARD SUPPLY', page: 20, line: '2400 J ST ORCHARD SUPPLY' }),
      anEntry({
        id: 'un-2010',
        year: 2010,
        address: '2500 K ST',
        direction: null,
        is_subject: false,
        business_name: 'K ST PRINTING',
        page: 15,
        line: '2500 K ST K ST PRINTING',
      }),
      anEntry({ id: 'sub-unknown', year: null, business_name: 'UNDATED CAFE', page: 30, line: '2400 J ST UNDATED CAFE' }),
    ],
    vacancies: [aVacancy({ year: 2010, page: 15, line: '2410 J ST VACANT' })],
    sources: { '2015': 'Infogroup Business Listings' },
  });
}

/** A job as the processing API answers it. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return { jobId: 'ext-1', status: 'PROCESSING', progress: 40, ...overrides };
}
