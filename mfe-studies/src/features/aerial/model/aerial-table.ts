import type { AerialPrediction, AerialStudyResult, Direction, LandUse } from '@groundwork/contracts';
import { DIRECTIONS } from '@groundwork/design-system/base';

/** One cell: the prediction shown and its place in `predictions` (where a save writes it back). */
export interface AerialCell {
  index: number;
  prediction: AerialPrediction;
}

export type YearKey = `y${number}`;

/** One property (spec 02 section 3's aerial entry): address, direction and a cell per photo year. */
export interface AerialRow {
  key: string;
  address: string;
  direction: Direction;
  [year: YearKey]: AerialCell | undefined;
}

export const yearKey = (year: number): YearKey => `y${year}`;

const rowKeyOf = (prediction: Pick<AerialPrediction, 'direction' | 'address'>) => `${prediction.direction}|${prediction.address}`;

/**
 * The table of a result: one row per property, subject first then north, south, east, west (in
 * the order the result names them within a direction); per photo year the property's first prediction.
 */
export function buildAerialRows(result: AerialStudyResult): AerialRow[] {
  const rows = new Map<string, AerialRow>();
  result.predictions.forEach((prediction, index) => {
    const key = rowKeyOf(prediction);
    const row = rows.get(key) ?? { key, address: prediction.address, direction: prediction.direction };
    rows.set(key, row);
    row[yearKey(prediction.year)] ??= { index, prediction };
  });
  const rank = (row: AerialRow) => DIRECTIONS.indexOf(row.direction);
  return [...rows.values()].sort((a, b) => rank(a) - rank(b));
}

/** The photo years in the table's order: the result's (oldest first), else those of its predictions. */
export function yearsOf(result: AerialStudyResult): number[] {
  const years = result.years.length > 0 ? result.years : result.predictions.map((prediction) => prediction.year);
  return [...new Set(years)].sort((a, b) => a - b);
}

/** The consultant's label: shown as is, with full confidence, and marked edited. */
export const relabel = (cell: AerialCell, label: LandUse): AerialCell => ({
  ...cell,
  prediction: { ...cell.prediction, label, confidence: 1, edited: true },
});

/** The result's predictions with the rows' cells written back at their places. */
export function applyEdits(result: AerialStudyResult, rows: readonly AerialRow[]): AerialPrediction[] {
  const cells = rows.flatMap((row) => yearsOf(result).flatMap((year) => row[yearKey(year)] ?? []));
  const edited = new Map(cells.map((cell) => [cell.index, cell.prediction]));
  return result.predictions.map((prediction, index) => edited.get(index) ?? prediction);
}
