import { z } from 'zod';
import { polygonGeoJsonSchema } from './properties';

/**
 * The soils study (spec 02 sections 2, 3, 5, 7, 8): the subject property's soil map units and
 * components from USDA NRCS Soil Data Access, the share of the subject each map unit covers and a
 * narrative built from those rows. The server queries SDA in a job and keeps the answer with its
 * query time; it is fetched again only when the consultant asks.
 */

/** Spec 02 section 5: the subject property has no usable polygon. */
export const INVALID_POLYGON_MESSAGE = 'Invalid polygon data for subject property';
/** Spec 02 section 8: the tab's error title. */
export const SOILS_FETCH_FAILED_TITLE = 'Failed to Fetch Soils Data';
/** The longest a soils query may take, SDA's answer included (SDA is often slow). */
export const SOILS_TIME_LIMIT_MS = 60_000;

/** Spec 02 section 2: the hydrologic soil group legend, word for word. */
export const HYDROLOGIC_GROUP_LEGEND = [
  { group: 'A', meaning: 'low runoff potential' },
  { group: 'B', meaning: 'moderate infiltration' },
  { group: 'C', meaning: 'slow infiltration' },
  { group: 'D', meaning: 'high runoff potential' },
] as const;

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

/** Spec 02 section 3: one component of one map unit, as the table shows it (SDA's column names). */
export const soilRowSchema = z.object({
  mukey: z.string(),
  musym: z.string(),
  muname: z.string(),
  compname: z.string(),
  /** Hydrologic group, dominant condition (`muaggatt.hydgrpdcd`): A, B, C, D or dual (A/D, B/D, C/D). */
  hydgrpdcd: nullableText,
  /** Drainage class, dominant condition (`muaggatt.drclassdcd`). */
  drclassdcd: nullableText,
  slope_l: nullableNumber,
  slope_r: nullableNumber,
  slope_h: nullableNumber,
  /** The component's share of its map unit, percent (representative value). */
  comppct_r: nullableNumber,
});
export type SoilRow = z.infer<typeof soilRowSchema>;

/** One map unit under the subject, with what the narrative draws on. */
export const soilMapUnitSchema = z.object({
  mukey: z.string(),
  musym: z.string(),
  muname: z.string(),
  hydgrpdcd: nullableText,
  drclassdcd: nullableText,
  /** Acres of the map unit inside the subject polygon (SDA's clipped geodesic area), or null when SDA did not give it. */
  acres: nullableNumber,
  /** Percent of the subject the map unit covers, or null when areas are unknown. */
  sharePct: nullableNumber,
  /** Depth to the water table, annual minimum, cm (`muaggatt.wtdepannmin`), or null. */
  waterTableDepthCm: nullableNumber,
  /** Depth to bedrock, minimum, cm (`muaggatt.brockdepmin`), or null. */
  bedrockDepthCm: nullableNumber,
  /** Flooding frequency, dominant condition (`muaggatt.flodfreqdcd`), or null. */
  floodFrequency: nullableText,
  /** Hydric soils: percent of the map unit's components rated hydric (`muaggatt.hydclprs`), or null. */
  hydricPct: nullableNumber,
});
export type SoilMapUnit = z.infer<typeof soilMapUnitSchema>;

/** `POST /api/projects/{id}/soils` body (spec 02 section 7). */
export const soilsFetchInputSchema = z.strictObject({
  polygonGeoJson: polygonGeoJsonSchema,
  jobId: z.string().max(200).optional(),
});
export type SoilsFetchInput = z.infer<typeof soilsFetchInputSchema>;

/** A finished soils query: the spec's `rows` and `narrative`, and what they came from. */
export const soilsResultSchema = z.object({
  status: z.literal('COMPLETED'),
  /** The run's id (the job that queried SDA). */
  jobId: z.string(),
  rows: z.array(soilRowSchema),
  narrative: z.string(),
  mapUnits: z.array(soilMapUnitSchema),
  /** Area of the subject polygon, acres (geodesic). */
  subjectAcres: z.number(),
  /** The polygon that was queried. */
  polygonGeoJson: z.string(),
  /** When SDA answered (ISO). */
  queriedAt: z.string(),
  /** The SDA endpoint that answered. */
  source: z.string(),
  warnings: z.array(z.string()),
});
export type SoilsResult = z.infer<typeof soilsResultSchema>;

/** A soils query still running (`POST` answers 202 with it when SDA is slow; poll `GET`). */
export const soilsRunningSchema = z.object({
  status: z.literal('RUNNING'),
  jobId: z.string(),
  startedAt: z.string(),
  polygonGeoJson: z.string(),
});

/** A soils query that failed, with the reason shown under 'Failed to Fetch Soils Data'. */
export const soilsFailedSchema = z.object({
  status: z.literal('FAILED'),
  jobId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  error: z.string(),
  polygonGeoJson: z.string(),
});

/** Nothing fetched for the project yet. */
export const soilsNoneSchema = z.object({ status: z.literal('NONE') });

/** `GET /api/projects/{id}/soils`: the project's latest soils query, whatever its state. */
export const soilsStateSchema = z.discriminatedUnion('status', [soilsNoneSchema, soilsRunningSchema, soilsFailedSchema, soilsResultSchema]);
export type SoilsState = z.infer<typeof soilsStateSchema>;
export type SoilsRunning = z.infer<typeof soilsRunningSchema>;
export type SoilsFailed = z.infer<typeof soilsFailedSchema>;
