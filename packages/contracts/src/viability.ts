import { z } from 'zod';

/**
 * How long a Phase I report can be relied on (ASTM E1527-21 section 4.6, DESIGN.md): 180 days
 * from the earliest of the dates its components were done. The project shows it, the report
 * prints it, and both warn when fewer than `VIABILITY_WARNING_DAYS` remain.
 */

export const VIABILITY_DAYS = 180;
export const VIABILITY_WARNING_DAYS = 30;

/** The components whose dates start the clock, as the consultant enters them. */
export const VIABILITY_COMPONENTS = ['databaseSearch', 'interviews', 'siteVisit', 'epDeclaration'] as const;
export type ViabilityComponent = (typeof VIABILITY_COMPONENTS)[number];

export const VIABILITY_COMPONENT_LABELS: Record<ViabilityComponent, string> = {
  databaseSearch: 'Regulatory database search',
  interviews: 'Interviews',
  siteVisit: 'Site visit',
  epDeclaration: 'Environmental professional declaration',
};

/** A calendar date as the consultant enters it (`YYYY-MM-DD`). */
export const calendarDateSchema = z
  .string()
  // Aborts on a malformed date, so it gets one issue, not this one and "Not a calendar date" too.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are YYYY-MM-DD', abort: true })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'Not a calendar date');

export const viabilityDatesSchema = z.strictObject(
  Object.fromEntries(VIABILITY_COMPONENTS.map((component) => [component, calendarDateSchema.nullable().optional()])) as Record<
    ViabilityComponent,
    z.ZodOptional<z.ZodNullable<typeof calendarDateSchema>>
  >,
);
export type ViabilityDates = z.infer<typeof viabilityDatesSchema>;

export interface Viability {
  /** The earliest entered date and the component it belongs to, or null when none is entered. */
  startsFrom: { component: ViabilityComponent; date: string } | null;
  /** The last day the report is viable (`YYYY-MM-DD`), or null. */
  viableUntil: string | null;
  /** Whole days from `today` to `viableUntil` (negative once expired), or null. */
  daysRemaining: number | null;
  status: 'unknown' | 'viable' | 'expiring' | 'expired';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The report's viability on `today` (`YYYY-MM-DD`): 180 days from the earliest entered component
 * date; 'expiring' when fewer than 30 days remain, 'expired' after the last viable day.
 */
export function viabilityOf(dates: ViabilityDates, today: string): Viability {
  const entered = VIABILITY_COMPONENTS.flatMap((component) => {
    const date = dates[component];
    return date ? [{ component, date }] : [];
  }).sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  const startsFrom = entered[0] ?? null;
  if (!startsFrom) return { startsFrom: null, viableUntil: null, daysRemaining: null, status: 'unknown' };
  const lastDay = dayNumber(startsFrom.date) + VIABILITY_DAYS;
  const daysRemaining = lastDay - dayNumber(today);
  const status = daysRemaining < 0 ? 'expired' : daysRemaining < VIABILITY_WARNING_DAYS ? 'expiring' : 'viable';
  return { startsFrom, viableUntil: dateOfDay(lastDay), daysRemaining, status };
}
