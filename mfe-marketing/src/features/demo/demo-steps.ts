import script from '@demo-content/demo-script.json';
import { API_ROUTES } from '@groundwork/contracts/boot';
import type { DemoStepId } from './demo-script';
import { fillFigures } from './figure-labels';

/**
 * The demo's canned content (spec 02 sections 2 and 9), read from the script marketing edits
 * (content/demo-script.json; the build validates it). Every figure is simulated sample data.
 */

export type { DemoStepId };

export const DEMO_FIGURES = script.figures;

/** Where the demo's buttons lead: the server's login redirect. */
export const DEMO_LOGIN_PATH = API_ROUTES.login.path;

export interface DemoReveal {
  /** Progress (percent) at which the piece appears. */
  at: number;
  label: string;
}

export interface DemoStep {
  id: DemoStepId;
  title: string;
  summary: string;
  reveals: readonly DemoReveal[];
}

/** The steps with each label's `{figureName}` placeholders filled in. */
export const DEMO_STEPS: readonly DemoStep[] = script.steps.map((step) => ({
  ...step,
  reveals: step.reveals.map((reveal) => ({ at: reveal.at, label: fillFigures(reveal.label, DEMO_FIGURES) })),
}));

/** Playback timing: the tick, the progress each tick adds and the pause after a finished step. */
export const DEMO_PLAYBACK = script.playback;

/** Sample directory listings shown once the entries are revealed. */
export const SAMPLE_DIRECTORY_ENTRIES = script.directoryEntries;

/** Aerial photo years, oldest first: as many as the aerial photos figure. */
export const AERIAL_YEARS = script.aerialYears;

/** Records per database; the counts add up to the database records figure. */
export const DATABASE_HITS = script.databaseHits;

/** The records nearest the site, nearest first. */
export const NEAREST_RECORDS = [...script.nearestRecords].sort((a, b) => a.miles - b.miles);

/** The generated report's outline: as many sections as the report sections figure. */
export const REPORT_SECTIONS = script.reportSections;
