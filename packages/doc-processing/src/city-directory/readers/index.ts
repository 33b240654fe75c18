import type { LayoutFamily } from '../detect-layout';
import { readAddressBlockRow } from './address-blocks';
import { readFlatTableRow } from './flat-table';
import type { RowReader } from './row';
import { readWideTableRow } from './wide-table';
import { readYearBlockRow } from './year-blocks';

/** The row reader of each layout family. */
export const ROW_READERS: Readonly<Record<LayoutFamily, RowReader>> = {
  'address-blocks': readAddressBlockRow,
  'year-blocks': readYearBlockRow,
  'flat-table': readFlatTableRow,
  'wide-table': readWideTableRow,
};

export type { BlockContext, RowState } from './row';
