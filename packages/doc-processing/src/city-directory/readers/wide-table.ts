import { NOT_A_ROW, rowCells, rowOf, startYearRow, withSource, writePlaces, type RowReader } from './row';

/** `Year | 3054 PACIFIC HWY | North Adjoining` rows: a column per address or direction, `;` between listings in a cell. */
export const readWideTableRow: RowReader = (input) => {
  const cells = rowCells(input.table, input.line);
  if (!cells) return rowOf(input.row);
  const started = startYearRow(input, cells);
  if (!started) return NOT_A_ROW;
  const row = withSource(input, cells, started.row, started.fresh);
  writePlaces(input, cells, row, started.fresh);
  return rowOf(row);
};
