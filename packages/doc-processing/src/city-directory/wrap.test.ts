import { describe, expect, it } from 'vitest';
import { testIntake, testPage } from './test-intake';
import { readerLines } from './reader-lines';
import { type ColumnEdges, columnEdges, type PrintedLine, wrapsOnto } from './wrap';

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

describe('wrapsOnto: the room a phone printed after the name keeps on every line', () => {
  it('joins a line whose next word would not have fitted beside the phone that closes the name', () => {
    expect(wrapsOnto(printed('BELL SHEET'), printed('METAL CO'), columns(null))).toBe(false);
    expect(wrapsOnto(printed('BELL SHEET'), { ...printed('METAL CO'), reserve: 60 }, columns(null))).toBe(true);
  });
});

describe('wrapsOnto: a phone on the row', () => {
  it('joins a name cut so that the phone on its next row fits, though names without a phone run further', () => {
    const sup = { ...printed('SUP'), phoneX: 200 };
    const wide: ColumnEdges = { right: () => 300, room: () => null };
    expect(wrapsOnto(printed('VALLEY MED AND SURG'), printed('SUP'), wide)).toBe(false);
    expect(wrapsOnto(printed('VALLEY MED AND SURG'), sup, wide)).toBe(true);
    expect(wrapsOnto(printed('BLUE WAVE'), { ...printed('SUP'), phoneX: 200 }, wide)).toBe(false);
  });

  it('moves a name’s last word down with the phone printed after it', () => {
    const line = (text: string, nameChars: number): PrintedLine => ({ text, x: 80, right: 80 + nameChars * 5 });
    expect(wrapsOnto(printed('FAMILY DOLLAR'), line('PLUS TEL. 253 557 7193', 4), columns(null))).toBe(true);
    expect(wrapsOnto(printed('FAMILY DOLLAR'), line('PLUS', 4), columns(null))).toBe(false);
    // A long last word with its phone leaves the line above far from the column's edge.
    expect(wrapsOnto(printed('UNITED'), line('EQUIPMENT TEL. 253 557 8658', 9), columns(null))).toBe(true);
    expect(wrapsOnto(printed('UNITED'), line('EQUIPMENT', 9), columns(null))).toBe(false);
  });
});

describe('columnEdges', () => {
  const edges = (rows: Array<Array<[string, number]>>) => columnEdges(readerLines(testIntake(testPage(1, rows))));
  const names = [
    'SMITH JOHN R',
    'ACME MACHINE WORKS',
    'WHITE DONALD P',
    'OWL DRUG STORE',
    'JONES MARY',
    'KWIK KOPY CTR',
    'LEE RICHD',
    'HILLTOP HARDWARE',
    'COAST FREIGHT',
    'MILLER JNO',
  ];
  const rows = names.map(
    (name, index): Array<[string, number]> => [
      [String(1950 + index), 50],
      [name, 100],
    ],
  );

  it('measures a line with the phone printed straight after its name, though the phone is broken over two runs', () => {
    // A name wraps where the name and its phone no longer fit: the phone takes the line's room too.
    const split = edges([
      ...rows,
      [
        ['1990', 50],
        ['LOPEZ THOS L TEL. 253 557', 100],
        ['6864', 230],
      ],
    ]);
    expect(split.right(100)).toBe(230 + '6864'.length * 5);
  });

  it('measures a name by where it ends before its dot leaders', () => {
    const led = edges([
      ...rows,
      [
        ['1990', 50],
        ['LOPEZ THOS L . . . . . . . . . . . . . . . . 557 6864', 100],
      ],
    ]);
    expect(led.right(100)).toBe(100 + 'ACME MACHINE WORKS'.length * 5);
  });

  it('leaves out a vacancy marker wrapped over two lines', () => {
    const marker = edges([
      ...rows,
      [
        ['1990', 50],
        ['3094', 80],
        ['ADDRESS NOT LISTED IN RESEARCH', 100],
      ],
      [['SOURCE', 100]],
    ]);
    expect(marker.right(100)).toBe(100 + 'ACME MACHINE WORKS'.length * 5);
  });
});
