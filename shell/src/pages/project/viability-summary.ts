import { errorMessageFromResponseError } from '@groundwork/api-client';
import {
  type Viability,
  VIABILITY_COMPONENT_LABELS,
  VIABILITY_COMPONENTS,
  VIABILITY_WARNING_DAYS,
  type ViabilityDates,
  viabilityOf,
} from '@groundwork/contracts';
import { messageOrDefault, type ToastContent } from '@groundwork/design-system/base';

/** Today's calendar date (`YYYY-MM-DD`) by the browser's clock. */
export const todayInBrowser = (): string => new Date().toISOString().slice(0, 10);

/** A `YYYY-MM-DD` date as e.g. "May 14, 2026". */
export const formatCalendarDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export interface ViabilitySummary {
  status: Viability['status'];
  /** "Report viable until Nov 10, 2026 (160 days left)". */
  headline: string;
  /** "Counted from Regulatory database search on May 14, 2026", or null while unknown. */
  countedFrom: string | null;
  /** What to do about an expiring or expired report, or null. */
  advice: string | null;
}

export const VIABILITY_UNKNOWN_HEADLINE = "Enter the assessment dates to compute the report's viability";

const ADVICE: Record<Viability['status'], string | null> = {
  unknown: null,
  viable: null,
  expiring: `Fewer than ${VIABILITY_WARNING_DAYS} days of viability remain: update the assessment components before the report is relied on.`,
  expired: 'The report can no longer be relied on until its assessment components are updated.',
};

function headlineOf({ viableUntil, daysRemaining }: Viability): string {
  if (viableUntil === null || daysRemaining === null) return VIABILITY_UNKNOWN_HEADLINE;
  const until = formatCalendarDate(viableUntil);
  if (daysRemaining < 0) return `Report viability expired on ${until} (${dayCount(-daysRemaining)} ago)`;
  return `Report viable until ${until} (${dayCount(daysRemaining)} left)`;
}

/** The report's viability on `today` as the project page words it. */
export function viabilitySummary(dates: ViabilityDates, today: string): ViabilitySummary {
  const viability = viabilityOf(dates, today);
  const { startsFrom } = viability;
  return {
    status: viability.status,
    headline: headlineOf(viability),
    countedFrom: startsFrom && `Counted from ${VIABILITY_COMPONENT_LABELS[startsFrom.component]} on ${formatCalendarDate(startsFrom.date)}`,
    advice: ADVICE[viability.status],
  };
}

/** The date inputs' values: a `YYYY-MM-DD` date or '' when none is entered. */
export type ViabilityDateFields = Record<(typeof VIABILITY_COMPONENTS)[number], string>;

export const fieldsOfDates = (dates: ViabilityDates): ViabilityDateFields =>
  Object.fromEntries(VIABILITY_COMPONENTS.map((component) => [component, dates[component] ?? ''])) as ViabilityDateFields;

/** Every component for the PATCH: an emptied input clears its date (null). */
export const datesOfFields = (fields: Partial<ViabilityDateFields>): ViabilityDates =>
  Object.fromEntries(VIABILITY_COMPONENTS.map((component) => [component, fields[component] || null]));

export const VIABILITY_SAVE_FAILED_TITLE = 'Dates not saved';
export const VIABILITY_SAVE_FAILED_MESSAGE = 'Failed to save the viability dates. Please try again.';

/** Destructive toast for refused dates, with the server's message when it sent one. */
export function viabilitySaveFailedToast(error: unknown): ToastContent {
  return {
    title: VIABILITY_SAVE_FAILED_TITLE,
    description: messageOrDefault(errorMessageFromResponseError(error), VIABILITY_SAVE_FAILED_MESSAGE),
    variant: 'destructive',
  };
}
