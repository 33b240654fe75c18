import { describe, expect, it } from 'vitest';
import { aRecord, anOrphan } from '../test/fixtures';
import { bandOf, countsFromRecords } from './distance-bands';

describe('distance bands', () => {
  it('places a record in the band of its distance, the target property in TP', () => {
    expect(bandOf(aRecord({ is_target: true, distance_mi: 0 }))).toBe('tp');
    expect(bandOf(aRecord({ distance_mi: 0.1 }))).toBe('lt_1_8');
    expect(bandOf(aRecord({ distance_mi: 0.125 }))).toBe('1_8_to_1_4');
    expect(bandOf(aRecord({ distance_mi: 0.3 }))).toBe('1_4_to_1_2');
    expect(bandOf(aRecord({ distance_mi: 0.99 }))).toBe('1_2_to_1');
    expect(bandOf(aRecord({ distance_mi: 1 }))).toBe('gt_1');
    expect(bandOf(aRecord({ distance_mi: null }))).toBeNull();
  });

  it('counts the mapped records per database, leaving the orphans out', () => {
    expect(countsFromRecords([aRecord({ databases: ['UST', 'LUST'], distance_mi: 0.1 }), aRecord({ databases: ['UST'], distance_mi: 2 }), anOrphan()])).toEqual(
      [
        { db: 'LUST', counts: { tp: 0, lt_1_8: 1, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': 0, gt_1: 0 }, total: 1 },
        { db: 'UST', counts: { tp: 0, lt_1_8: 1, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': 0, gt_1: 1 }, total: 2 },
      ],
    );
  });
});
