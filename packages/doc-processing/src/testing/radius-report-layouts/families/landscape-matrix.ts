import { bandLabels, bandCell, drawMapPage, groupedRows, thousands } from '../frame';
import { feet, type Site } from '../model';
import { printed, type ReportStyle } from '../style';
import { Table } from '../table';
import { PRINTS_ALL, type PrintedFields } from '../truth';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// A landscape summary matrix (databases as rows, bands in feet as columns), then every site as
// one numbered paragraph: `3. ACME CLEANERS, 123 MAIN ST, ANYTOWN, ST 12345 — 0.210 mi SW, higher
// elevation. Databases: LUST (Open - remediation; ID RY015006), ...`. No elevations in feet.

const ELEVATION_WORDS = { Higher: 'higher elevation', Lower: 'lower elevation', Equal: 'same elevation' } as const;

function matrix(context: FamilyContext): void {
  const { flow, style } = context;
  flow.addPage(true);
  heading(context, context.random.pick(['DATABASE / DISTANCE MATRIX', 'Summary Matrix of Records Found', 'FINDINGS MATRIX']));
  const labels = bandLabels('feet');
  const table = new Table(
    flow,
    [
      { header: 'Database', share: 2 },
      { header: 'Description', share: 4 },
      { header: 'Search (ft)', share: 1.1, align: 'right' },
      { header: 'Target', share: 0.8, align: 'right' },
      ...labels.map((header) => ({ header, share: 1.2, align: 'right' as const })),
      { header: 'Total', share: 0.8, align: 'right' },
    ],
    { body: regular(style, -0.5), head: bold(style, -0.5), leading: leading(style), rules: true, gap: 2 },
  );
  table.start();
  for (const group of groupedRows(context)) {
    for (const row of group.rows) {
      table.row([
        row.db.name,
        row.db.longName,
        thousands(feet(row.db.searchMi)),
        String(row.counts.tp),
        ...labels.map((_, index) => bandCell(row, index, style)),
        String(row.total),
      ]);
    }
  }
  table.end();
}

function paragraphText(site: Site, number: string, style: ReportStyle, printedFields: PrintedFields): string {
  const place = [printed(site.name, style), printed(site.address, style), printed(site.city, style), `${site.state}${site.zip ? ` ${site.zip}` : ''}`].join(
    ', ',
  );
  const where = site.isOrphan
    ? `not mapped (${site.reason!.toLowerCase()})`
    : site.isTarget
      ? 'target property'
      : `${site.distanceMi!.toFixed(3)} mi ${site.direction}, ${ELEVATION_WORDS[site.relative!]}`;
  const databases = site.listings.map((listing) => `${listing.db} (${listing.status}; ID ${listing.facilityId})`).join(', ');
  const links = site.listings.flatMap((listing) => listing.links);
  const id = printedFields.recordId ? ` [${style.idLabel} ${site.recordId}]` : '';
  return `${number}. ${place} \u2014 ${where}.${id} Databases: ${databases}.${links.length > 0 ? ` Documents: ${links.join(' ')}` : ''}`;
}

function paragraphs(context: FamilyContext, sites: Site[], numbers: (site: Site, index: number) => string, printedFields: PrintedFields): void {
  const { flow, style } = context;
  const indent = 18;
  sites.forEach((site, index) => {
    flow.ensure(leading(style) * 2);
    context.pages.seen(site, flow.pageNumber);
    flow.paragraph(
      paragraphText(site, numbers(site, index), style, printedFields),
      flow.left,
      flow.right - flow.left - indent,
      regular(style),
      leading(style),
      indent,
    );
    flow.y += leading(style) * 0.5;
  });
}

export const landscapeMatrix: LayoutFamilyDefinition = {
  description:
    'a landscape summary matrix (databases as rows, bands in feet `0-660 ft` ... as columns), then portrait pages of numbered site paragraphs (`3. NAME, ADDRESS, CITY, ST ZIP — 0.210 mi SW, higher elevation. Databases: LUST (status; ID x), ...`), the unmapped records as `U1.` paragraphs; record ids printed on some seeds only, no elevations in feet',
  mapIds: ['plain'],
  printed: (random) => {
    const ids = random.chance(0.5);
    return { ...PRINTS_ALL, recordId: ids, orphanRecordId: ids, elevationFt: false };
  },
  draw(context, printedFields) {
    const { flow, model, style, random } = context;
    matrix(context);
    if (random.chance(0.5)) drawMapPage(context);
    flow.addPage();
    heading(context, random.pick(['SITE DETAILS', 'Mapped Sites in Order of Distance', 'DESCRIPTION OF SITES FOUND']));
    paragraphs(context, model.sites, (site) => site.mapId!, printedFields);
    flow.y += leading(style);
    heading(context, style.orphanHeading);
    paragraphs(context, model.orphans, (_, index) => `U${index + 1}`, printedFields);
  },
};
