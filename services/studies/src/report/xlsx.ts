import ExcelJS from 'exceljs';
import { BIG4_SOURCE_LABELS, BIG4_SOURCES } from './coverage';
import type { ReportModel } from './model';

/**
 * The report's Excel workbook (exceljs): one sheet per study and one for the findings with their
 * sources, the coverage matrix and the data gaps, each with a bold, frozen header row.
 */

export const WORKBOOK_SHEETS = [
  'Summary',
  'Findings',
  'City Directory',
  'Aerial',
  'Regulatory Database',
  'Soils',
  'Historical Maps',
  'Coverage',
  'Data Gaps',
] as const;

function addSheet(workbook: ExcelJS.Workbook, name: (typeof WORKBOOK_SHEETS)[number], header: string[], rows: Array<Array<string | number | null>>) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((value) => value ?? ''));
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(header[index]?.length ?? 0, ...rows.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(80, Math.max(10, longest + 2));
  });
}

/** The workbook as an .xlsx file. */
export async function reportWorkbook(model: ReportModel): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Groundwork';
  workbook.title = model.title;
  addSheet(
    workbook,
    'Summary',
    ['Item', 'Value'],
    [
      ['Site', model.project.siteAddress],
      ['Client', model.project.clientName],
      ['Report date', model.reportDate],
      ['Viable until', model.viability.viableUntil],
      ['Risk', `${model.riskAssessment.level}: ${model.riskAssessment.description}`],
      ['Summary', model.summary],
    ],
  );
  addSheet(
    workbook,
    'Findings',
    ['Classification', 'Property', 'Finding', 'Study', 'Document', 'Page', 'Quote'],
    model.findings.flatMap((finding) =>
      finding.sources.map((source) => [finding.classification, finding.direction, finding.text, source.study, source.document, source.page, source.quote]),
    ),
  );
  addSheet(
    workbook,
    'City Directory',
    ['Year', 'Property', 'Address', 'Listed'],
    model.cityDirectory.map((row) => [row.year, row.direction, row.address, row.occupants.join('; ')]),
  );
  addSheet(
    workbook,
    'Aerial',
    ['Property', 'Address', ...model.aerial.years.map(String)],
    model.aerial.rows.map((row) => [row.direction, row.address, ...model.aerial.years.map((year) => row.uses[String(year)] ?? null)]),
  );
  addSheet(
    workbook,
    'Regulatory Database',
    ['Site', 'Address', 'Databases', 'Distance (mi)', 'Closure'],
    model.databaseRecords.map((record) => [record.site, record.address, record.databases, record.distanceMiles, record.closure]),
  );
  addSheet(
    workbook,
    'Soils',
    ['Map unit', 'Component', 'Hydrologic group', 'Drainage class', 'Component %'],
    (model.soils?.rows ?? []).map((row) => [row.muname, row.compname, row.hydgrpdcd, row.drclassdcd, row.comppct_r]),
  );
  addSheet(
    workbook,
    'Historical Maps',
    ['Kind', 'Year', 'Source', 'File'],
    model.maps.map((map) => [map.kind === 'topography' ? 'Topographic map' : 'Fire insurance map', map.year, map.source, map.filename]),
  );
  addSheet(
    workbook,
    'Coverage',
    ['Property', 'Address', 'Period', ...BIG4_SOURCES.map((kind) => BIG4_SOURCE_LABELS[kind])],
    model.coverage.rows.flatMap((row) =>
      row.periods.map((period) => [
        row.direction,
        row.address,
        `${period.from}-${period.to}`,
        ...BIG4_SOURCES.map((kind) => period.years[kind].join(', ') || null),
      ]),
    ),
  );
  addSheet(
    workbook,
    'Data Gaps',
    ['Property', 'Address', 'From', 'To', 'Years', 'Level', 'Significance'],
    model.coverage.rows.flatMap((row) => row.gaps.map((gap) => [gap.direction, gap.address, gap.from, gap.to, gap.years, gap.level, gap.significance])),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
