import { describe, expect, it } from 'vitest';
import { aRecord, sampleItems } from '../test/fixtures';
import { buildRecordRows, databasesOf, distanceText, elevationText, filterRows, NO_FILTER, recordsSummary } from './record-rows';

describe('record rows', () => {
  it('puts the target property first, keeps the item index, and sets the orphans apart', () => {
    const { mapped, orphans } = buildRecordRows(sampleItems());
    expect(mapped.map((row) => [row.index, row.mapId])).toEqual([
      [1, '1'],
      [0, '9'],
      [2, '2'],
      [3, '3'],
    ]);
    expect(orphans.map((row) => row.index)).toEqual([4, 5]);
    expect(mapped[0]!.site).toBe('FORMER SERVICE STATION, 1352 MILL RD, NORTHGATE, IL 60640 (on-site)');
  });

  it('words distance and elevation from what the report gives', () => {
    expect(distanceText(aRecord({ distance_mi: 0.123, distance_ft: 650, direction: 'NNE' }))).toBe('0.123 mi (650 ft) NNE');
    expect(distanceText(aRecord({ distance_mi: 1.5, distance_ft: null, direction: null }))).toBe('1.5 mi');
    expect(distanceText(aRecord({ distance_mi: null }))).toBe('');
    expect(elevationText(aRecord({ relative_elevation: 'Lower', elevation_ft: 1180 }))).toBe('Lower (1,180 ft)');
    expect(elevationText(aRecord({ relative_elevation: null, elevation_ft: 12 }))).toBe('12 ft');
    expect(elevationText(aRecord({ relative_elevation: null, elevation_ft: null }))).toBe('');
  });

  it('falls back to the link groups for an item saved without its facts', () => {
    const { mapped } = buildRecordRows([{ address: '9 ELM ST', target: 'OLD MILL', narrative: 'Closed.', document_links: [{ db_name: 'LUST', links: [] }] }]);
    expect(mapped[0]).toMatchObject({ site: 'OLD MILL, 9 ELM ST', databases: 'LUST', status: 'Unknown', distance: '', page: '' });
  });

  it('orders nearest first with the records without a distance last', () => {
    const { mapped } = buildRecordRows([aRecord({ map_id: 'a', distance_mi: null }), ...sampleItems()]);
    expect(filterRows(mapped, { ...NO_FILTER, order: 'distance' }).map((row) => row.mapId)).toEqual(['1', '2', '3', '9', 'a']);
  });

  it('lists the databases and words the counts', () => {
    expect(databasesOf(buildRecordRows(sampleItems()).mapped)).toEqual(['DRYCLEANERS', 'LUST', 'SWF/LF', 'UST']);
    expect(recordsSummary(1, 1)).toBe('1 mapped site and 1 orphan record.');
  });
});
