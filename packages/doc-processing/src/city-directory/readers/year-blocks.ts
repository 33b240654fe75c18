import { NOT_A_ROW, rowCells, rowOf, withAddressCell, withSource, writeOccupant, type RowReader, type RowState } from './row';

/**
 * `Address | Occupant | Phone` rows under a year heading: an address cell starts a row, lines
 * without one add occupants to the address above. Also reads tables whose rows carry neither a
 * year nor an address (both from the headings).
 */
export const readYearBlockRow: RowReader = (input) => {
  const cells = rowCells(input.table, input.line);
  if (!cells) return rowOf(input.row);
  const { year, source, address } = input.block;
  const current: RowState = input.row ?? { year, source, address, open: new Map() };
  const addressed = withAddressCell(input, cells, current, true);
  if (!addressed) return NOT_A_ROW;
  const row = withSource(input, cells, addressed.row, false);
  writeOccupant(input, cells, row, addressed.fresh);
  return rowOf(row);
};
