const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function parseDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Spec 01 section 2: a card's created date as short month, day, year in US English, e.g. "Jan 5, 2026". */
export function formatCreatedDate(createdAt: string | null | undefined): string {
  const date = parseDate(createdAt);
  return date ? shortDate.format(date) : 'Unknown';
}

const fullTimestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A full date and time, e.g. "Jan 5, 2026, 3:04 PM", for tooltips; "Unknown" when it is not a date. */
export function formatTimestamp(at: string): string {
  const date = parseDate(at);
  return date ? fullTimestamp.format(date) : 'Unknown';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_DAYS = 7;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * When an activity happened: relative within a week ("just now", "5 minutes ago", "3 hours ago",
 * "2 days ago"), the short date beyond it; "Unknown" when it is not a date.
 */
export function formatActivityTime(at: string, now: Date = new Date()): string {
  const date = parseDate(at);
  if (!date) return 'Unknown';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < RELATIVE_DAYS * DAY_MS) return plural(Math.floor(elapsed / DAY_MS), 'day');
  return shortDate.format(date);
}
