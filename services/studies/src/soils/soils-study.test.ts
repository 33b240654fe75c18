import { DEMO_SOILS_SITE, SDA_MAINTENANCE_TEXT, SDA_SQL_ERROR_MESSAGE, startFakeSda, TEST_AREA, type FakeSda } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSdaAnswer, type SdaError, sdaTimeoutReason } from './sda-client';
import { mapUnitsQuery, polygonWkt } from './sda-queries';
import { NO_MAP_UNITS_REASON, runSoilsStudy } from './soils-study';

let sda: FakeSda;
beforeAll(async () => {
  sda = await startFakeSda();
});
afterAll(() => sda.close());
beforeEach(() => {
  sda.setMode('ok');
  sda.requests.length = 0;
});

const study = (polygonGeoJson = TEST_AREA.subject.polygonGeoJson, options: { timeoutMs?: number; fetch?: typeof fetch } = {}) =>
  runSoilsStudy(polygonGeoJson, { url: sda.baseUrl, timeoutMs: options.timeoutMs ?? 5000, fetch: options.fetch });

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a failure');
};

const OCEAN = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [-125, 36],
      [-124.999, 36],
      [-124.999, 36.001],
      [-125, 36],
    ],
  ],
});

describe('SDA queries', () => {
  it('writes the polygon as closed WGS84 lon/lat WKT, outer ring counter-clockwise, quotes doubled in the SQL', () => {
    const clockwise = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [-121.471, 38.575],
          [-121.471, 38.5753],
          [-121.4706, 38.5753],
          [-121.4706, 38.575],
        ],
      ],
    });
    expect(polygonWkt(clockwise)).toBe('POLYGON((-121.471 38.575, -121.4706 38.575, -121.4706 38.5753, -121.471 38.5753, -121.471 38.575))');
    expect(mapUnitsQuery("POLYGON((0 0, 1 0, 0 0))') --")).toContain("SDA_Get_Mukey_from_intersection_with_WktWgs84('POLYGON((0 0, 1 0, 0 0))'') --')");
  });
});

describe('SDA answers', () => {
  it('reads the header row, NULL as null, "" and "null" too, and {} as no rows', () => {
    const body = JSON.stringify({
      Table: [
        ['MUKEY', 'hydgrpdcd', 'wtdepannmin', 'slope_l'],
        ['1', '', 'null', null],
      ],
    });
    expect(parseSdaAnswer(200, body)).toEqual([{ mukey: '1', hydgrpdcd: null, wtdepannmin: null, slope_l: null }]);
    expect(parseSdaAnswer(200, '{}')).toEqual([]);
  });

  it("turns a ServiceException, the maintenance page, other statuses and broken JSON into errors with SDA's words", () => {
    const sql = failureOf(Promise.resolve().then(() => parseSdaAnswer(400, '<ServiceException>Invalid column name &apos;foo&apos;.</ServiceException>')));
    return Promise.all([
      sql.then((err) => expect(err.message).toBe("USDA Soil Data Access could not run the soils query: Invalid column name 'foo'.")),
      failureOf(Promise.resolve().then(() => parseSdaAnswer(200, `<html><body><p>${SDA_MAINTENANCE_TEXT}</p></body></html>`))).then((err) =>
        expect(err.message).toBe(`USDA Soil Data Access is down for maintenance: ${SDA_MAINTENANCE_TEXT}`),
      ),
      failureOf(Promise.resolve().then(() => parseSdaAnswer(503, 'busy'))).then((err) => expect((err as SdaError).retryable).toBe(true)),
      failureOf(Promise.resolve().then(() => parseSdaAnswer(404, 'gone'))).then((err) => expect(err.message).toBe('USDA Soil Data Access answered HTTP 404.')),
      failureOf(Promise.resolve().then(() => parseSdaAnswer(200, '{"Table": [['))).then((err) =>
        expect(err.message).toBe('USDA Soil Data Access sent an answer that is not valid JSON.'),
      ),
    ]);
  });
});

describe('soils study against the fake SDA', () => {
  it("gives the test area subject's rows in SDA's columns, numbers parsed, shares summing to 100 and a narrative naming the dominant soil", async () => {
    const found = await study();
    expect(found.mapUnits[0]).toMatchObject({ mukey: '465297', sharePct: 50 });
    expect(found.mapUnits.map((unit) => unit.mukey).sort()).toEqual(['465275', '465286', '465297']);
    expect(found.mapUnits.reduce((sum, unit) => sum + (unit.sharePct ?? 0), 0)).toBeCloseTo(100, 0);
    // The table leads with the largest unit's components, in the map units' order.
    expect([...new Set(found.rows.map((row) => row.mukey))]).toEqual(found.mapUnits.map((unit) => unit.mukey));
    expect(found.rows[0]).toEqual(expect.objectContaining({ mukey: expect.any(String), comppct_r: expect.any(Number), slope_h: expect.any(Number) }));
    expect(found.subjectAcres).toBeCloseTo(TEST_AREA.subject.areaAcres, 1);
    expect(found.narrative).toContain('The dominant soil is Xerarents-Urban land-San Joaquin complex, 0 to 1 percent slopes');
    expect(found.warnings).toEqual([]);
    expect(sda.requests).toHaveLength(2);
    expect(JSON.parse(sda.requests[0]!.body)).toEqual({ query: expect.stringContaining('muaggatt'), format: 'JSON+COLUMNNAME' });
  });

  it('reads NULLs sent as "" the same as null', async () => {
    sda.setMode('nulls-as-empty');
    const found = await study(DEMO_SOILS_SITE.polygonGeoJson);
    const urban = found.mapUnits.find((unit) => unit.mukey === '465286');
    expect(urban).toMatchObject({ hydgrpdcd: null, drclassdcd: null, waterTableDepthCm: null });
    expect(found.mapUnits[0]).toMatchObject({ muname: 'San Joaquin silt loam, 0 to 3 percent slopes', waterTableDepthCm: 76, sharePct: 60 });
  });

  it('fails with the no-map-units reason for {} (never an empty success)', async () => {
    expect((await failureOf(study(OCEAN))).message).toBe(NO_MAP_UNITS_REASON);
  });

  it("fails with SDA's message, the maintenance text, or the timeout reason", async () => {
    sda.setMode('sql-error');
    expect((await failureOf(study())).message).toContain(SDA_SQL_ERROR_MESSAGE);
    sda.setMode('maintenance');
    expect((await failureOf(study())).message).toContain(SDA_MAINTENANCE_TEXT);
    sda.setMode('slow', { delayMs: 5000 });
    const timedOut = await failureOf(study(undefined, { timeoutMs: 300 }));
    expect(timedOut.message).toBe(sdaTimeoutReason(300));
    expect(sdaTimeoutReason(60_000)).toBe('USDA Soil Data Access did not answer within 60 s. It is often slow; try again in a few minutes.');
  });

  it('tries a 5xx or a dropped connection once more, then fails with a clear message', async () => {
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      calls += 1;
      return calls === 1 ? Promise.resolve(new Response('busy', { status: 503 })) : fetch(input, init);
    };
    expect((await study(undefined, { fetch: flaky })).rows.length).toBeGreaterThan(0);
    sda.setMode('reset');
    sda.requests.length = 0;
    expect((await failureOf(study())).message).toMatch(/^USDA Soil Data Access could not be reached/);
    expect(sda.requests).toHaveLength(2);
  });

  it('goes on without shares, with a warning, when the area query fails', async () => {
    const noAreas: typeof fetch = (input, init) =>
      String(init?.body).includes('STIntersection')
        ? Promise.resolve(new Response("<ServiceException>Invalid object name 'mupolygon'.</ServiceException>", { status: 400 }))
        : fetch(input, init);
    const found = await study(undefined, { fetch: noAreas });
    expect(found.mapUnits.every((unit) => unit.sharePct === null && unit.acres === null)).toBe(true);
    expect(found.warnings).toEqual([
      "The share of the property each map unit covers is not shown: USDA Soil Data Access could not run the soils query: Invalid object name 'mupolygon'.",
    ]);
    expect(found.narrative).toContain('could not be obtained from SDA');
  });
});
