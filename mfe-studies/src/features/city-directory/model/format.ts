/** How the tab words a result's figures and times. */

const EDITED_AT_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Last edited Mar 3, 2026, 2:05 PM' (local time), or null when never edited or unreadable. */
export function lastEditedLabel(editedAt: string | null | undefined): string | null {
  if (!editedAt) return null;
  const time = new Date(editedAt);
  return Number.isNaN(time.getTime()) ? null : `Last edited ${EDITED_AT_FORMAT.format(time)}`;
}

/** Spec 02 section 9: confidence as a whole percentage. */
export const confidencePercent = (confidence: number): string => `${Math.round(confidence * 100)}%`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Under 'Processing Complete': '6 listings across 3 years, 1 unassigned.' */
export function resultSummary(counts: { entries: number; years: number; unassigned: number }): string {
  const base = `${plural(counts.entries, 'listing', 'listings')} across ${plural(counts.years, 'year', 'years')}`;
  return counts.unassigned > 0 ? `${base}, ${counts.unassigned} unassigned.` : `${base}.`;
}
