import { area as geodesicAreaSquareMetres } from '@turf/area';
import polygonClipping, { type MultiPolygon } from 'polygon-clipping';
import { geometryIntersects, polygonsOf, type Geometry, type PolygonRings, type Position } from './geometry';
import type { SdaMapUnit, SdaRecord, SdaSurvey, SdaValue } from './sda-survey';

/**
 * The little T-SQL the fake SDA evaluates against its survey: the two query shapes a soils client
 * sends (map units, components and muaggatt of the mukeys under a WKT polygon; the acres of each map
 * unit clipped to it), plain column SELECTs over `mapunit`, `component`, `muaggatt`, `mupolygon`
 * joined on mukey, and `SDA_Get_Mukey_from_intersection_with_WktWgs84`. Anything else is refused
 * the way SQL Server refuses it (an `SdaSqlError` carries the message SDA wraps in ServiceException).
 */
export class SdaSqlError extends Error {}

export type SdaColumnType = 'int' | 'smallint' | 'real' | 'float' | 'varchar';

/** The columns the fake knows, with their SQL Server types (a subset of SDA's tables). */
export const SDA_TABLE_COLUMNS: Record<string, Record<string, SdaColumnType>> = {
  mapunit: { mukey: 'int', musym: 'varchar', muname: 'varchar', mukind: 'varchar', muacres: 'int', farmlndcl: 'varchar', lkey: 'int', natmusym: 'varchar' },
  component: {
    cokey: 'int',
    mukey: 'int',
    compname: 'varchar',
    comppct_l: 'smallint',
    comppct_r: 'smallint',
    comppct_h: 'smallint',
    compkind: 'varchar',
    majcompflag: 'varchar',
    slope_l: 'real',
    slope_r: 'real',
    slope_h: 'real',
    drainagecl: 'varchar',
    hydgrp: 'varchar',
    taxclname: 'varchar',
    localphase: 'varchar',
  },
  muaggatt: {
    mukey: 'int',
    musym: 'varchar',
    muname: 'varchar',
    slopegraddcp: 'smallint',
    wtdepannmin: 'smallint',
    brockdepmin: 'smallint',
    flodfreqdcd: 'varchar',
    pondfreqprs: 'smallint',
    drclassdcd: 'varchar',
    hydgrpdcd: 'varchar',
    hydclprs: 'smallint',
  },
  mupolygon: { mupolygonkey: 'int', mukey: 'int', musym: 'varchar', areasymbol: 'varchar' },
};

/** One result set: column names, their types (for the metadata row) and the rows, every value a string or null. */
export interface SdaResultSet {
  columns: string[];
  types: SdaColumnType[];
  rows: SdaValue[][];
}

const MUKEY_FUNCTION = 'SDA_Get_Mukey_from_intersection_with_WktWgs84';

/** The text of the first string literal passed to `name(...)` (T-SQL '' unescaped), or null. */
function literalArgument(sql: string, name: string): string | null {
  const match = new RegExp(`${name}\\s*\\(\\s*'((?:[^']|'')*)'`, 'i').exec(sql);
  return match ? match[1]!.replace(/''/g, "'") : null;
}

const wktError = (detail: string) =>
  new SdaSqlError(`A .NET Framework error occurred during execution of user-defined routine or aggregate "geometry": System.FormatException: ${detail}`);

function parsePositions(text: string): Position[] {
  return text.split(',').map((pair) => {
    const numbers = pair.trim().split(/\s+/).map(Number);
    if (numbers.length < 2 || numbers.some((value) => !Number.isFinite(value))) throw wktError(`24141: A number is expected in the input: ${pair.trim()}.`);
    return [numbers[0]!, numbers[1]!];
  });
}

const ringsOf = (body: string): PolygonRings => [...body.matchAll(/\(([^()]*)\)/g)].map((ring) => parsePositions(ring[1]!));

/** POINT, POLYGON or MULTIPOLYGON well-known text (lon lat) as a geometry. */
export function parseWkt(wkt: string): Geometry {
  const match = /^\s*([A-Za-z]+)\s*(\(.*\))\s*$/s.exec(wkt);
  const label = (match?.[1] ?? wkt.trim().split(/[\s(]/)[0] ?? '').toUpperCase();
  const body = match?.[2] ?? '';
  if (label === 'POINT') return { type: 'Point', coordinates: parsePositions(body.slice(1, -1))[0]! };
  if (label === 'POLYGON') return { type: 'Polygon', coordinates: ringsOf(body) };
  if (label === 'MULTIPOLYGON') {
    return {
      type: 'MultiPolygon',
      coordinates: body
        .slice(1, -1)
        .split(/\)\s*\)\s*,\s*\(\s*\(/)
        .map((part) => ringsOf(`((${part.replace(/^[\s(]+|[\s)]+$/g, '')}))`)),
    };
  }
  throw wktError(`24114: The label ${label || wkt.slice(0, 20)} in the input well-known text (WKT) is not valid.`);
}

const intersects = (geometry: Geometry, unit: SdaMapUnit) => unit.polygons.some((polygon) => geometryIntersects(geometry, polygon));

/** One table's rows as the survey holds them. */
function tableRows(table: string, survey: SdaSurvey): SdaRecord[] {
  if (table === 'mapunit') return survey.mapUnits.map((unit) => unit.mapunit);
  if (table === 'muaggatt') return survey.mapUnits.map((unit) => unit.muaggatt);
  if (table === 'component') return survey.mapUnits.flatMap((unit) => unit.components);
  return survey.mapUnits.flatMap((unit, u) =>
    unit.polygons.map((_, p) => ({
      mupolygonkey: String(190000000 + u * 1000 + p),
      mukey: unit.mapunit.mukey,
      musym: unit.mapunit.musym ?? null,
      areasymbol: 'CA067',
    })),
  );
}

interface TableRef {
  table: string;
  alias: string;
}

function parseFrom(from: string): TableRef[] {
  const refs: TableRef[] = [];
  for (const match of `FROM ${from}`.matchAll(/(?:FROM|JOIN)\s+(\w+)(?:\s+AS)?(?:\s+(?!ON\b|INNER\b|LEFT\b|JOIN\b|WHERE\b)(\w+))?/gi)) {
    const table = match[1]!.toLowerCase();
    if (!SDA_TABLE_COLUMNS[table]) throw new SdaSqlError(`Invalid object name '${match[1]}'.`);
    refs.push({ table, alias: (match[2] ?? match[1]!).toLowerCase() });
  }
  for (const on of from.matchAll(/\bON\s+([\w.]+)\s*=\s*([\w.]+)/gi)) {
    if (![on[1], on[2]].every((side) => /(^|\.)mukey$/i.test(side ?? ''))) throw new SdaSqlError('The fake SDA joins tables on mukey only.');
  }
  return refs;
}

interface ColumnRef {
  index: number;
  column: string;
  type: SdaColumnType;
}

/** `alias.column` or `column` resolved against the joined tables, as SQL Server binds it. */
function resolveColumn(reference: string, refs: TableRef[]): ColumnRef {
  const [qualifier, column] = reference.includes('.') ? (reference.toLowerCase().split('.') as [string, string]) : [null, reference.toLowerCase()];
  const candidates = refs.map((ref, index) => ({ ref, index })).filter(({ ref }) => qualifier === null || ref.alias === qualifier || ref.table === qualifier);
  if (candidates.length === 0) throw new SdaSqlError(`The multi-part identifier "${reference}" could not be bound.`);
  const owners = candidates.filter(({ ref }) => SDA_TABLE_COLUMNS[ref.table]![column] !== undefined);
  if (owners.length === 0) throw new SdaSqlError(`Invalid column name '${reference.split('.').pop()}'.`);
  if (owners.length > 1) throw new SdaSqlError(`Ambiguous column name '${reference}'.`);
  const { ref, index } = owners[0]!;
  return { index, column, type: SDA_TABLE_COLUMNS[ref.table]![column]! };
}

/** Splits on commas outside parentheses and quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    else if (!quoted && depth === 0 && char === ',') {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

interface SelectItem extends ColumnRef {
  name: string;
}

function parseSelectList(list: string, refs: TableRef[]): SelectItem[] {
  return splitTopLevel(list).map((item) => {
    const match = /^([\w.]+)(?:\s+(?:AS\s+)?(\w+))?$/i.exec(item);
    if (!match) throw new SdaSqlError(`The fake SDA selects plain columns only: ${item.slice(0, 80)}`);
    const column = resolveColumn(match[1]!, refs);
    return { ...column, name: match[2] ?? match[1]!.split('.').pop()! };
  });
}

/** Rows of the joined tables (nested loops on mukey), each a list of one record per table. */
function joinRows(refs: TableRef[], survey: SdaSurvey, mukeys: Set<string> | null): SdaRecord[][] {
  let joined: SdaRecord[][] = [[]];
  for (const ref of refs) {
    const rows = tableRows(ref.table, survey).filter((row) => mukeys === null || mukeys.has(String(row.mukey)));
    joined = joined.flatMap((combination) => rows.filter((row) => combination.every((other) => other.mukey === row.mukey)).map((row) => [...combination, row]));
  }
  return joined;
}

function mukeysUnder(where: string | undefined, survey: SdaSurvey): Set<string> | null {
  if (!where) return null;
  const wkt = literalArgument(where, MUKEY_FUNCTION);
  if (wkt === null || !/^\s*[\w.]*mukey\s+IN\s*\(/i.test(where))
    throw new SdaSqlError(`The fake SDA filters only with mukey IN (SELECT ... FROM ${MUKEY_FUNCTION}('<wkt>')).`);
  const geometry = parseWkt(wkt);
  return new Set(survey.mapUnits.filter((unit) => intersects(geometry, unit)).map((unit) => unit.mapunit.mukey));
}

const numeric = (type: SdaColumnType) => type !== 'varchar';

function compareValues(a: SdaValue, b: SdaValue, type: SdaColumnType): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return numeric(type) ? Number(a) - Number(b) : a.localeCompare(b);
}

function sortRows(rows: SdaRecord[][], orderBy: string | undefined, refs: TableRef[]): void {
  if (!orderBy) return;
  const keys = splitTopLevel(orderBy).map((item) => {
    const match = /^([\w.]+)(?:\s+(ASC|DESC))?$/i.exec(item);
    if (!match) throw new SdaSqlError(`Incorrect syntax near '${item}'.`);
    return { ...resolveColumn(match[1]!, refs), direction: match[2]?.toUpperCase() === 'DESC' ? -1 : 1 };
  });
  rows.sort((a, b) => {
    for (const key of keys) {
      const order = compareValues(a[key.index]![key.column] ?? null, b[key.index]![key.column] ?? null, key.type) * key.direction;
      if (order !== 0) return order;
    }
    return 0;
  });
}

const SELECT_SHAPE = /^\s*SELECT\s+(DISTINCT\s+)?(.*?)\s+FROM\s+(.*?)(?:\s+WHERE\s+(.*?))?(?:\s+ORDER\s+BY\s+(.*?))?\s*$/is;

/** `SELECT <columns> FROM <tables joined on mukey> [WHERE mukey IN (<mukeys under a WKT>)] [ORDER BY ...]`. */
function runSelect(sql: string, survey: SdaSurvey): SdaResultSet {
  const match = SELECT_SHAPE.exec(sql);
  if (!match) throw new SdaSqlError(`Incorrect syntax near '${sql.trim().split(/\s+/)[0] ?? ''}'.`);
  const [, distinct, list, from, where, orderBy] = match;
  if (new RegExp(`^${MUKEY_FUNCTION}\\s*\\(`, 'i').test(from!.trim())) return mukeyFunctionRows(from!, survey);
  const refs = parseFrom(from!);
  const items = parseSelectList(list!, refs);
  const joined = joinRows(refs, survey, mukeysUnder(where, survey));
  sortRows(joined, orderBy, refs);
  let rows = joined.map((combination) => items.map((item) => combination[item.index]![item.column] ?? null));
  if (distinct) rows = [...new Map(rows.map((row) => [JSON.stringify(row), row])).values()];
  return { columns: items.map((item) => item.name), types: items.map((item) => item.type), rows };
}

/** `SELECT [DISTINCT] mukey|* FROM SDA_Get_Mukey_from_intersection_with_WktWgs84('<wkt>')`. */
function mukeyFunctionRows(from: string, survey: SdaSurvey): SdaResultSet {
  const wkt = literalArgument(from, MUKEY_FUNCTION);
  if (wkt === null) throw new SdaSqlError(`Incorrect syntax near '${MUKEY_FUNCTION}'.`);
  const geometry = parseWkt(wkt);
  const mukeys = survey.mapUnits.filter((unit) => intersects(geometry, unit)).map((unit) => unit.mapunit.mukey);
  return { columns: ['mukey'], types: ['int'], rows: mukeys.map((mukey) => [mukey]) };
}

const toClipping = (rings: PolygonRings) => rings.map((ring) => ring.map(([lng, lat]) => [lng, lat] as [number, number]));

/** Geodesic acres of a map unit polygon clipped to the query's polygons. */
function clippedAcres(polygon: PolygonRings, query: PolygonRings[], factor: number): number {
  if (query.length === 0) return 0;
  const clipped: MultiPolygon = polygonClipping.intersection(toClipping(polygon), ...query.map(toClipping));
  if (clipped.length === 0) return 0;
  return geodesicAreaSquareMetres({ type: 'MultiPolygon', coordinates: clipped }) * factor;
}

/**
 * soilDB's clip-and-measure pattern: `mupolygongeo.STIntersection(geometry::STGeomFromText('<wkt>', 4326))`
 * over the intersecting `mupolygon` rows, `... .STArea() * 0.000247105 AS <name>`, optionally
 * `SUM(...)` with `GROUP BY mukey`.
 */
function runClippedAreas(sql: string, survey: SdaSurvey): SdaResultSet {
  const wkt = literalArgument(sql, 'STGeomFromText');
  if (wkt === null) throw new SdaSqlError("Incorrect syntax near 'STIntersection'.");
  const geometry = parseWkt(wkt);
  const area = /STArea\(\)\s*\*\s*([\d.]+)\s*\)?\s*(?:AS\s+)?(\w+)/i.exec(sql);
  const factor = area ? Number(area[1]) : 1;
  const name = area?.[2] ?? 'area';
  const pieces = survey.mapUnits.flatMap((unit) =>
    unit.polygons
      .filter((polygon) => geometryIntersects(geometry, polygon))
      .map((polygon) => ({ mukey: unit.mapunit.mukey, acres: clippedAcres(polygon, polygonsOf(geometry), factor) })),
  );
  const grouped = /GROUP\s+BY\s+(?:\w+\.)?mukey\b/i.test(sql);
  const rows = grouped
    ? [...pieces.reduce((sums, piece) => sums.set(piece.mukey, (sums.get(piece.mukey) ?? 0) + piece.acres), new Map<string, number>())].map(
        ([mukey, acres]) => [mukey, String(acres)],
      )
    : pieces.map((piece) => [piece.mukey, String(piece.acres)]);
  return { columns: ['mukey', name], types: ['int', 'float'], rows };
}

/** Splits a batch into statements on semicolons outside quotes. */
function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < sql.length; i += 1) {
    if (sql[i] === "'") quoted = !quoted;
    else if (!quoted && sql[i] === ';') {
      statements.push(sql.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');

/** Runs a batch against the survey: one result set per statement. */
export function runSdaQuery(sql: string, survey: SdaSurvey): SdaResultSet[] {
  const statements = statementsOf(withoutComments(sql));
  if (statements.length === 0) throw new SdaSqlError('Query is empty.');
  return statements.map((statement) => {
    if (/\.STIntersection\s*\(/i.test(statement) && /\bmupolygon\b/i.test(statement)) return runClippedAreas(statement, survey);
    if (/^SELECT\b/i.test(statement)) return runSelect(statement, survey);
    throw new SdaSqlError(`Incorrect syntax near '${statement.split(/\s+/)[0]}'.`);
  });
}
