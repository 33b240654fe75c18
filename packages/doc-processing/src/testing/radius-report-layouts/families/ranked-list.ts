import { drawExecutiveSummary, drawSummaryTables } from '../frame';
import type { Site } from '../model';
import { printed } from '../style';
import { Table } from '../table';
import type { PrintedFields } from '../truth';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// A compact list sorted by distance, one line per site and database (a site in three databases
// is three lines), with the elevation as a signed difference from the subject's; summary bands in
// decimal miles; the unplottable records as a table of the same kind. No record or facility ids.

const PRINTS: PrintedFields = {
  recordId: false,
  facilityIds: false,
  links: false,
  elevationFt: false,
  zip: false,
  orphanRecordId: false,
  orphanFacilityIds: false,
  orphanLinks: false,
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function rankedRows(context: FamilyContext): void {
  const { flow, model, style } = context;
  const table = new Table(
    flow,
    [
      { header: 'Rank/ID', share: 0.7 },
      { header: 'Site', share: 2.4 },
      { header: 'Address', share: 2.1 },
      { header: 'City, State', share: 1.6 },
      { header: 'Dist (mi)', share: 0.8, align: 'right' },
      { header: 'Dir', share: 0.6 },
      { header: 'Elev (+/- ft)', share: 0.8, align: 'right' },
      { header: 'Database', share: 1.4 },
      { header: 'Status', share: 1.7 },
    ],
    { body: regular(style, -1), head: bold(style, -1), leading: leading(style) * 0.88, rules: context.random.chance(0.5), gap: 1.5 },
  );
  table.start();
  for (const site of model.sites) {
    for (const listing of site.listings) {
      const page = table.row([
        site.mapId!,
        printed(site.name, style),
        printed(site.address, style),
        `${printed(site.city, style)}, ${site.state}`,
        site.distanceMi!.toFixed(3),
        site.isTarget ? 'TP' : site.direction!,
        signed(site.elevationFt! - model.subject.elevationFt),
        listing.db,
        listing.status,
      ]);
      context.pages.seen(site, page);
    }
  }
  table.end();
}

function unplottable(context: FamilyContext, orphans: Site[]): void {
  const { flow, style } = context;
  const table = new Table(
    flow,
    [
      { header: 'Site', share: 2.6 },
      { header: 'Address', share: 2.6 },
      { header: 'City, State', share: 1.7 },
      { header: 'Zip', share: 0.7 },
      { header: 'Database', share: 1.4 },
      { header: 'Status', share: 1.8 },
    ],
    { body: regular(style, -1), head: bold(style, -1), leading: leading(style) * 0.88, rules: true, gap: 1.5 },
  );
  table.start();
  for (const site of orphans) {
    for (const listing of site.listings) {
      const page = table.row([
        printed(site.name, style),
        printed(site.address, style),
        `${printed(site.city, style)}, ${site.state}`,
        site.zip ?? '',
        listing.db,
        listing.status,
      ]);
      context.pages.seen(site, page);
    }
  }
  table.end();
}

export const rankedList: LayoutFamilyDefinition = {
  description:
    'summary bands in decimal miles (`0-0.125`, `0.125-0.25`, ...), then one line per site and database sorted by distance (Rank/ID, Site, Address, City, Dist (mi), Dir, Elev (+/- ft), Database, Status), a site in several databases on several lines; unplottable records as a table; no record or facility ids, no links',
  mapIds: ['plain', 'padded'],
  printed: () => PRINTS,
  draw(context) {
    const { flow, model, style, random } = context;
    if (random.chance(0.5)) drawExecutiveSummary(context);
    flow.addPage();
    heading(context, random.pick(['SUMMARY OF FINDINGS', 'Records Found by Distance', 'SEARCH SUMMARY']));
    drawSummaryTables(context, { labels: 'decimal', searchHeader: 'Dist (mi)', searchCell: (row) => row.db.searchMi.toFixed(3) });
    flow.y += leading(style);
    heading(context, random.pick(['SITES RANKED BY DISTANCE', 'Ranked Site List', 'FINDINGS BY DISTANCE']));
    rankedRows(context);
    flow.y += leading(style);
    heading(context, style.orphanHeading);
    unplottable(context, model.orphans);
  },
};
