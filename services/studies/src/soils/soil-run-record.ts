import type { ProjectActor, SoilMapUnit, SoilRow } from '@groundwork/contracts';

/** What a COMPLETED soils run keeps of SDA's answer. */
export interface SoilRunResult {
  rows: SoilRow[];
  mapUnits: SoilMapUnit[];
  narrative: string;
  subjectAcres: number;
  /** The SDA endpoint that answered. */
  source: string;
  warnings: string[];
}

/**
 * `soil_runs`: a project's soils queries, newest by `startedAt`. A run is its `soils` job: `_id` is
 * the job's id (the API's `jobId`). The polygon is kept as the string the request sent.
 */
export interface SoilRunRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  polygonGeoJson: string;
  status: 'RUNNING' | 'FAILED' | 'COMPLETED';
  startedBy: ProjectActor | null;
  startedAt: Date;
  finishedAt: Date | null;
  result: SoilRunResult | null;
  /** Why it FAILED (what the tab shows under 'Failed to Fetch Soils Data'). */
  error: string | null;
  /** When SDA answered (COMPLETED runs). */
  queriedAt: Date | null;
}
