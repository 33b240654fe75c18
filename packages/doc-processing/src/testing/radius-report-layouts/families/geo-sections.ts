import { drawSummaryTables } from '../frame';
import type { Site } from '../model';
import { printed } from '../style';
import { Table } from '../table';
import { PRINTS_ALL } from '../truth';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// One table per database and nothing else: no map ids, each site keyed by its site id (the
// record id), its name, street and city stacked in one cell, distance and direction in one cell
// (`0.123 mi / 650 ft NE`); a site in three databases is in three tables. Unmapped records sit at
// the end of the same tables with `Unmapped` for their distance.

function databaseTable(context: FamilyContext, db: string, sites: Site[]): void {
  const { flow, model, style, random } = context;
  const definition = model.databases.find((candidate) => candidate.name === db)!;
  heading(context, random.pick([`${db} — ${definition.longName}`, `${db}: ${definition.longName}`]), 1);
  const table = new Table(
    flow,
    [
      { header: 'Site ID', share: 1.1 },
      { header: 'Facility Name / Location', share: 3.2 },
      { header: 'Dist / Dir', share: 1.5 },
      { header: 'Elevation', share: 1.0 },
      { header: 'Status', share: 1.7 },
      { header: 'Facility ID', share: 1.3 },
    ],
    { body: regular(style, -1), head: bold(style, -1), leading: leading(style) * 0.9, rules: random.chance(0.5), gap: 3 },
  );
  table.start();
  for (const site of sites) {
    const listing = site.listings.find((candidate) => candidate.db === db)!;
    const place = `${printed(site.city, style)}, ${site.state}${site.zip ? ` ${site.zip}` : ''}`;
    const where = site.isOrphan
      ? 'Unmapped'
      : site.isTarget
        ? 'Target property'
        : `${site.distanceMi!.toFixed(3)} mi / ${Math.round(site.distanceMi! * 5280)} ft ${site.direction}`;
    const elevation = site.isOrphan ? '' : `${site.elevationFt} ft ${site.relative === 'Equal' ? '(same)' : `(${site.relative!.toLowerCase()})`}`;
    const page = table.row([
      site.recordId,
      [printed(site.name, style), printed(site.address, style), place],
      where,
      elevation,
      listing.status,
      listing.facilityId,
    ]);
    context.pages.seen(site, page);
  }
  table.end();
}

export const geoSections: LayoutFamilyDefinition = {
  description:
    'one table per database, no map ids: Site ID (the record id), Facility Name / Location (name, street, city stacked), Dist / Dir (`0.123 mi / 650 ft NE`), Elevation (`651 ft (higher)`), Status, Facility ID; a site in several databases is in several tables; unmapped records at the end of the same tables (`Unmapped`)',
  mapIds: ['plain'],
  printed: () => ({ ...PRINTS_ALL, links: false, orphanLinks: false }),
  draw(context) {
    const { flow, model, style, random } = context;
    flow.addPage();
    heading(context, random.pick(['DATABASE FINDINGS SUMMARY', 'Summary of Records Found']));
    drawSummaryTables(context, {
      labels: random.pick(['fractions', 'decimal'] as const),
      searchHeader: 'Radius (mi)',
      searchCell: (row) => row.db.searchMi.toFixed(2),
      totalFirst: random.chance(0.5),
    });
    flow.y += leading(style);
    flow.addPage();
    heading(context, random.pick(['DETAILED FINDINGS', 'Records by Database']));
    const mapped = [...model.sites].sort((a, b) => a.distanceMi! - b.distanceMi!);
    for (const definition of model.databases) {
      const listed = [...mapped, ...model.orphans].filter((site) => site.listings.some((listing) => listing.db === definition.name));
      if (listed.length > 0) databaseTable(context, definition.name, listed);
    }
  },
};
