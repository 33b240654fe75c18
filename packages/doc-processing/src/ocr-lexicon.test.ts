import { describe, expect, it } from 'vitest';
import { buildDocumentLexicon, correctWithDocumentLexicon } from './ocr-lexicon';
import type { IntakePage, PageLine, PageSource } from './types';

/** A line of words, each `text` or `text@confidence` (confidence in percent; 99 when left out). */
function line(words: string, top: number): PageLine {
  const spans = words.split(' ').map((word, index) => {
    const [text = '', confidence = '99'] = word.split('@');
    return { text, bbox: { x: 40 + 60 * index, y: top, width: 50, height: 10 }, confidence: Number(confidence) / 100 };
  });
  return { text: spans.map((span) => span.text).join(' '), bbox: { x: 40, y: top, width: 60 * spans.length, height: 10 }, spans };
}

function page(pageNumber: number, rows: string[], source: PageSource = 'ocr'): IntakePage {
  const lines = rows.map((row, index) => line(row, 40 + 14 * index));
  return { pageNumber, source, scanned: source === 'ocr', confidence: 0.9, width: 612, height: 792, lines, text: lines.map((l) => l.text).join('\n') };
}

const legendPage = page(1, ['Abbreviations', 'Agri - Agriculture; Consrv - Conservation; Mtrs - Motors;', 'Ptg - Printing; Serv - Service; Mir@89 - Motor;']);

describe('correctWithDocumentLexicon', () => {
  it('reads an abbreviations legend, repairing an abbreviation OCR misread by the spelling the document holds', () => {
    const pages = [legendPage, page(2, ['Highway Mtr@79 Ct'])];
    const lexicon = buildDocumentLexicon(pages);
    expect(Object.fromEntries(lexicon.legend)).toEqual({
      Agri: 'Agriculture',
      Consrv: 'Conservation',
      Mtrs: 'Motors',
      Ptg: 'Printing',
      Serv: 'Service',
      Mtr: 'Motor',
    });
  });

  it('turns a doubtful word one character away from a legend abbreviation into it, keeping the reading', () => {
    const [, listings] = correctWithDocumentLexicon([legendPage, page(2, ['4024 Victory Murs@63 Tel. 555 4413', 'Pinnacle Pig@79 & Graphics'])]);
    expect(listings!.text).toBe('4024 Victory Mtrs Tel. 555 4413\nPinnacle Ptg & Graphics');
    expect(listings!.lines[0]!.text).toBe('4024 Victory Mtrs Tel. 555 4413');
    expect(listings!.lines[0]!.spans[2]).toMatchObject({ text: 'Mtrs', ocrText: 'Murs', confidence: 0.63 });
  });

  it('fixes a digit read as a symbol from the numbers the document reads surely', () => {
    const [corrected] = correctWithDocumentLexicon([page(1, ['Blue Ribbon Tel. 555 7488', 'Royal Cafe Tel. 555 9677', 'Harris Wm Tel 55%@83 0987'])]);
    expect(corrected!.lines[2]!.text).toBe('Harris Wm Tel 555 0987');
  });

  it('reads a Q as the O of a word the document reads surely', () => {
    const [corrected] = correctWithDocumentLexicon([page(1, ['JOHNSON RICHARD B', 'JOHNSON MARY', 'JQHNSON@70 RICHARD B'])]);
    expect(corrected!.lines[2]!.text).toBe('JOHNSON RICHARD B');
  });

  it('drops a stray quote mark read onto a word the document knows, and keeps one on a word it does not', () => {
    const [corrected] = correctWithDocumentLexicon([page(1, ['WATER ST', 'See also WATER ST', '‘WATER@60 ST', '‘Tis@60 so'])]);
    expect(corrected!.lines.slice(2).map((l) => l.text)).toEqual(['WATER ST', '‘Tis so']);
  });

  it('leaves a word alone that the document reads surely elsewhere, and a sure reading near a frequent word', () => {
    const pages = [legendPage, page(2, ['Mars@70 Candy', 'Mars Bakery', 'Mars Hardware', 'Sere Cafe'])];
    const [, listings] = correctWithDocumentLexicon(pages);
    expect(listings!.text).toBe(pages[1]!.text);
  });

  it('splits an initial OCR ran onto a given name the document reads before an initial elsewhere', () => {
    const pages = [
      page(1, [
        '1953 LEE AISHAM',
        '1961 NGUYEN AISHA V',
        '1967 JONES WEIN',
        '1970 CHEN WEI L',
        '1971 WILLIAMS WALTER',
        '1974 LEE DOROTHY',
        '1975 LEE DOROTHYK',
      ]),
    ];
    const lines = correctWithDocumentLexicon(pages)[0]!.lines.map((l) => l.text);
    // Not the first word of a name (`WILLIAMS`), nor where the shorter word is never a given name before an initial (`DOROTHY`).
    expect(lines).toEqual([
      '1953 LEE AISHA M',
      '1961 NGUYEN AISHA V',
      '1967 JONES WEI N',
      '1970 CHEN WEI L',
      '1971 WILLIAMS WALTER',
      '1974 LEE DOROTHY',
      '1975 LEE DOROTHYK',
    ]);
  });

  it('puts back a letter OCR dropped, and the spaces between words it ran together, from the words the document reads surely', () => {
    const pages = [page(1, ['HALL OTTO D', 'OTTO WM', 'GARCIA THOS T', 'GARCIA MARY', 'THOS JONES', 'HALL OTO@70 D', 'GARCIATHOST@60', 'SMITHSONIAN@60 CO'])];
    const lines = correctWithDocumentLexicon(pages)[0]!.lines.map((l) => l.text);
    expect(lines.slice(5)).toEqual(['HALL OTTO D', 'GARCIA THOS T', 'SMITHSONIAN CO']);
  });

  it('touches no text-layer page, nor a document without OCR', () => {
    const textPage = page(2, ['Victory Murs@10 Tel. 555 4413'], 'text');
    const [, sameText] = correctWithDocumentLexicon([legendPage, textPage]);
    expect(sameText).toBe(textPage);
    const textOnly = [page(1, ['Mtrs - Motors; Ptg - Printing; Serv - Service;'], 'text'), textPage];
    expect(correctWithDocumentLexicon(textOnly)).toEqual(textOnly);
  });
});
