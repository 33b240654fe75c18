import { drawDatabaseDescriptions, drawMapPage, drawSummaryTables, groupedRows, thousands } from '../frame';
import { feet, sitesIn, type Site } from '../model';
import type { Listing } from '../databases';
import { printed } from '../style';
import { Table } from '../table';
import { PRINTS_ALL } from '../truth';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// Fixture `_d`: a Site Inventory table (one row per site, wrapped cells, distance in ft over mi),
// then one table per database with the site rows again and `Document links (DB):` lists of
// `[007] url`, then an Unmapped Sites table and details.

const elevationCell = (site: Site, subject: number) => {
  const difference = site.elevationFt! - subject;
  return `${site.elevationFt} (${difference > 0 ? '+' : ''}${difference})`;
};

function inventory(context: FamilyContext): void {
  const { flow, model, style } = context;
  flow.addPage();
  heading(context, 'SITE INVENTORY');
  flow.paragraph(
    'One row per mapped site, in order of distance from the site. * = beyond the ASTM search distance of every database listed for the site; shown for information only.',
    flow.left,
    flow.right - flow.left,
    regular(style),
    leading(style),
  );
  flow.y += leading(style);
  const table = new Table(
    flow,
    [
      { header: 'Map ID', share: 0.8 },
      { header: 'Site', share: 2.4 },
      { header: 'Address', share: 2.6 },
      { header: 'Dist (ft / mi)', share: 1.1, align: 'right' },
      { header: 'Dir', share: 0.6 },
      { header: 'Elev ft (diff)', share: 1 },
      { header: 'Database(s)', share: 2.4 },
    ],
    { body: regular(style, -0.5), head: bold(style, -0.5), leading: leading(style) * 0.9, rules: false, gap: 4 },
  );
  table.start();
  for (const site of model.sites) {
    table.row([
      `${site.mapId}${site.beyond ? '*' : ''}`,
      printed(site.name, style),
      [printed(site.address, style), `${printed(site.city, style)}, ${site.state}`, site.zip!],
      [`${thousands(feet(site.distanceMi!))} ft`, `${site.distanceMi!.toFixed(3)} mi`],
      site.isTarget ? 'TP' : site.direction!,
      elevationCell(site, model.subject.elevationFt),
      site.listings.map((listing) => listing.db).join(', '),
    ]);
  }
  table.end();
}

function databaseTable(context: FamilyContext, sites: Site[], name: string): void {
  const { flow, style } = context;
  const table = new Table(
    flow,
    [
      { header: 'Map ID', share: 0.7 },
      { header: 'Site / Address', share: 3 },
      { header: 'Distance', share: 1.3 },
      { header: 'Facility ID', share: 1.3 },
      { header: 'Status', share: 1.4 },
      { header: 'Date', share: 0.9 },
      { header: 'Details', share: 2.4 },
    ],
    { body: regular(style, -0.5), head: bold(style, -0.5), leading: leading(style) * 0.9, rules: false, gap: 5 },
  );
  table.start();
  const links: Array<[string, string]> = [];
  for (const site of sites) {
    const listing = site.listings.find((candidate) => candidate.db === name)!;
    const [first, ...rest] = listing.details;
    const page = table.row([
      site.mapId!,
      [printed(site.name, style), printed(site.address, style), `${style.idLabel} ${site.recordId}`],
      site.isTarget ? ['0 ft', 'Target property'] : [`${thousands(feet(site.distanceMi!))} ft`, `${site.distanceMi!.toFixed(3)} mi ${site.direction}`],
      listing.facilityId,
      listing.status,
      listing.date ?? '-',
      [first, rest[0]].filter((pair): pair is [string, string] => pair !== undefined).map(([label, value]) => `${label}: ${value}`),
    ]);
    context.pages.seen(site, page);
    flow.paragraph(
      rest
        .slice(1)
        .map(([label, value]) => `${label}: ${value}`)
        .join(' | '),
      flow.left + 0.06 * (flow.right - flow.left),
      0.94 * (flow.right - flow.left),
      regular(style, -1),
      leading(style) * 0.85,
    );
    flow.y += 3;
    for (const url of listing.links) links.push([site.mapId!, url]);
  }
  table.end();
  documentLinks(context, name, links);
}

function documentLinks(context: FamilyContext, name: string, links: Array<[string, string]>): void {
  const { flow, style } = context;
  if (links.length === 0) return;
  flow.ensure(leading(style) * 3);
  flow.text(`Document links (${name}):`, flow.left, flow.y, bold(style, -0.5));
  flow.y += leading(style);
  for (const [mapId, url] of links) {
    flow.ensure(leading(style));
    flow.text(`[${mapId}] ${url}`, flow.left + 10, flow.y, regular(style, -0.5));
    flow.y += leading(style);
  }
  flow.y += leading(style) / 2;
}

function facilityDetail(context: FamilyContext): void {
  const { flow, model, style } = context;
  flow.addPage();
  heading(context, 'FACILITY DETAIL BY DATABASE');
  for (const group of groupedRows(context)) {
    flow.ensure(leading(style) * 8);
    flow.text(group.title, flow.left, flow.y, bold(style, 1.5));
    flow.y += leading(style) * 1.8;
    for (const row of group.rows) {
      const sites = sitesIn(model.sites, row.db.name);
      if (sites.length === 0) continue;
      flow.ensure(leading(style) * 7);
      flow.text(`${row.db.name} - ${row.db.longName}`, flow.left + 4, flow.y, bold(style, 1));
      flow.y += leading(style) * 1.4;
      flow.text(
        `Search radius ${thousands(feet(row.db.searchMi))} ft (${row.db.searchMi.toFixed(2)} mi). Records found: ${sites.length}.`,
        flow.left,
        flow.y,
        regular(style),
      );
      flow.y += leading(style) * 1.4;
      databaseTable(context, sites, row.db.name);
    }
  }
}

const orphanDetail = (listing: Listing) =>
  [`${listing.db} - Facility ID ${listing.facilityId}`, `Status: ${listing.status}`, ...listing.details.map(([label, value]) => `${label}: ${value}`)].join(
    '; ',
  );

function unmapped(context: FamilyContext): void {
  const { flow, model, style } = context;
  flow.addPage();
  heading(context, style.orphanHeading.toUpperCase());
  const table = new Table(
    flow,
    [
      { header: 'Site', share: 2.6 },
      { header: 'Address', share: 2.8 },
      { header: 'City / Zip', share: 1.8 },
      { header: 'Database(s)', share: 1.4 },
      { header: 'Reason', share: 1.2 },
    ],
    { body: regular(style, -0.5), head: bold(style, -0.5), leading: leading(style) * 0.9, rules: false, gap: 4 },
  );
  table.start();
  for (const site of model.orphans) {
    table.row([
      printed(site.name, style),
      printed(site.address, style),
      [printed(site.city, style), site.zip ?? ''],
      site.listings.map((listing) => listing.db).join(', '),
      site.reason!,
    ]);
  }
  table.end();
  flow.ensure(leading(style) * 4);
  flow.text(`${style.orphanHeading} - details`, flow.left, flow.y, bold(style, 1));
  flow.y += leading(style) * 1.5;
  for (const site of model.orphans) {
    flow.ensure(leading(style) * 3);
    context.pages.seen(site, flow.pageNumber);
    const where = `${printed(site.address, style)}, ${printed(site.city, style)}, ${site.state}${site.zip ? ` ${site.zip}` : ''}`;
    flow.text(`${printed(site.name, style)} | ${where} | ${style.idLabel} ${site.recordId}`, flow.left, flow.y, bold(style, -0.5));
    flow.y += leading(style);
    for (const listing of site.listings) {
      flow.paragraph(orphanDetail(listing), flow.left + 14, flow.right - flow.left - 14, regular(style, -0.5), leading(style) * 0.9);
      for (const url of listing.links) flow.paragraph(`Link: ${url}`, flow.left + 14, flow.right - flow.left - 14, regular(style, -0.5), leading(style) * 0.9);
    }
    flow.y += leading(style) / 2;
  }
}

export const inventoryTables: LayoutFamilyDefinition = {
  description:
    'search summary in feet bands (`0-660 ft`, radius `2,640 / 0.500`), a Site Inventory table (one row per site, ft over mi, `*` beyond the search distance), one table per database with `Document links (DB):` lists of `[007] url`, an unmapped table and details',
  mapIds: ['padded'],
  printed: () => PRINTS_ALL,
  draw(context) {
    const { flow } = context;
    flow.addPage();
    heading(context, 'SEARCH SUMMARY');
    drawSummaryTables(context, {
      labels: 'feet',
      searchHeader: 'Search radius (ft / mi)',
      searchCell: (row) => `${thousands(feet(row.db.searchMi))} / ${row.db.searchMi.toFixed(3)}`,
    });
    drawMapPage(context);
    inventory(context);
    facilityDetail(context);
    unmapped(context);
    if (context.random.chance(0.7)) drawDatabaseDescriptions(context);
  },
};
