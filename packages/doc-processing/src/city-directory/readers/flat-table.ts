import { NOT_A_ROW, rowCells, rowOf, startYearRow, withAddressCell, withSource, writeOccupant, type RowReader } from './row';

/** `Year | Address | Occupant` rows: a year or an address cell starts a row; the address is carried down. */
export const readFlatTableRow: RowReader = (input) => {
  const cells = rowCells(input.table, input.line);
  if (!cells) return rowOf(input.row);
  const started = startYearRow(input, cells);
  if (!started) return NOT_A_ROW;
  const addressed = withAddressCell(input, cells, started.row, started.fresh);
  if (!addressed) return NOT_A_ROW;
  const row = withSource(input, cells, addressed.row, started.fresh);
  writeOccupant(input, cells, row, started.fresh || addressed.fresh);
  return rowOf(row);
};
