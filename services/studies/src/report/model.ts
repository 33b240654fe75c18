import { ASTM_SECTIONS } from '@groundwork/ai';
import type { Direction, ReportFinding, ReportRecommendation, Viability } from '@groundwork/contracts';
import type { CoverageMatrix } from './coverage';

/**
 * A Phase I report as the exports write it (Word, PDF, Excel): the project's own facts, each
 * finding with the sources it came from. The sections follow ASTM E1527-21's recommended report
 * format (Appendix X4), numbered 1 to 17 as the reports consultants sign are.
 */

/** The sections the reviewer reads a Phase I by are the ones the report is written in. */
export const REPORT_SECTIONS = ASTM_SECTIONS;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export interface ReportModel {
  title: string;
  project: { siteAddress: string; clientName: string; projectNumber: string | null };
  reportDate: string;
  viability: Viability;
  summary: string;
  riskAssessment: { level: 'high' | 'medium' | 'low'; description: string };
  findings: ReportFinding[];
  recommendations: ReportRecommendation[];
  properties: Array<{ direction: Direction; address: string }>;
  /** One row per directory year and property: the occupants listed. */
  cityDirectory: Array<{ year: number; direction: Direction; address: string; occupants: string[] }>;
  /** One row per property: the land use per photograph year. */
  aerial: { years: number[]; rows: Array<{ direction: Direction; address: string; uses: Record<string, string> }> };
  databaseRecords: Array<{ site: string; address: string; databases: string; distanceMiles: number | null; closure: string | null }>;
  soils: {
    narrative: string;
    rows: Array<{ muname: string; compname: string; hydgrpdcd: string | null; drclassdcd: string | null; comppct_r: number | null }>;
  } | null;
  maps: Array<{ kind: 'topography' | 'fire-map'; year: number | null; source: string; filename: string }>;
  coverage: CoverageMatrix;
  appendices: string[];
}
