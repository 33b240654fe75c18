import { describe, expect, it } from 'vitest';
import {
  cityDirectoryJobPatchInputSchema,
  cityDirectoryProcessInputSchema,
  databaseRunListSchema,
  environmentalNarrativesInputSchema,
  jobIdParamSchema,
  jobQuerySchema,
  jobSchema,
  objectKeyOf,
  processInputSchema,
  processResultSchema,
  processStudyOf,
  NARRATIVE_ITEMS_MAX,
  NARRATIVE_RECORDS_MAX,
  uploadUrlInputSchema,
} from './jobs';
import { databaseStudyResultSchema, type DatabaseRecord } from './regulatory-database';

const square = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
  ],
});
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('jobSchema', () => {
  it('accepts a job with artifacts, studies and the aerial summary', () => {
    const job = {
      jobId: 'j1',
      status: 'COMPLETED',
      progress: 100,
      artifacts: { parsedUrls: { get: 'https://s3/get', put: 'https://s3/put' }, parsedKey: 'jobs/j1/parsed.json' },
      studies: { database: { status: 'COMPLETED', resultUrls: { get: 'g', put: 'p' } } },
      summaryAerial: { progress: 100, completed: 8, total: 8, predictionS3Key: 'k', predictionUrls: { get: 'g', put: 'p' } },
    };
    expect(jobSchema.parse(job)).toEqual(job);
  });

  it('accepts result links without a save link (what viewers get), never without a read link', () => {
    const job = {
      jobId: 'j1',
      status: 'COMPLETED',
      progress: 100,
      artifacts: { parsedUrls: { get: 'https://s3/get' }, manifestUrls: { get: 'https://s3/pages' } },
    };
    expect(jobSchema.parse(job)).toEqual(job);
    expect(jobSchema.safeParse({ ...job, artifacts: { parsedUrls: { put: '/api/processing/results/j1?token=t' } } }).success).toBe(false);
  });

  it('refuses a progress out of 0..100 and a missing status', () => {
    expect(jobSchema.safeParse({ jobId: 'j', status: 'RUNNING', progress: 101 }).success).toBe(false);
    expect(jobSchema.safeParse({ jobId: 'j', progress: 5 }).success).toBe(false);
  });
});

describe('uploadUrlInputSchema', () => {
  it('takes a trimmed filename and the PDF content type', () => {
    expect(uploadUrlInputSchema.parse({ filename: ' a.pdf ', contentType: 'application/pdf' })).toEqual({
      filename: 'a.pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses other content types, blank or long names and unknown fields', () => {
    expect(messages(uploadUrlInputSchema.safeParse({ filename: 'a.png', contentType: 'image/png' }))).toEqual(['Please select a PDF file.']);
    expect(messages(uploadUrlInputSchema.safeParse({ filename: '  ', contentType: 'application/pdf' }))).toEqual(['filename is required']);
    expect(uploadUrlInputSchema.safeParse({ filename: 'x'.repeat(256), contentType: 'application/pdf' }).success).toBe(false);
    expect(uploadUrlInputSchema.safeParse({ filename: 'a.pdf', contentType: 'application/pdf', size: 1 }).success).toBe(false);
  });
});

describe('processInputSchema', () => {
  it('accepts a database request with adjoining properties, coordinates as numbers or strings', () => {
    const parsed = processInputSchema.parse({
      study: 'database',
      s3Key: 'uploads/u1/report.pdf',
      subjectAddress: '1 Main St',
      adjoiningInfo: [
        { address: '3 Main St', direction: 'north', latitude: '38.5', longitude: -121.4, polygonGeoJson: square },
        { address: '5 Main St', direction: 'east' },
      ],
      jobId: 'job_1',
    });
    expect(parsed.adjoiningInfo?.[0]).toMatchObject({ latitude: 38.5, longitude: -121.4 });
    expect(parsed.adjoiningInfo).toHaveLength(2);
  });

  it('refuses an unknown study, a missing key, bad coordinates and polygons, and unknown fields', () => {
    expect(messages(processInputSchema.safeParse({ study: 'soils', s3Key: 'k' }))).toEqual(['study must be cd, aerial or database']);
    expect(messages(processInputSchema.safeParse({}))).toEqual(['s3Key is required']);
    const badLatitude = processInputSchema.safeParse({ s3Key: 'k', adjoiningInfo: [{ address: 'a', direction: 'west', latitude: 91 }] });
    expect(messages(badLatitude)).toEqual(['latitude must be between -90 and 90']);
    const textLatitude = processInputSchema.safeParse({ s3Key: 'k', adjoiningInfo: [{ address: 'a', direction: 'west', latitude: 'north' }] });
    expect(messages(textLatitude)).toEqual(['latitude must be a number']);
    const badPolygon = processInputSchema.safeParse({ s3Key: 'k', adjoiningInfo: [{ address: 'a', direction: 'west', polygonGeoJson: '{' }] });
    expect(messages(badPolygon)).toEqual(['Polygon must be valid JSON']);
    expect(processInputSchema.safeParse({ s3Key: 'k', bucket: 'b' }).success).toBe(false);
    expect(processInputSchema.safeParse({ s3Key: 'k', jobId: '../etc' }).success).toBe(false);
    expect(messages(processInputSchema.safeParse({ s3Key: 'k', projectId: 'not-a-project' }))).toEqual(['Invalid project id']);
  });

  it("takes an optional projectId: the run is then the project's", () => {
    const projectId = '0123456789abcdef01234567';
    expect(processInputSchema.parse({ study: 'database', s3Key: 'k', projectId })).toEqual({ study: 'database', s3Key: 'k', projectId });
    expect(processInputSchema.parse({ s3Key: 'k' })).not.toHaveProperty('projectId');
  });

  it('caps the number of adjoining properties', () => {
    const many = Array.from({ length: 51 }, () => ({ address: 'a', direction: 'north' }));
    expect(messages(processInputSchema.safeParse({ s3Key: 'k', adjoiningInfo: many }))).toEqual(['At most 50 properties']);
  });

  it('takes the study from the body, else the query, else cd', () => {
    expect(processStudyOf({ study: 'database' }, { study: 'aerial' })).toBe('database');
    expect(processStudyOf({}, { study: 'aerial' })).toBe('aerial');
    expect(processStudyOf({}, {})).toBe('cd');
  });

  it('reads the job id of the answer from jobId, or id', () => {
    expect(processResultSchema.parse({ jobId: 'j1', extra: true })).toEqual({ jobId: 'j1' });
    expect(processResultSchema.parse({ id: 'j2' })).toEqual({ jobId: 'j2' });
    expect(processResultSchema.safeParse({ jobId: '' }).success).toBe(false);
  });

  it('reads the object key of an s3:// URI or a bare key', () => {
    expect(objectKeyOf('s3://groundwork-uploads/uploads/a b.pdf')).toBe('uploads/a b.pdf');
    expect(objectKeyOf('uploads/a.pdf')).toBe('uploads/a.pdf');
    expect(objectKeyOf('s3://bucket-only')).toBe('s3://bucket-only');
  });
});

describe('jobQuerySchema and jobIdParamSchema', () => {
  it('turns the flags into booleans', () => {
    expect(jobQuerySchema.parse({ study: 'aerial', summary: '1', includePresign: 'true' })).toEqual({
      study: 'aerial',
      summary: true,
      includePresign: true,
    });
    expect(jobQuerySchema.parse({ summary: '0' })).toEqual({ summary: false });
  });

  it('refuses other flag values, studies and parameters', () => {
    expect(messages(jobQuerySchema.safeParse({ summary: 'yes' }))).toEqual(['Use 1 or 0']);
    expect(jobQuerySchema.safeParse({ study: 'soils' }).success).toBe(false);
    expect(jobQuerySchema.safeParse({ verbose: '1' }).success).toBe(false);
  });

  it('accepts ids of letters, digits, - and _ only', () => {
    expect(jobIdParamSchema.parse({ jobId: '665f1c2b9a0e4b7f8c1d2e3f' })).toEqual({ jobId: '665f1c2b9a0e4b7f8c1d2e3f' });
    expect(messages(jobIdParamSchema.safeParse({ jobId: 'a/b' }))).toEqual(['jobId may hold letters, digits, - and _ only']);
    expect(jobIdParamSchema.safeParse({ jobId: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('product route bodies', () => {
  it('city directory process takes s3Key, filename and an optional jobId', () => {
    expect(cityDirectoryProcessInputSchema.parse({ s3Key: 'k', filename: 'cd.pdf', jobId: 'j1' })).toEqual({
      s3Key: 'k',
      filename: 'cd.pdf',
      jobId: 'j1',
    });
    expect(messages(cityDirectoryProcessInputSchema.safeParse({ s3Key: 'k' }))).toEqual(['filename is required']);
  });

  it('the job patch takes a local status and the result links', () => {
    const patch = { status: 'completed', results: { parsedUrls: { get: 'g', put: 'p' }, parsedKey: 'jobs/j/parsed.json' } };
    expect(cityDirectoryJobPatchInputSchema.parse(patch)).toEqual(patch);
    expect(messages(cityDirectoryJobPatchInputSchema.safeParse({ status: 'COMPLETED' }))).toEqual(['status must be processing, completed or failed']);
    expect(cityDirectoryJobPatchInputSchema.safeParse({ status: 'completed', results: { other: 1 } }).success).toBe(false);
  });

  it('the narratives PUT takes the flat list, the narrative items and the job id', () => {
    const parsed = environmentalNarrativesInputSchema.parse({
      narratives: [{ site_name: 'Quick Clean', address: '9 Elm St', database_name: 'DRYCLEANERS', distance: 0.12 }],
      narrativeData: { items: [{ address: '9 Elm St', target: 'Quick Clean', narrative: 'Closed 2004.' }] },
      jobId: 'j1',
    });
    expect(parsed.narrativeData.items[0]?.document_links).toEqual([]);
    expect(environmentalNarrativesInputSchema.safeParse({ narratives: [], narrativeData: { items: [] } }).success).toBe(false);
    const longNarrative = { address: 'a', target: 't', narrative: 'x'.repeat(20_001) };
    expect(environmentalNarrativesInputSchema.safeParse({ narratives: [], narrativeData: { items: [longNarrative] }, jobId: 'j' }).success).toBe(false);
  });

  it('the narratives PUT admits as many items and flat records as a regulatory database result, and one more of neither', () => {
    const item: DatabaseRecord = {
      address: '9 Elm St',
      target: 'Quick Clean',
      narrative: 'Closed 2004.',
      document_links: [],
      id: 'r1',
      map_id: null,
      record_id: null,
      site_name: 'Quick Clean',
      city: null,
      state: null,
      zip: null,
      distance_mi: null,
      distance_ft: null,
      direction: null,
      relative_elevation: null,
      elevation_ft: null,
      databases: ['DRYCLEANERS'],
      statuses: {},
      facility_ids: {},
      substances: [],
      dates: [],
      is_target: false,
      is_orphan: true,
      within_search_distance: false,
      beyond_search_distance: false,
      location: 'unmapped',
      status_class: 'unknown',
      gradient: null,
      page: null,
      pages: [],
      orphan_match: null,
    };
    const flat = { site_name: 'Quick Clean', address: '9 Elm St', database_name: 'DRYCLEANERS', distance: null };
    const report = { vendor: null, report_id: null, report_date: null, subject_name: null, subject_address: null, page_count: 1 };
    const sized = (items: number, records: number) => ({ items: Array(items).fill(item), narratives: Array(records).fill(flat) });
    const asResult = (items: number, records: number) => {
      const { items: resultItems, narratives } = sized(items, records);
      return databaseStudyResultSchema.safeParse({ report, database_summary: [], items: resultItems, narratives, editedAt: null }).success;
    };
    const asPut = (items: number, records: number) => {
      const { items: narrativeItems, narratives } = sized(items, records);
      return environmentalNarrativesInputSchema.safeParse({ narratives, narrativeData: { items: narrativeItems }, jobId: 'j1' }).success;
    };
    expect([NARRATIVE_ITEMS_MAX, NARRATIVE_RECORDS_MAX]).toEqual([5000, 20_000]);
    for (const check of [asResult, asPut]) {
      expect(check(NARRATIVE_ITEMS_MAX, NARRATIVE_RECORDS_MAX)).toBe(true);
      expect(check(NARRATIVE_ITEMS_MAX + 1, 0)).toBe(false);
      expect(check(0, NARRATIVE_RECORDS_MAX + 1)).toBe(false);
    }
  });

  it("a project's regulatory database runs carry the job's status, progress and reason", () => {
    const failed = { jobId: 'j1', filename: 'radius.pdf', status: 'FAILED', progress: 80, createdAt: '2026-11-25T10:00:00.000Z', errorMessage: 'No records.' };
    expect(databaseRunListSchema.parse({ items: [failed] })).toEqual({ items: [failed] });
    expect(databaseRunListSchema.safeParse({ items: [{ ...failed, errorMessage: undefined }] }).success).toBe(false);
  });
});
