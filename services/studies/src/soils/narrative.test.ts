import type { SoilMapUnit, SoilRow } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { hydrologicGroupWords, listOf, soilsNarrative } from './narrative';

const unit = (overrides: Partial<SoilMapUnit>): SoilMapUnit => ({
  mukey: '1',
  musym: '1',
  muname: 'Unit',
  hydgrpdcd: null,
  drclassdcd: null,
  acres: null,
  sharePct: null,
  waterTableDepthCm: null,
  bedrockDepthCm: null,
  floodFrequency: null,
  hydricPct: null,
  ...overrides,
});

const row = (overrides: Partial<SoilRow>): SoilRow => ({
  mukey: '1',
  musym: '1',
  muname: 'Unit',
  compname: 'Unit',
  hydgrpdcd: null,
  drclassdcd: null,
  slope_l: null,
  slope_r: null,
  slope_h: null,
  comppct_r: null,
  ...overrides,
});

const SAN_JOAQUIN = unit({
  mukey: '465290',
  musym: '214',
  muname: 'San Joaquin silt loam, 0 to 3 percent slopes',
  hydgrpdcd: 'D',
  drclassdcd: 'Moderately well drained',
  acres: 0.69,
  sharePct: 60,
  waterTableDepthCm: 76,
  floodFrequency: 'None',
  hydricPct: 3,
});
const KIMBALL = unit({
  mukey: '465276',
  musym: '173',
  muname: 'Kimball-Urban land complex, 2 to 5 percent slopes',
  hydgrpdcd: 'C',
  drclassdcd: 'Well drained',
  acres: 0.28,
  sharePct: 24,
  floodFrequency: 'None',
  hydricPct: 0,
});
const URBAN = unit({ mukey: '465286', musym: '249', muname: 'Urban land', acres: 0.18, sharePct: 16, floodFrequency: 'None', hydricPct: 0 });
const ROWS = [
  row({ mukey: '465290', muname: SAN_JOAQUIN.muname, compname: 'San Joaquin', comppct_r: 85, slope_l: 0, slope_r: 1, slope_h: 3 }),
  row({ mukey: '465290', muname: SAN_JOAQUIN.muname, compname: 'Kimball', comppct_r: 5, slope_l: 0, slope_r: 1, slope_h: 3 }),
  row({ mukey: '465276', muname: KIMBALL.muname, compname: 'Kimball', comppct_r: 55 }),
  row({ mukey: '465286', muname: 'Urban land', compname: 'Urban land', comppct_r: 85 }),
];

describe('soils narrative', () => {
  const narrative = soilsNarrative([SAN_JOAQUIN, KIMBALL, URBAN], ROWS);

  it('names the dominant soil with its share, its main components and slopes, and lists every map unit', () => {
    expect(narrative).toContain('maps 3 soil map units within the subject property');
    expect(narrative).toContain('The dominant soil is San Joaquin silt loam, 0 to 3 percent slopes, covering about 60 percent of the property.');
    expect(narrative).toContain('consists mainly of San Joaquin (85 percent), on slopes of 0 to 3 percent.');
    expect(narrative).toContain('Kimball-Urban land complex, 2 to 5 percent slopes (map unit 173, about 24 percent of the property)');
    expect(narrative).not.toContain('Kimball (5 percent)');
  });

  it('gives drainage, hydrologic groups in the legend words, water table in cm and ft, bedrock, flooding and hydric only as rated', () => {
    expect(narrative).toContain('San Joaquin silt loam, 0 to 3 percent slopes is rated moderately well drained (drainage class, dominant condition).');
    expect(narrative).toContain('falls in hydrologic soil group D (high runoff potential)');
    expect(narrative).toContain('group C (slow infiltration)');
    expect(narrative).toContain('SDA gives no hydrologic soil group for Urban land.');
    expect(narrative).toContain('The annual minimum depth to a water table is 76 cm (2.5 ft) in San Joaquin silt loam, 0 to 3 percent slopes.');
    expect(narrative).toContain('No depth to bedrock is rated for these map units.');
    expect(narrative).toContain('The flooding frequency is rated none for every map unit.');
    expect(narrative).toContain('Hydric components make up about 3 percent of San Joaquin silt loam, 0 to 3 percent slopes.');
  });

  it('says what slow, clayey soils and a shallow water table mean for migration and vapor', () => {
    expect(narrative).toMatch(/infiltrate water slowly.*spread laterally with runoff.*perched water/);
    expect(narrative).toContain('vapor intrusion');
    expect(narrative).not.toContain('groups A and B');
    expect(narrative).toContain('Urban land and human-altered soils');
  });

  it('says sandy, well-drained group A/B soils let a release reach groundwater faster, and reports bedrock when rated', () => {
    const sandy = unit({ muname: 'Hanford sandy loam, 0 to 2 percent slopes', hydgrpdcd: 'A', drclassdcd: 'Well drained', sharePct: 100, bedrockDepthCm: 152 });
    const text = soilsNarrative([sandy], [row({ compname: 'Hanford', comppct_r: 90 })]);
    expect(text).toContain('hydrologic soil group A (low runoff potential)');
    expect(text).toContain('migrate downward to groundwater relatively quickly');
    expect(text).toContain('Bedrock is rated at a minimum depth of 152 cm (5.0 ft) in Hanford sandy loam, 0 to 2 percent slopes.');
    expect(text).not.toContain('vapor intrusion');
    expect(text).not.toContain('Urban land');
  });

  it('lists the map units without shares when the areas are unknown, claiming no dominant soil', () => {
    const text = soilsNarrative(
      [
        { ...SAN_JOAQUIN, sharePct: null, acres: null },
        { ...URBAN, sharePct: null, acres: null },
      ],
      ROWS,
    );
    expect(text).toContain('San Joaquin silt loam, 0 to 3 percent slopes (map unit 214); and Urban land (map unit 249)');
    expect(text).toContain('could not be obtained from SDA');
    expect(text).not.toContain('dominant soil');
    expect(text).not.toMatch(/percent of the property/);
  });

  it('words dual hydrologic groups and lists', () => {
    expect(hydrologicGroupWords('C/D')).toBe('group C/D (slow infiltration when drained, high runoff potential when undrained)');
    expect(hydrologicGroupWords('X')).toBe('group X');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listOf(['a, 1', 'b'])).toBe('a, 1; and b');
  });
});
