import { drawExecutiveSummary, drawMapPage, drawSummaryTables, groupedRows } from '../frame';
import { databaseOf, feet, sitesIn, type Site } from '../model';
import { listingLabels, type Listing } from '../databases';
import { printed } from '../style';
import { PRINTS_ALL } from '../truth';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// Records grouped by database: a heading per database, then each site once per database it is
// in (a site in three databases is printed three times), each a small key/value block:
// `Map Key 12`, `Distance: 0.132 mi (697 ft) NNE`, `Elevation: 235 ft (Lower)`.

function recordBlock(context: FamilyContext, site: Site, listing: Listing, kindLabels: boolean): void {
  const { flow, style } = context;
  const line = leading(style);
  const x = flow.left + 8;
  const valueX = x + 90;
  flow.ensure(line * 4);
  context.pages.seen(site, flow.pageNumber);
  const key = site.mapId === null ? style.idLabel : 'Map Key';
  flow.text(site.mapId === null ? `${key} ${site.recordId}` : `${key} ${site.mapId}`, x, flow.y, bold(style));
  flow.text(printed(site.name, style), valueX, flow.y, bold(style));
  flow.y += line;
  const where = [printed(site.address, style), `${printed(site.city, style)}, ${site.state}${site.zip ? ` ${site.zip}` : ''}`].join(', ');
  const pairs: Array<[string, string]> = [['Address', where]];
  if (site.mapId !== null) pairs.push([style.idLabel, site.recordId]);
  if (site.isTarget) pairs.push(['Distance', 'Target property'], ['Elevation', `${site.elevationFt} ft (Equal)`]);
  else if (!site.isOrphan) {
    pairs.push(['Distance', `${site.distanceMi!.toFixed(3)} mi (${feet(site.distanceMi!)} ft) ${site.direction}`]);
    pairs.push(['Elevation', `${site.elevationFt} ft (${site.relative})`]);
  } else pairs.push(['Location', `Not mapped (${site.reason!.toLowerCase()})`]);
  const labels = kindLabels ? listingLabels(databaseOf(context.model, listing.db).kind) : { id: 'Facility ID', status: 'Status' };
  pairs.push([labels.id, listing.facilityId], [labels.status, listing.status], ...listing.details);
  for (const url of listing.links) pairs.push(['Documents', url]);
  for (const [label, value] of pairs) {
    const lines = flow.wrap(value, flow.right - valueX, regular(style));
    const labelEnd = x + 10 + flow.widthOf(`${label}:`, regular(style, -0.5)) + 6;
    lines.forEach((text, index) => {
      flow.ensure(line);
      if (index === 0) flow.text(`${label}:`, x + 10, flow.y, regular(style, -0.5));
      flow.text(text, index === 0 ? Math.max(valueX, labelEnd) : valueX, flow.y, regular(style));
      flow.y += line;
    });
  }
  flow.y += line * 0.8;
}

function databaseHeading(context: FamilyContext, text: string): void {
  const { flow, style } = context;
  flow.ensure(leading(style) * 8);
  flow.box(flow.left, flow.y - 3, flow.right - flow.left, leading(style) * 1.6, '#dddddd');
  flow.text(text, flow.left + 4, flow.y, bold(style, 1.5));
  flow.y += leading(style) * 2;
}

export const databaseSections: LayoutFamilyDefinition = {
  description:
    'a shaded heading per database, each site printed once per database it is in as a key/value block (`Map Key 12`, `Distance: 0.132 mi (697 ft) NNE`, `Elevation: 235 ft (Lower)`), so one site appears several times; the unmapped records grouped by database likewise',
  mapIds: ['plain', 'padded', 'cluster'],
  printed: () => PRINTS_ALL,
  draw(context) {
    const { flow, model, style, random } = context;
    const kindLabels = random.chance(0.5);
    if (random.chance(0.5)) drawExecutiveSummary(context);
    flow.addPage();
    heading(context, random.pick(['DATABASE SUMMARY', 'Summary of Records Found', 'RECORDS FOUND BY DATABASE']));
    drawSummaryTables(context, { labels: 'fractions', searchHeader: 'Radius (mi)', searchCell: (row) => String(row.db.searchMi), totalFirst: true });
    if (random.chance(0.5)) drawMapPage(context);
    flow.addPage();
    heading(context, random.pick(['DETAIL BY DATABASE', 'Records by Database', 'DATABASE FINDINGS']));
    for (const group of groupedRows(context)) {
      for (const row of group.rows) {
        const sites = sitesIn(model.sites, row.db.name);
        if (sites.length === 0) continue;
        databaseHeading(
          context,
          `${row.db.name}: ${row.db.longName} (${sites.length} record${sites.length === 1 ? '' : 's'}, searched to ${row.db.searchMi} mi)`,
        );
        for (const site of sites) recordBlock(context, site, site.listings.find((listing) => listing.db === row.db.name)!, kindLabels);
      }
    }
    flow.addPage();
    heading(context, style.orphanHeading);
    for (const definition of model.databases) {
      const sites = sitesIn(model.orphans, definition.name);
      if (sites.length === 0) continue;
      databaseHeading(context, `${style.orphanHeading} - ${definition.name}`);
      for (const site of sites) recordBlock(context, site, site.listings.find((listing) => listing.db === definition.name)!, kindLabels);
    }
  },
};
