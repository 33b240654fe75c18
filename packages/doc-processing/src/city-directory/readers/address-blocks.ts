import { NOT_A_ROW, rowCells, rowOf, startYearRow, withSource, writeOccupant, type RowReader } from './row';

/** `Year | Uses | Source` rows under an address heading: a year cell starts a row, lines without one continue it. */
export const readAddressBlockRow: RowReader = (input) => {
  const cells = rowCells(input.table, input.line);
  if (!cells) return rowOf(input.row);
  const started = startYearRow(input, cells);
  if (!started) return NOT_A_ROW;
  const row = withSource(input, cells, started.row, started.fresh);
  writeOccupant(input, cells, row, started.fresh);
  return rowOf(row);
};
