import { describe, expect, it } from 'vitest';
import { aPrediction, aResult, EAST, NORTH, SUBJECT } from '../test/fixtures';
import { applyEdits, buildAerialRows, relabel, yearKey, yearsOf } from './aerial-table';
import { disagreementOf, isLowConfidence, percentOf } from './land-use';

describe('buildAerialRows', () => {
  it('puts the subject first, then north, south, east, west, one cell per photo year', () => {
    const rows = buildAerialRows(aResult());
    expect(rows.map((row) => [row.direction, row.address])).toEqual([
      ['subject', SUBJECT],
      ['north', NORTH],
      ['east', EAST],
    ]);
    expect(rows[0]![yearKey(1952)]?.prediction.label).toBe('residential');
    expect(rows[0]![yearKey(1975)]?.index).toBe(3);
    expect(rows[2]![yearKey(1952)]?.index).toBe(0);
  });

  it('keeps the first prediction of a property and year', () => {
    const result = { ...aResult(), predictions: [aPrediction({ label: 'water' }), aPrediction({ label: 'industrial' })] };
    expect(buildAerialRows(result)[0]![yearKey(1952)]?.prediction.label).toBe('water');
  });
});

describe('yearsOf', () => {
  it("reads the result's years oldest first, else the predictions'", () => {
    expect(yearsOf({ ...aResult(), years: [1975, 1952] })).toEqual([1952, 1975]);
    expect(yearsOf({ ...aResult(), years: [] })).toEqual([1952, 1975]);
  });
});

describe('applyEdits', () => {
  it('writes relabelled cells back at their places with full confidence, leaving the others as read', () => {
    const result = aResult();
    const rows = buildAerialRows(result);
    const north = rows[1]!;
    const edited = { ...north, [yearKey(1952)]: relabel(north[yearKey(1952)]!, 'commercial') };
    const predictions = applyEdits(result, [rows[0]!, edited, rows[2]!]);
    expect(predictions[4]).toEqual({ ...result.predictions[4], label: 'commercial', confidence: 1, edited: true });
    expect(predictions.filter((prediction, index) => prediction !== result.predictions[index])).toHaveLength(1);
  });
});

describe('land-use helpers', () => {
  it('shows whole percentages and marks readings at or below 60% that were not edited', () => {
    expect(percentOf(0.824)).toBe('82%');
    expect(isLowConfidence(aPrediction({ confidence: 0.6 }))).toBe(true);
    expect(isLowConfidence(aPrediction({ confidence: 0.61 }))).toBe(false);
    expect(isLowConfidence(aPrediction({ confidence: 0.3, edited: true }))).toBe(false);
  });

  it('names both readings when vision and offline disagree', () => {
    const prediction = aResult().predictions[3]!;
    expect(disagreementOf(prediction)).toBe('vision: commercial · offline: industrial');
    expect(disagreementOf(aPrediction({ vision: { label: 'residential', confidence: 0.9 } }))).toBeNull();
    expect(disagreementOf(aPrediction())).toBeNull();
  });
});
