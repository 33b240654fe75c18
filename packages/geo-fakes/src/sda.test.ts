import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SDA_MAINTENANCE_TEXT, SDA_SQL_ERROR_MESSAGE, startFakeSda, type FakeSda } from './sda';
import { DEMO_SOILS_SITE, TEST_AREA_SOIL_MUKEYS } from './sda-survey';
import { TEST_AREA } from './test-area';

let sda: FakeSda;
beforeAll(async () => {
  sda = await startFakeSda();
});
afterAll(() => sda.close());
beforeEach(() => {
  sda.setMode('ok');
  sda.requests.length = 0;
});

const wktOf = (polygonGeoJson: string) => {
  const [ring] = (JSON.parse(polygonGeoJson) as { coordinates: number[][][] }).coordinates;
  return `POLYGON((${ring!.map(([lng, lat]) => `${lng} ${lat}`).join(', ')}))`;
};
const SUBJECT_WKT = wktOf(TEST_AREA.subject.polygonGeoJson);

const unitsQuery = (wkt: string) => `SELECT mu.mukey, mu.musym, mu.muname, c.compname, c.comppct_r, c.slope_l, c.slope_r, c.slope_h,
  ma.hydgrpdcd, ma.drclassdcd, ma.wtdepannmin, ma.brockdepmin, ma.flodfreqdcd, ma.hydclprs
FROM mapunit AS mu
INNER JOIN component AS c ON c.mukey = mu.mukey
INNER JOIN muaggatt AS ma ON ma.mukey = mu.mukey
WHERE mu.mukey IN (SELECT DISTINCT mukey FROM SDA_Get_Mukey_from_intersection_with_WktWgs84('${wkt}'))
ORDER BY mu.mukey, c.comppct_r DESC`;

const areaQuery = (wkt: string) => `WITH geom_data (geom, mukey) AS (
  SELECT mupolygongeo.STIntersection(geometry::STGeomFromText('${wkt}', 4326)) AS geom, mukey
  FROM mupolygon
  WHERE mupolygongeo.STIntersects(geometry::STGeomFromText('${wkt}', 4326)) = 1
)
SELECT geom_data.mukey, SUM(GEOGRAPHY::STGeomFromWKB(geom.STUnion(geom.STStartPoint()).STAsBinary(), 4326).MakeValid().STArea() * 0.000247105) AS area_ac
FROM geom_data
GROUP BY geom_data.mukey`;

const post = (query: string, format = 'JSON+COLUMNNAME', keys: [string, string] = ['query', 'format']) =>
  fetch(sda.baseUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ [keys[0]]: query, [keys[1]]: format }) });

describe('fake USDA Soil Data Access', () => {
  it("answers the map units under the test area's subject: header row first, the SELECT's columns in order, every value a string, NULL as null", async () => {
    const res = await post(unitsQuery(SUBJECT_WKT));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { Table } = (await res.json()) as { Table: (string | null)[][] };
    expect(Table[0]).toEqual([
      'mukey',
      'musym',
      'muname',
      'compname',
      'comppct_r',
      'slope_l',
      'slope_r',
      'slope_h',
      'hydgrpdcd',
      'drclassdcd',
      'wtdepannmin',
      'brockdepmin',
      'flodfreqdcd',
      'hydclprs',
    ]);
    const rows = Table.slice(1);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(TEST_AREA_SOIL_MUKEYS));
    expect(rows.every((row) => row.every((value) => value === null || typeof value === 'string'))).toBe(true);
    // Ordered by mukey, then comppct_r descending.
    const xerarents = rows.filter((row) => row[0] === '465297').map((row) => Number(row[4]));
    expect(xerarents).toEqual([...xerarents].sort((a, b) => b - a));
    expect(rows.map((row) => row[0])).toEqual([...rows.map((row) => row[0])].sort());
    expect(rows.find((row) => row[0] === '465286')?.[8]).toBeNull();
  });

  it('clips each map unit to the polygon and answers geodesic acres per mukey (the soilDB pattern, grouped)', async () => {
    const { Table } = (await (await post(areaQuery(SUBJECT_WKT))).json()) as { Table: string[][] };
    expect(Table[0]).toEqual(['mukey', 'area_ac']);
    const acres: Record<string, number> = Object.fromEntries(Table.slice(1).map(([mukey, value]) => [mukey, Number(value)]));
    const total = Object.values(acres).reduce((sum, value) => sum + value, 0);
    expect(total).toBeCloseTo(TEST_AREA.subject.areaAcres, 1);
    expect(acres['465297']! / total).toBeCloseTo(0.5, 2);
    expect(acres['465286']! / total).toBeCloseTo(0.25, 2);
    expect(Table[1]![1]).toMatch(/^\d+\.\d{6,}$/);
  });

  it('covers the demo site with three map units, San Joaquin silt loam the largest', async () => {
    const wkt = wktOf(DEMO_SOILS_SITE.polygonGeoJson);
    const { Table } = (await (await post(areaQuery(wkt))).json()) as { Table: string[][] };
    const byShare = Table.slice(1).sort((a, b) => Number(b[1]) - Number(a[1]));
    expect(byShare.map(([mukey]) => mukey)).toEqual([...DEMO_SOILS_SITE.mukeys]);
    const units = (await (await post(unitsQuery(wkt))).json()) as { Table: string[][] };
    expect(units.Table.find((row) => row[0] === '465290')?.slice(2, 4)).toEqual(['San Joaquin silt loam, 0 to 3 percent slopes', 'San Joaquin']);
  });

  it('takes upper-case keys, a form body, lowercase paths and the other formats (rows only; metadata second with DataTypeName 8th)', async () => {
    const query = `SELECT mukey FROM SDA_Get_Mukey_from_intersection_with_WktWgs84('POINT(-121.4708 38.57515)')`;
    const upper = await (await post(query, 'json', ['QUERY', 'FORMAT'])).json();
    expect(upper).toEqual({ Table: [['465297']] });
    const form = await fetch(`${sda.url}/tabular/post.rest`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query, format: 'json+columnname+metadata' }).toString(),
    });
    const { Table } = (await form.json()) as { Table: string[][] };
    expect(Table[0]).toEqual(['mukey']);
    expect(Table[1]![0]!.split(',')[7]).toBe('DataTypeName=int');
    expect(Table[2]).toEqual(['465297']);
  });

  it('answers {} for no rows, not a header-only table', async () => {
    const res = await post(unitsQuery('POLYGON((-125 36, -124.99 36, -124.99 36.01, -125 36.01, -125 36))'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it('refuses unknown columns, tables and syntax with HTTP 400 and an XML ServiceException', async () => {
    const cases: Array<[string, string]> = [
      ['SELECT mu.foo FROM mapunit AS mu', "Invalid column name 'foo'."],
      ['SELECT mukey FROM mapunits', "Invalid object name 'mapunits'."],
      ['SELEC mukey FROM mapunit', "Incorrect syntax near 'SELEC'."],
      ['SELECT mukey FROM mapunit mu JOIN muaggatt ma ON ma.mukey = mu.mukey', "Ambiguous column name 'mukey'."],
    ];
    for (const [query, message] of cases) {
      const res = await post(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/xml');
      const body = await res.text();
      expect(body).toContain('<ServiceException>');
      expect(body.replace(/&apos;/g, "'")).toContain(message);
    }
  });

  it('plays maintenance, sql-error, nulls-as-empty and the common modes', async () => {
    sda.setMode('maintenance');
    const maintenance = await post(unitsQuery(SUBJECT_WKT));
    expect(maintenance.headers.get('content-type')).toContain('text/html');
    expect(await maintenance.text()).toContain(SDA_MAINTENANCE_TEXT);
    sda.setMode('sql-error');
    const failed = await post(unitsQuery(SUBJECT_WKT));
    expect(failed.status).toBe(400);
    expect(await failed.text()).toContain(SDA_SQL_ERROR_MESSAGE);
    sda.setMode('nulls-as-empty');
    const { Table } = (await (await post(unitsQuery(SUBJECT_WKT))).json()) as { Table: (string | null)[][] };
    expect(Table.flat()).not.toContain(null);
    expect(Table.find((row) => row[0] === '465286')?.[8]).toBe('');
    sda.setMode('server-error');
    expect((await post(unitsQuery(SUBJECT_WKT))).status).toBe(503);
    sda.setMode('slow', { delayMs: 200 });
    const started = Date.now();
    expect((await post(unitsQuery(SUBJECT_WKT))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(sda.requests.map((request) => request.path)).toEqual(Array(5).fill('/Tabular/post.rest'));
  });
});
