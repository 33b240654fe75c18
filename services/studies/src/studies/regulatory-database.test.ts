import { IntakeError } from '@groundwork/doc-processing';
import { describe, expect, it } from 'vitest';
import { databaseResultOf } from './regulatory-database';

const empty = {
  report: { vendor: 'TerraSearch', report_id: '7380909.1s', report_date: '2021-01-06', subject_name: null, subject_address: '1352 MILL RD', page_count: 3 },
  database_summary: [],
  items: [],
  narratives: [],
  editedAt: '2026-11-20T10:00:00.000Z',
};

describe('databaseResultOf', () => {
  it('fails a report in which nothing was recognised with the reason, never an empty result', () => {
    const run = () =>
      databaseResultOf({ result: empty, unrecognised: { code: 'NO_RECORDS', message: 'No radius report records were recognised.' }, warnings: [] });
    expect(run).toThrow(IntakeError);
    expect(run).toThrow('No radius report records were recognised.');
    try {
      run();
    } catch (err) {
      expect(err).toMatchObject({ code: 'NOTHING_RECOGNISED', details: { reason: 'NO_RECORDS' } });
    }
  });

  it('answers the recognised result, untouched', () => {
    expect(databaseResultOf({ result: empty, unrecognised: null, warnings: [] })).toEqual({ ...empty, editedAt: null });
  });
});
