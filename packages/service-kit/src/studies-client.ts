import { internalCaller } from './internal-call';
import { NARRATIVE_ITEMS_MAX, NARRATIVE_TEXT_MAX, narrativeItemSchema } from '@groundwork/contracts';
import { z } from 'zod';
import { type AppError, badRequest, conflict, notFound, unavailable } from './errors';

/** STUDIES_URL: how a service (review) reaches the studies service's /internal routes (with INTERNAL_SERVICE_TOKEN). */
export const studiesClientEnv = {
  /** Where the studies service answers its /internal routes. */
  STUDIES_URL: z
    .url({ protocol: /^https?$/, message: 'expected an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('http://127.0.0.1:4003'),
};

/** A record's place in a project's regulatory narrative items (the page's `{itemIndex}`), as the path carries it. */
export const recordItemIndexSchema = z
  .string()
  .regex(/^\d{1,4}$/, 'itemIndex must be a record number (0, 1, 2...)')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(0)
      .max(NARRATIVE_ITEMS_MAX - 1),
  );

/** `GET /internal/studies/projects/{projectId}/database/items/{itemIndex}?organizationId=...`. */
export const databaseRecordQuerySchema = z.strictObject({ organizationId: z.string().min(1).max(100) });

/**
 * One record of a project's regulatory database results: the item of the run behind the project's
 * narrative (`jobId`), how many items there are, and the version a save must name to overwrite it.
 */
export const databaseRecordItemSchema = z.object({
  jobId: z.string(),
  itemIndex: z.number().int().min(0),
  itemCount: z.number().int().min(0),
  version: z.string(),
  item: narrativeItemSchema,
});
export type DatabaseRecordItem = z.infer<typeof databaseRecordItemSchema>;

/**
 * `PUT /internal/studies/projects/{projectId}/database/items/{itemIndex}/narrative`: the record's
 * narrative replaced; `expectedVersion`, when given, must still be the results' version (409 otherwise).
 */
export const recordNarrativeUpdateInputSchema = z.strictObject({
  organizationId: z.string().min(1).max(100),
  narrative: z.string().max(NARRATIVE_TEXT_MAX),
  expectedVersion: z.string().min(1).max(200).optional(),
  /** The user saving (kept with the previous text). */
  updatedBy: z.string().min(1).max(200),
  source: z.strictObject({ kind: z.literal('regulatory-analysis'), sessionId: z.string().min(1).max(100) }),
});
export type RecordNarrativeUpdateInput = z.infer<typeof recordNarrativeUpdateInputSchema>;

export const recordNarrativeUpdateResultSchema = z.object({
  jobId: z.string(),
  itemIndex: z.number().int().min(0),
  /** The results' version after the save. */
  version: z.string(),
  previousNarrative: z.string(),
  savedAt: z.string(),
});
export type RecordNarrativeUpdateResult = z.infer<typeof recordNarrativeUpdateResultSchema>;

export interface StudiesClient {
  /** Record `itemIndex` of the project's regulatory database results when the project is `organizationId`'s; null when there is none. */
  databaseRecord(projectId: string, organizationId: string, itemIndex: number): Promise<DatabaseRecordItem | null>;
  /** Replaces the record's narrative; 404 and 409 (version conflict, archived project) are AppErrors with the studies service's code. */
  updateRecordNarrative(input: RecordNarrativeUpdateInput & { projectId: string; itemIndex: number }): Promise<RecordNarrativeUpdateResult>;
}

export interface StudiesClientOptions {
  /** The calling service, named when the token is missing. */
  service: string;
  baseUrl: string;
  token: string | undefined;
  /** Default 15 s: longer than a save may wait for another save of the same results (5 s) and take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const UNAVAILABLE = 'The studies service is unavailable; nothing was saved. Try again in a moment.';

const errorBodySchema = z.object({ code: z.string().max(100), message: z.string().max(2000), details: z.unknown().optional() });

/** The studies service's 400, 404 or 409 as the same AppError (its code and message); anything else it answers as 503. */
async function errorOf(res: Response): Promise<AppError> {
  const text = await res.text();
  const body = errorBodySchema.safeParse(parseJson(text));
  if (!body.success) return unavailable(UNAVAILABLE, { status: res.status, body: text.slice(0, 300) });
  const { code, message, details } = body.data;
  if (res.status === 404) return notFound(message, code);
  if (res.status === 409) return conflict(message, details, code);
  if (res.status === 400) return badRequest(message, details, code);
  return unavailable(UNAVAILABLE, { status: res.status, body: text.slice(0, 300) });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The studies service's /internal routes over HTTP (review); any failure to reach it, a 401 or a 5xx is a 503 AppError. */
export function createStudiesClient({ service, baseUrl, token, timeoutMs = 15_000, fetch: fetchImpl = fetch }: StudiesClientOptions): StudiesClient {
  const call = internalCaller({ service, base: `${baseUrl}/internal/studies`, token, timeoutMs, fetch: fetchImpl, unavailableMessage: UNAVAILABLE });

  /** The answer's body as `schema` reads it; a body that cannot be read is the service misbehaving (503). */
  async function readOk<T>(res: Response, schema: z.ZodType<T>): Promise<T> {
    if (!res.ok) throw await errorOf(res);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw unavailable(UNAVAILABLE, { status: res.status, reason: 'unexpected answer' });
    return parsed.data;
  }

  const recordPath = (projectId: string, itemIndex: number) => `/projects/${encodeURIComponent(projectId)}/database/items/${itemIndex}`;

  return {
    async databaseRecord(projectId, organizationId, itemIndex) {
      const res = await call('GET', `${recordPath(projectId, itemIndex)}?organizationId=${encodeURIComponent(organizationId)}`);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      return readOk(res, databaseRecordItemSchema);
    },
    async updateRecordNarrative({ projectId, itemIndex, ...body }) {
      return readOk(await call('PUT', `${recordPath(projectId, itemIndex)}/narrative`, body), recordNarrativeUpdateResultSchema);
    },
  };
}
