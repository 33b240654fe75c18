import { COMMON_DATABASES } from './vocabulary';

const key = (name: string) => name.toUpperCase().replace(/[\s_-]+/g, ' ').trim();

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
        pattern: new RegExp(`^${nameKey.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('[\\s_-]+')}(?![A-Za-z0-9])`, 'i'),
      }));
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
      if (/^[A-Z0-9][A-Z0-9 /&-]{1,30}$/.test(acronym) && /[A-Z]{2}/.test(acronym)) found.push(acronym);
      rest = rest.slice(piece.length);
    }
    return [...new Set(found)];
  }
}
