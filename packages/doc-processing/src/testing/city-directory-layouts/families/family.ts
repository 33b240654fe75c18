import type { Listing, SiteModel } from '../model';
import type { PageFlow, TextOptions } from '../page-flow';
import type { Random } from '../random';
import type { PrintStyle } from '../style';
import type { TruthRecorder } from '../truth';

export interface FamilyContext {
  flow: PageFlow;
  model: SiteModel;
  style: PrintStyle;
  random: Random;
  truth: TruthRecorder;
  /** The family's own running head for each page (a criss-cross directory's guide words), if it has one. */
  runningHead: RunningHead | null;
}

export type RunningHead = (pageNumber: number) => void;

export interface LayoutFamilyDefinition {
  /** What the family looks like, for the score table and the samples' README. */
  description: string;
  landscape?: boolean;
  /** Printing choices the family imposes (e.g. Title Case names in a criss-cross directory). */
  style?: (random: Random) => Partial<PrintStyle>;
  /** Draws the listings, starting on a fresh page. */
  draw: (context: FamilyContext) => void;
}

export const lineHeight = (style: PrintStyle) => Math.round(style.size * 1.4 * 10) / 10;
export const regular = (style: PrintStyle): TextOptions => ({ font: style.font, size: style.size });
export const bold = (style: PrintStyle, grow = 0): TextOptions => ({ font: style.bold, size: style.size + grow });

/** Listings grouped by a key, in first-seen order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups];
}

export const byYear = (listings: readonly Listing[]) => [...listings].sort((a, b) => a.year - b.year);
