import { COMMON_DATABASES } from './vocabulary';

const key = (name: string) =>
  name
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/**
 * The databases a report names: its summary table's rows first (the report's own spelling), then
 * the usual US names. Finds them in a cell's text, longest name first, so `SEMS-ARCHIVE` is not
 * read as `SEMS` and `EDR Hist Auto` printed over three lines is one database.
 */
export class DatabaseNames {
  private readonly names: { key: string; name: string; pattern: RegExp }[];

  constructor(reportNames: readonly string[]) {
    const byKey = new Map<string, string>();
    for (const name of [...reportNames, ...COMMON_DATABASES]) if (!byKey.has(key(name))) byKey.set(key(name), name);
    this.names = [...byKey.entries()]
      .sort((a, b) => b[0].length - a[0].length)
      .map(([nameKey, name]) => ({
        key: nameKey,
        name,
        pattern: new RegExp(
          `^${nameKey
            .split(' ')
            .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
            .join('[\\s_-]+')}(?![A-Za-z0-9])`,
          'i',
        ),
      }));
  }

  /**
   * The one known name a misread piece is a letter away from (`vce` for `VCP`, two letters for
   * names of eight letters or more); null when none is, or several are.
   */
  nearest(piece: string): string | null {
    const text = key(piece);
    if (text.length < 3) return null;
    const limit = text.length >= 8 ? 2 : 1;
    const close = this.names.filter((entry) => Math.abs(entry.key.length - text.length) <= limit && editDistance(entry.key, text) <= limit);
    return close.length === 1 ? close[0]!.name : null;
  }

  /** The report's spelling of a database name, or null when it is not one. */
  canonical(text: string): string | null {
    const found = this.atStart(text.trim());
    return found && found.length === text.trim().length ? found.name : null;
  }

  /** The database named at the start of `text`, and how many characters it takes. */
  atStart(text: string): { name: string; length: number } | null {
    for (const entry of this.names) {
      const match = entry.pattern.exec(text);
      if (match) return { name: entry.name, length: match[0].length };
    }
    return null;
  }

  /**
   * The databases listed in a cell (`RCRA NONGEN, FINDS`, one per line, or wrapped `RCRA` /
   * `NONGEN,` / `FINDS`): known names in order; unknown pieces kept as printed when they look like
   * a database acronym.
   */
  list(lines: readonly string[]): string[] {
    const text = lines.join(' ').replace(/\s+/g, ' ').trim();
    const found: string[] = [];
    let rest = text;
    while (rest.length > 0) {
      rest = rest.replace(/^[\s,;/&]+|^and\s+/i, '');
      if (!rest) break;
      const known = this.atStart(rest);
      if (known) {
        found.push(known.name);
        rest = rest.slice(known.length);
        continue;
      }
      const piece = /^[^,;]+/.exec(rest)![0];
      const acronym = piece.trim();
      const near = this.nearest(acronym);
      if (near) found.push(near);
      else if (/^[A-Z0-9][A-Z0-9 /&-]{1,30}$/.test(acronym) && /[A-Z]{2}/.test(acronym)) found.push(acronym);
      rest = rest.slice(piece.length);
    }
    return [...new Set(found)];
  }
}

/** Levenshtein distance, for short names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
