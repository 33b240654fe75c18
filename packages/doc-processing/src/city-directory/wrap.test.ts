import { describe, expect, it } from 'vitest';
import { type ColumnEdges, type PrintedLine, wrapsOnto } from './wrap';

// Lines 5 points a character, the column's longest name ending at 200.

const printed = (text: string): PrintedLine => ({ text, x: 80, right: 80 + text.length * 5 });
const columns = (room: number | null): ColumnEdges => ({ right: () => 200, room: () => room });

describe('wrapsOnto', () => {
  it('joins a line whose next word would not have fitted in the column', () => {
    expect(wrapsOnto(printed('AMERICAN FEDERATED INS'), printed('UNDERWRITERS OF OREGON INC'), columns(null))).toBe(true);
  });

  it('keeps a resident name apart, unless a short word continues it', () => {
    expect(wrapsOnto(printed('CASCADE COFFEE ROASTER'), printed('JONES THOS K'), columns(null))).toBe(false);
    expect(wrapsOnto(printed('THOMPSON RICHARDSON B'), printed('WILLIAMS MARIA'), columns(null))).toBe(false);
    expect(wrapsOnto(printed('HALVORSEN RAYMONDSO C'), printed('MRS'), columns(null))).toBe(true);
  });

  it('keeps lines apart when the next word had room before the next column', () => {
    expect(wrapsOnto(printed('NORTHWEST ELEC ASSY CO'), printed('CORNER MARKET'), columns(500))).toBe(false);
    expect(wrapsOnto(printed('NORTHWEST ELEC ASSY CO'), printed('CORNER MARKET'), columns(260))).toBe(true);
  });
});
