import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from './test-model';
import { reportWorkbook, WORKBOOK_SHEETS } from './xlsx';

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  return workbook;
}

const valuesOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));

describe('the Excel workbook', () => {
  it('has one sheet per study, the findings with their sources, the coverage and the data gaps', async () => {
    const workbook = await read(await reportWorkbook(sampleReportModel()));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...WORKBOOK_SHEETS]);
    const findings = valuesOf(workbook.getWorksheet('Findings')!);
    expect(findings[0]).toEqual(['Classification', 'Property', 'Finding', 'Study', 'Document', 'Page', 'Quote']);
    expect(findings[1]).toEqual([
      'REC',
      'subject',
      'Front Street Cleaners occupied the subject property from 1958 to 1989.',
      'City directory',
      'city_directory_01_a.pdf',
      7,
      '2240 FRONT ST FRONT STREET CLEANERS',
    ]);
    expect(valuesOf(workbook.getWorksheet('Aerial')!)).toEqual([
      ['Property', 'Address', '1952', '1965'],
      ['subject', '2240 FRONT ST', 'undeveloped', 'commercial'],
    ]);
    const gaps = valuesOf(workbook.getWorksheet('Data Gaps')!);
    expect(gaps.slice(1).map((row) => [row[0], row[2], row[3], row[5]])).toContainEqual(['subject', 1940, 1951, 'likely']);
    expect(workbook.getWorksheet('Coverage')!.getRow(1).font?.bold).toBe(true);
    expect(workbook.getWorksheet('Coverage')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('keeps a sheet with its header when a study has nothing yet', async () => {
    const workbook = await read(await reportWorkbook(sampleReportModel({ soils: null, databaseRecords: [] })));
    expect(valuesOf(workbook.getWorksheet('Soils')!)).toEqual([['Map unit', 'Component', 'Hydrologic group', 'Drainage class', 'Component %']]);
    expect(valuesOf(workbook.getWorksheet('Regulatory Database')!)).toHaveLength(1);
  });
});
