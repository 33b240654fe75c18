/**
 * USDA NRCS Soil Data Access (SDA), the tabular REST service (`POST .../Tabular/post.rest`, T-SQL in
 * `{"query","format"}`), as `/work/shared/EXTERNAL-APIS.md` section 1 describes it: every value
 * a string, the header row first with `JSON+COLUMNNAME`, `{}` for no rows, SQL errors as HTTP 400
 * XML `<ServiceException>`, an HTML page during the daily maintenance.
 */

export const DEFAULT_SDA_URL = 'https://sdmdataaccess.sc.egov.usda.gov/Tabular/post.rest';

/** What the SDA call failed on; `retryable` failures (5xx, network) are tried once more. */
export type SdaFailure = 'sql' | 'maintenance' | 'timeout' | 'http' | 'malformed' | 'network';

/** A failed SDA call; `message` is what the consultant reads under 'Failed to Fetch Soils Data'. */
export class SdaError extends Error {
  override name = 'SdaError';
  constructor(
    message: string,
    readonly failure: SdaFailure,
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** One SDA result row keyed by column name; SQL NULL, `""` and `"null"` all read as null. */
export type SdaRecord = Record<string, string | null>;

const formatDuration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** The reason a study that ran out of time ends with. */
export const sdaTimeoutReason = (timeoutMs: number) =>
  `USDA Soil Data Access did not answer within ${formatDuration(timeoutMs)}. It is often slow; try again in a few minutes.`;

const XML_ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeXml = (text: string) => text.replace(/&(quot|apos|#39|lt|gt|amp);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/** SDA's message inside `<ServiceException>`, or null when the body holds none. */
export function serviceExceptionMessage(body: string): string | null {
  const match = /<ServiceException>([\s\S]*?)<\/ServiceException>/i.exec(body);
  return match ? unescapeXml(match[1]!.trim()) : null;
}

/** The sentence of SDA's HTML maintenance page, or null when the body is not that page. */
export function maintenanceMessage(body: string): string | null {
  if (!/<html|<!doctype/i.test(body) || !/maintenance/i.test(body)) return null;
  const sentence = /([^<>]*maintenance[^<>]*)/i.exec(body)?.[1]?.replace(/\s+/g, ' ').trim();
  return sentence || 'Soil Data Access is down for maintenance.';
}

const isNull = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && value.trim().toLowerCase() === 'null');

/** Rows of the first result set of a `JSON+COLUMNNAME` body (`{}`: none). */
export function recordsOfTable(body: unknown): SdaRecord[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new SdaError('USDA Soil Data Access sent an answer that is not a result object.', 'malformed');
  const table = (body as { Table?: unknown }).Table;
  if (table === undefined) return [];
  if (!Array.isArray(table) || !table.every(Array.isArray))
    throw new SdaError('USDA Soil Data Access sent a result table that is not a list of rows.', 'malformed');
  const [header, ...rows] = table as unknown[][];
  const columns = (header ?? []).map((name) => String(name).toLowerCase());
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, isNull(row[index]) ? null : String(row[index])])));
}

/** SDA's answer (status, body) as records, or the SdaError it stands for. */
export function parseSdaAnswer(status: number, body: string): SdaRecord[] {
  const sqlError = serviceExceptionMessage(body);
  if (sqlError !== null) throw new SdaError(`USDA Soil Data Access could not run the soils query: ${sqlError}`, 'sql');
  const maintenance = maintenanceMessage(body);
  if (maintenance !== null) throw new SdaError(`USDA Soil Data Access is down for maintenance: ${maintenance}`, 'maintenance');
  if (status >= 500) throw new SdaError(`USDA Soil Data Access is unavailable (HTTP ${status}); try again in a few minutes.`, 'http', true);
  if (status !== 200) throw new SdaError(`USDA Soil Data Access answered HTTP ${status}.`, 'http');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new SdaError('USDA Soil Data Access sent an answer that is not valid JSON.', 'malformed');
  }
  return recordsOfTable(parsed);
}

export interface SdaClientOptions {
  /** The tabular endpoint (`SDA_URL`). */
  url: string;
  /** The whole study's limit, every query and retry included. */
  timeoutMs: number;
  /** Aborts the calls from outside (the job's lease lost); its reason is rethrown as is. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export interface SdaClient {
  /** Runs one query; throws SdaError (or the outside signal's reason). */
  query(sql: string): Promise<SdaRecord[]>;
}

const describeNetworkError = (err: unknown) => {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
};

/** An SDA client for one study: one deadline of `timeoutMs` for all its queries, one retry of a 5xx or network failure. */
export function createSdaClient({ url, timeoutMs, signal, fetch: fetchImpl = fetch }: SdaClientOptions): SdaClient {
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const aborted = () => (deadline.aborted ? new SdaError(sdaTimeoutReason(timeoutMs), 'timeout') : combined.reason);

  async function post(sql: string): Promise<SdaRecord[]> {
    let status: number;
    let body: string;
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: sql, format: 'JSON+COLUMNNAME' }),
        signal: combined,
      });
      status = res.status;
      body = await res.text();
    } catch (err) {
      if (combined.aborted) throw aborted();
      throw new SdaError(`USDA Soil Data Access could not be reached (${describeNetworkError(err)}).`, 'network', true);
    }
    return parseSdaAnswer(status, body);
  }

  return {
    async query(sql) {
      try {
        return await post(sql);
      } catch (err) {
        if (!(err instanceof SdaError && err.retryable)) throw err;
        return post(sql);
      }
    },
  };
}
