import type { ReportFlow } from './flow';
import { bandBeyond, BANDS, summaryRows, type ReportModel, type SummaryRow } from './model';
import { bold, heading, leading, regular, type FamilyContext } from './families/family';
import { printed, type ReportStyle } from './style';
import { Table, type Column } from './table';

// What surrounds the records: the cover, running heads and feet, the summary table, the appendix.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
};

export function drawCover(flow: ReportFlow, model: ReportModel, style: ReportStyle): void {
  flow.addPage();
  const { subject } = model;
  const x = flow.left + 10;
  flow.text(style.title, x, 90, bold(style, 12));
  flow.text('Regulatory database search with ASTM E1527-21 minimum search distances', x, 124, regular(style, 2));
  flow.text(printed(subject.name, style), x, 200, bold(style, 6));
  flow.text(printed(subject.address, style), x, 224, regular(style, 4));
  flow.text(`${printed(subject.city, style)}, ${subject.state} ${subject.zip}`, x, 242, regular(style, 4));
  flow.text(`Order number: ${model.orderNumber}`, x, 290, regular(style, 2));
  flow.text(`Report date: ${longDate(model.reportDate)}`, x, 306, regular(style, 2));
  flow.text(`Coordinates: ${subject.latitude} N, ${subject.longitude} W`, x, 322, regular(style, 2));
  flow.text(`Site elevation: ${subject.elevationFt} ft above mean sea level`, x, 338, regular(style, 2));
  flow.text(model.vendor, x, 700, bold(style, 4));
}

/** Running heads and feet on every page but the cover. */
export function drawRunningHeads(flow: ReportFlow, model: ReportModel, style: ReportStyle): void {
  const small = { font: style.font, size: 7.5 };
  const subject = `${printed(model.subject.name, style)} - ${printed(model.subject.address, style)}, ${printed(model.subject.city, style)}`;
  flow.eachPage((page, count, [width, height]) => {
    if (page === 1) return;
    const right = width - flow.margin;
    if (style.header === 'vendor-order') {
      flow.text(model.vendor.toUpperCase(), flow.margin, 24, small);
      flow.textRight(`Order ${model.orderNumber}`, right, 24, small);
    } else if (style.header === 'title-page') {
      flow.text(style.title, flow.margin, 24, small);
      flow.textRight(`Page ${page}`, right, 24, small);
    } else {
      flow.textRight(`${model.orderNumber}  Page ${page}`, right, 24, small);
    }
    flow.rule(flow.margin, right, 36, 0.4);
    const foot = height - 30;
    if (style.footer === 'page-of') flow.textRight(`Page ${page} of ${count}`, right, foot, small);
    else if (style.footer === 'page' && style.header !== 'title-page') flow.textRight(`- ${page} -`, right, foot, small);
    else flow.text(subject, flow.margin, foot, small);
  });
}

/** How a summary prints its distance bands. */
export type BandLabels = 'fractions' | 'decimal' | 'feet';

const BAND_LABELS: Record<BandLabels, string[]> = {
  fractions: ['< 1/8', '1/8 - 1/4', '1/4 - 1/2', '1/2 - 1', '> 1'],
  decimal: ['0-0.125', '0.125-0.25', '0.25-0.5', '0.5-1', '>1'],
  feet: ['0-660 ft', '660-1,320 ft', '1,320-2,640 ft', '2,640-5,280 ft', '>5,280 ft'],
};

export const bandLabels = (labels: BandLabels) => BAND_LABELS[labels];

export const thousands = (value: number) => value.toLocaleString('en-US');

/** The printed count of a band: a number, or the report's mark for a band beyond the search distance. */
export function bandCell(row: SummaryRow, bandIndex: number, style: ReportStyle): string {
  const band = BANDS[bandIndex]!;
  const count = row.counts[band.key]!;
  return count === 0 && bandBeyond(row.db, band) ? style.beyondMark : String(count);
}

export const GROUP_TITLES = {
  federal: ['FEDERAL RECORDS', 'STANDARD FEDERAL RECORDS', 'Federal Databases'],
  state: ['STATE AND TRIBAL RECORDS', 'STATE RECORDS', 'State and Local Databases'],
  proprietary: ['PROPRIETARY HISTORICAL RECORDS', 'HISTORICAL USE RECORDS (PROPRIETARY)', 'Vendor Databases'],
} as const;

/** Summary rows grouped as the report groups them (federal, state, proprietary, in a seeded order). */
export function groupedRows(context: FamilyContext): Array<{ title: string; rows: SummaryRow[] }> {
  const { model, random } = context;
  const rows = summaryRows(model);
  const order = random.chance(0.5) ? (['federal', 'state', 'proprietary'] as const) : (['state', 'federal', 'proprietary'] as const);
  return order
    .map((group) => ({ title: random.pick(GROUP_TITLES[group]), rows: rows.filter((row) => row.db.group === group) }))
    .filter((group) => group.rows.length > 0);
}

export interface SummaryTableOptions {
  labels: BandLabels;
  searchHeader: string;
  searchCell: (row: SummaryRow) => string;
  totalFirst?: boolean;
}

/** A summary table per group: database, search distance, target, the five bands, total. */
export function drawSummaryTables(context: FamilyContext, options: SummaryTableOptions): void {
  const { flow, style } = context;
  const labels = bandLabels(options.labels);
  const numeric = (header: string): Column => ({ header, share: 1, align: 'right' });
  const columns: Column[] = [
    { header: 'Database', share: 2.6 },
    { header: options.searchHeader, share: 1.5, align: 'right' },
  ];
  if (options.totalFirst) columns.push(numeric('Total'));
  columns.push(numeric('Target Property'), ...labels.map(numeric));
  if (!options.totalFirst) columns.push(numeric('Total'));
  for (const group of groupedRows(context)) {
    flow.ensure(leading(style) * 6);
    flow.text(group.title, flow.left, flow.y, bold(style, 1));
    flow.y += leading(style) * 1.5;
    const table = new Table(flow, columns, { body: regular(style), head: bold(style), leading: leading(style), rules: context.random.chance(0.5), gap: 2 });
    table.start();
    for (const row of group.rows) {
      const bands = labels.map((_, index) => bandCell(row, index, style));
      const total = String(row.total);
      const cells = [row.db.name, options.searchCell(row)];
      if (options.totalFirst) cells.push(total);
      cells.push(String(row.counts.tp), ...bands);
      if (!options.totalFirst) cells.push(total);
      table.row(cells);
    }
    table.end();
  }
}

/** The databases searched, one paragraph each. */
export function drawDatabaseDescriptions(context: FamilyContext): void {
  const { flow, model, style } = context;
  flow.addPage();
  flow.text('DATABASES SEARCHED', flow.left, flow.y, bold(style, 3));
  flow.y += leading(style) * 2;
  for (const definition of model.databases) {
    flow.ensure(leading(style) * 3);
    flow.text(definition.name, flow.left, flow.y, bold(style));
    flow.y += leading(style);
    const text = `${definition.name}: ${definition.longName}. Searched to ${definition.searchMi} mile(s) from the target property, consistent with the ASTM E1527-21 minimum search distances. Records that could not be geocoded are listed with the unmapped records.`;
    flow.paragraph(text, flow.left, flow.right - flow.left, regular(style), leading(style));
    flow.y += leading(style) / 2;
  }
}

/** An executive summary: the target property's listings and the databases with no mapped sites. */
export function drawExecutiveSummary(context: FamilyContext): void {
  const { flow, model, style } = context;
  const target = model.sites.find((site) => site.isTarget)!;
  const width = flow.right - flow.left;
  flow.addPage();
  heading(context, 'EXECUTIVE SUMMARY');
  const empty = summaryRows(model)
    .filter((row) => row.total === 0)
    .map((row) => row.db.name);
  const paragraphs = [
    `A search of available environmental records was conducted by ${model.vendor}. The report was designed to assist parties seeking to meet the search requirements of ASTM E1527-21.`,
    `TARGET PROPERTY: ${printed(model.subject.address, style)}, ${printed(model.subject.city, style)}, ${model.subject.state} ${model.subject.zip}. Elevation: ${model.subject.elevationFt} ft above sea level.`,
    `The target property was identified in the following records: ${printed(target.name, style)}, ${printed(target.address, style)}, database(s): ${target.listings.map((listing) => listing.db).join(', ')}.`,
    empty.length > 0 ? `No mapped sites were found in the following databases within the applicable search distances: ${empty.join(', ')}.` : '',
    `Due to poor or inadequate address information, ${model.orphans.length} records were not mapped. See ${style.orphanHeading}.`,
  ];
  for (const text of paragraphs.filter(Boolean)) {
    flow.paragraph(text, flow.left, width, regular(style), leading(style));
    flow.y += leading(style);
  }
}

const DIRECTION_ANGLES = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** A map page: rings at 1/8, 1/4, 1/2 and 1 mile and each mapped site's map id where it lies. */
export function drawMapPage(context: FamilyContext): void {
  const { flow, model, style } = context;
  flow.addPage();
  heading(context, context.random.pick(['OVERVIEW MAP', 'SITE LOCATION MAP', 'Detail Map']));
  const centre = { x: (flow.left + flow.right) / 2, y: flow.y + 230 };
  // A square-root scale keeps the crowded first 1/8 mile readable.
  const radius = (miles: number) => Math.sqrt(miles) * 190;
  for (const ring of [0.125, 0.25, 0.5, 1]) {
    flow.doc.circle(centre.x, centre.y, radius(ring)).lineWidth(0.4).strokeColor('#777777').stroke();
    flow.text(`${ring} mi`, centre.x + radius(ring) * 0.72, centre.y - radius(ring) * 0.72, regular(style, -1.5));
  }
  flow.text('N', centre.x - 3, centre.y - radius(1) - 20, bold(style, 2));
  for (const site of model.sites) {
    const distance = site.isTarget ? 0 : Math.min(site.distanceMi!, 1.15);
    const angle = site.isTarget ? 0 : (DIRECTION_ANGLES.indexOf(site.direction!) * Math.PI) / 8 + context.random.between(-0.15, 0.15);
    flow.text(site.mapId!, centre.x + Math.sin(angle) * radius(distance) - 4, centre.y - Math.cos(angle) * radius(distance) - 3, regular(style, -1.5));
  }
  flow.y = centre.y + radius(1) + 40;
  const { subject } = model;
  flow.text(
    `Target property: ${printed(subject.address, style)}, ${printed(subject.city, style)}, ${subject.state}. Rings at 1/8, 1/4, 1/2 and 1 mile.`,
    flow.left,
    flow.y,
    regular(style),
  );
}
