import { html, json, startFakeServer, type FakeResponse, type FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
import { runSdaQuery, SdaSqlError, type SdaColumnType, type SdaResultSet } from './sda-sql';
import { sacramentoSoilSurvey, type SdaSurvey, type SdaValue } from './sda-survey';

/** Failures the fake SDA plays besides the common ones (EXTERNAL-APIS.md section 1). */
export type SdaMode =
  /** HTTP 200 with SDA's HTML daily-maintenance page instead of JSON. */
  | 'maintenance'
  /** HTTP 400 `<ServiceException>` with a SQL Server error (a deadlock victim), whatever the query. */
  | 'sql-error'
  /** The normal answers, but SQL NULL sent as `""` instead of `null` (SDA's NULL form is unconfirmed). */
  | 'nulls-as-empty';

export interface FakeSdaOptions extends StartOptions {
  /** The map units served; default the illustrative Sacramento County survey (test area and demo site). */
  survey?: SdaSurvey;
}

export interface FakeSda extends FakeServer<SdaMode> {
  /** What SDA_URL should be: `<url>/Tabular/post.rest`. */
  baseUrl: string;
  survey: SdaSurvey;
}

export const SDA_MAINTENANCE_TEXT = 'Site is under daily maintenance from 12:30 AM CST to 12:45 AM CST. Please try after 12:45 AM CST.';
export const SDA_SQL_ERROR_MESSAGE =
  'Transaction (Process ID 71) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.';

const POST_PATHS = new Set(['/tabular/post.rest', '/tabular/sdmtabularservice/post.rest']);
const FORMATS = new Set(['json', 'json+columnname', 'json+columnname+metadata']);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** SDA's answer to a SQL error: 400 with the message in an XML ServiceException (not JSON). */
export const serviceException = (message: string): FakeResponse => ({
  status: 400,
  headers: { 'content-type': 'text/xml; charset=utf-8' },
  body: `<?xml version="1.0" encoding="utf-8"?>\n<ServiceException>${escapeXml(message)}</ServiceException>`,
});

const maintenancePage = () => html(200, 'Soil Data Access', SDA_MAINTENANCE_TEXT);

/** `query` and `format` from a JSON body (either key case) or a form body. */
function queryOf(request: RecordedRequest): { query: string; format: string } {
  const text = request.body.trim();
  let fields: Record<string, unknown>;
  if ((request.headers['content-type'] ?? '').includes('json') || text.startsWith('{')) {
    try {
      fields = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new SdaSqlError('The request body is not valid JSON.');
    }
  } else {
    fields = Object.fromEntries(new URLSearchParams(text));
  }
  const field = (name: string) => Object.entries(fields ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  return { query: String(field('query') ?? ''), format: String(field('format') ?? 'xml').toLowerCase() };
}

const SQL_TYPES: Record<SdaColumnType, { size: number; precision: number; provider: string; sqlType: string }> = {
  int: { size: 4, precision: 10, provider: 'Int', sqlType: 'SqlInt32' },
  smallint: { size: 2, precision: 5, provider: 'SmallInt', sqlType: 'SqlInt16' },
  real: { size: 4, precision: 7, provider: 'Real', sqlType: 'SqlSingle' },
  float: { size: 8, precision: 15, provider: 'Float', sqlType: 'SqlDouble' },
  varchar: { size: 240, precision: 255, provider: 'VarChar', sqlType: 'SqlString' },
};

/** The `+METADATA` row: one `ColumnOrdinal=...,DataTypeName=<type>` string per column (DataTypeName the 8th item). */
const metadataRow = (types: SdaColumnType[]) =>
  types.map((type, ordinal) => {
    const sql = SQL_TYPES[type];
    return `ColumnOrdinal=${ordinal},ColumnSize=${sql.size},NumericPrecision=${sql.precision},NumericScale=255,ProviderType=${sql.provider},IsLong=False,ProviderSpecificDataType=System.Data.SqlTypes.${sql.sqlType},DataTypeName=${type}`;
  });

/** `{"Table": ...}`, `"Table1"` for a second statement, ...; `{}` when no statement returned a row. */
function tablesBody(sets: SdaResultSet[], format: string, nullValue: SdaValue): Record<string, SdaValue[][]> {
  const body: Record<string, SdaValue[][]> = {};
  sets.forEach((set, index) => {
    if (set.rows.length === 0) return;
    const rows = set.rows.map((row) => row.map((value) => value ?? nullValue));
    const header = format === 'json' ? [] : [set.columns, ...(format.endsWith('+metadata') ? [metadataRow(set.types)] : [])];
    body[index === 0 ? 'Table' : `Table${index}`] = [...header, ...rows];
  });
  return body;
}

function answer(request: RecordedRequest, mode: string, survey: SdaSurvey): FakeResponse {
  if (!POST_PATHS.has(request.path.toLowerCase()))
    return html(404, '404 - File or directory not found.', 'The resource you are looking for might have been removed.');
  if (request.method !== 'POST')
    return html(405, '405 - HTTP verb used to access this page is not allowed.', 'The page you are looking for cannot be displayed.');
  if (mode === 'maintenance') return maintenancePage();
  try {
    const { query, format } = queryOf(request);
    if (!FORMATS.has(format)) throw new SdaSqlError(`The fake SDA answers only the JSON formats, not '${format}'.`);
    if (mode === 'sql-error') throw new SdaSqlError(SDA_SQL_ERROR_MESSAGE);
    return json(200, tablesBody(runSdaQuery(query, survey), format, mode === 'nulls-as-empty' ? '' : null));
  } catch (err) {
    if (err instanceof SdaSqlError) return serviceException(err.message);
    throw err;
  }
}

/**
 * A fake USDA NRCS Soil Data Access tabular service (`POST /Tabular/post.rest`) answering from a
 * small survey: JSON or form bodies, the JSON formats with every value a string, `{}` for no rows,
 * 400 XML ServiceException for SQL errors; modes for maintenance, SQL errors and NULLs as "".
 */
export async function startFakeSda({ survey = sacramentoSoilSurvey(), port }: FakeSdaOptions = {}): Promise<FakeSda> {
  const server = await startFakeServer<SdaMode>((request, state) => answer(request, state.mode, survey), { port });
  return { ...server, baseUrl: `${server.url}/Tabular/post.rest`, survey };
}
