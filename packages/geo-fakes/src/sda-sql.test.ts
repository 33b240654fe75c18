import { describe, expect, it } from 'vitest';
import { parseWkt, runSdaQuery, SdaSqlError } from './sda-sql';
import { sacramentoSoilSurvey } from './sda-survey';

const survey = sacramentoSoilSurvey();

describe('the fake SDA SQL', () => {
  it('parses POINT, POLYGON with a hole and MULTIPOLYGON well-known text; refuses other labels as SQL Server does', () => {
    expect(parseWkt('POINT(-121.4 38.5)')).toEqual({ type: 'Point', coordinates: [-121.4, 38.5] });
    expect(parseWkt('POLYGON((0 0, 4 0, 4 4, 0 0), (1 1, 2 1, 2 2, 1 1))')).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 1],
        ],
      ],
    });
    const multi = parseWkt('MULTIPOLYGON(((0 0, 1 0, 1 1, 0 0)), ((5 5, 6 5, 6 6, 5 5)))');
    expect(multi.type === 'MultiPolygon' && multi.coordinates.map((polygon) => polygon[0]![0])).toEqual([
      [0, 0],
      [5, 5],
    ]);
    expect(() => parseWkt('POLYGN((0 0, 1 0, 1 1, 0 0))')).toThrow(/24114: The label POLYGN in the input well-known text \(WKT\) is not valid/);
    expect(() => parseWkt('POLYGON((0 0, x 0, 1 1, 0 0))')).toThrow(SdaSqlError);
  });

  it('runs one result set per statement, with aliases, DISTINCT and ORDER BY', () => {
    const [units, symbols] = runSdaQuery(
      "SELECT mu.muname AS name, mu.mukey FROM mapunit mu ORDER BY mu.mukey DESC; SELECT DISTINCT c.mukey FROM component AS c WHERE c.mukey IN (SELECT mukey FROM SDA_Get_Mukey_from_intersection_with_WktWgs84('POINT(-121.4708 38.57515)'))",
      survey,
    );
    expect(units?.columns).toEqual(['name', 'mukey']);
    expect(units?.rows.map((row) => row[1])).toEqual(['465297', '465290', '465286', '465276', '465275']);
    expect(symbols).toEqual({ columns: ['mukey'], types: ['int'], rows: [['465297']] });
  });
});
