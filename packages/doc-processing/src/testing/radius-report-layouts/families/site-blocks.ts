import { drawDatabaseDescriptions, drawExecutiveSummary, drawMapPage, drawSummaryTables } from '../frame';
import { listingLabels } from '../databases';
import { bandOf, databaseOf, feet, type Site } from '../model';
import { printed } from '../style';
import { Table } from '../table';
import { PRINTS_ALL } from '../truth';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// Fixture `_a`: a MAP FINDINGS block per site (a stacked Map ID / Direction / Distance /
// Elevation column beside site, databases and id), then a `LUST:` section of `Label: value`
// lines per database; an orphan table and `DB: Facility ID: X; Status: Y; ...` paragraphs.

const BAND_WORDS: Record<string, string> = { lt_1_8: '< 1/8', '1_8_to_1_4': '1/8-1/4', '1_4_to_1_2': '1/4-1/2', '1_2_to_1': '1/2-1', gt_1: '> 1' };

function siteHeader(context: FamilyContext, site: Site): void {
  const { flow, style } = context;
  const line = leading(style);
  const x = [flow.left + 4, flow.left + 80, flow.left + 0.66 * (flow.right - flow.left), flow.right - 86];
  const stacked = site.isTarget
    ? [site.mapId!, 'Target', 'Property']
    : [site.mapId!, site.direction!, BAND_WORDS[bandOf(site)]!, `${site.distanceMi!.toFixed(3)} mi.`, `${feet(site.distanceMi!)} ft.`];
  if (/^[A-Z]/.test(site.mapId!)) stacked.push(`Cluster ${site.mapId!.replace(/\d+$/, '')}`);
  flow.ensure(line * (stacked.length + 7));
  context.pages.seen(site, flow.pageNumber);
  ['Map ID', 'Direction', 'Distance'].forEach((label, index) => {
    flow.text(label, x[0]!, flow.y + index * line * 0.9, bold(style, -0.5));
  });
  flow.textRight('MAP FINDINGS', flow.right, flow.y, bold(style, -0.5));
  flow.y += line * 2.7;
  flow.text('Elevation', x[0]!, flow.y, bold(style, -0.5));
  flow.text('Site', x[1]!, flow.y, bold(style, -0.5));
  flow.text('Database(s)', x[2]!, flow.y, bold(style, -0.5));
  flow.text(`${style.idLabel} Number`, x[3]!, flow.y, bold(style, -0.5));
  flow.y += line * 1.3;
  const site3 = [printed(site.name, style), printed(site.address, style), `${printed(site.city, style)}, ${site.state} ${site.zip}`];
  const rows = Math.max(stacked.length, site3.length, site.listings.length);
  for (let index = 0; index < rows; index += 1) {
    const y = flow.y + index * line;
    if (stacked[index]) flow.text(stacked[index]!, x[0]!, y, regular(style));
    if (site3[index]) flow.text(site3[index]!, x[1]!, y, index === 0 ? bold(style) : regular(style));
    if (site.listings[index]) flow.text(site.listings[index]!.db, x[2]!, y, regular(style));
    if (index === 0) flow.text(site.recordId, x[3]! + 4, y, regular(style));
  }
  flow.y += rows * line + line * 0.6;
  flow.text(`Relative: ${site.relative}`, x[1]!, flow.y, regular(style));
  flow.text(`Actual: ${site.elevationFt} ft.`, x[1]! + 80, flow.y, regular(style));
  flow.y += line * 2;
}

function siteSections(context: FamilyContext, site: Site): void {
  const { flow, style } = context;
  const line = leading(style);
  const x = flow.left + 80;
  for (const listing of site.listings) {
    flow.ensure(line * 2);
    flow.text(`${listing.db}:`, x, flow.y, bold(style));
    flow.y += line;
    const labels = listingLabels(databaseOf(context.model, listing.db).kind);
    const lines = [
      `${labels.id}: ${listing.facilityId}`,
      `${labels.status}: ${listing.status}`,
      ...listing.details.map(([label, value]) => `${label}: ${value}`),
    ];
    for (const url of listing.links) lines.push('Click this hyperlink while viewing on your computer to access additional documents:', url);
    for (const text of lines) {
      flow.ensure(line);
      flow.text(text, x + 20, flow.y, regular(style));
      flow.y += line;
    }
  }
  flow.y += line * 1.5;
}

function orphans(context: FamilyContext): void {
  const { flow, model, style } = context;
  flow.addPage();
  heading(context, style.orphanHeading.toUpperCase());
  const table = new Table(
    flow,
    [
      { header: 'City', share: 1.6 },
      { header: `${style.idLabel}`, share: 1.2 },
      { header: 'Site Name', share: 2.6 },
      { header: 'Site Address', share: 2.6 },
      { header: 'Zip', share: 0.7 },
      { header: 'Database(s)', share: 1.6 },
    ],
    { body: regular(style, -0.5), head: bold(style, -0.5), leading: leading(style), rules: true, gap: 2 },
  );
  table.start();
  for (const site of model.orphans) {
    table.row([
      printed(site.city, style),
      site.recordId,
      printed(site.name, style),
      printed(site.address, style),
      site.zip ?? '',
      site.listings.map((listing) => listing.db).join(', '),
    ]);
  }
  table.end();
  flow.y += leading(style);
  heading(context, `${style.orphanHeading.toUpperCase()} DETAIL`, 1);
  for (const site of model.orphans) {
    flow.ensure(leading(style) * 3);
    context.pages.seen(site, flow.pageNumber);
    const where = [printed(site.address, style), printed(site.city, style), `${site.state}${site.zip ? ` ${site.zip}` : ''}`].join(', ');
    flow.text(`${printed(site.name, style)} | ${where} | ${style.idLabel} ${site.recordId}`, flow.left, flow.y, bold(style));
    flow.y += leading(style);
    for (const listing of site.listings) {
      const parts = [`Facility ID: ${listing.facilityId}`, `Status: ${listing.status}`, ...listing.details.map(([label, value]) => `${label}: ${value}`)];
      flow.paragraph(`${listing.db}: ${parts.join('; ')}`, flow.left + 20, flow.right - flow.left - 20, regular(style), leading(style));
      for (const url of listing.links) flow.paragraph(`Document: ${url}`, flow.left + 20, flow.right - flow.left - 20, regular(style), leading(style));
    }
    flow.y += leading(style) / 2;
  }
}

export const siteBlocks: LayoutFamilyDefinition = {
  description:
    'a MAP FINDINGS block per site (stacked Map ID / Direction / Distance / Elevation column, site, databases, id), `DB:` sections of `Label: value` lines, orphan table and `DB: Facility ID: X; Status: Y` paragraphs',
  mapIds: ['cluster', 'plain'],
  printed: () => PRINTS_ALL,
  draw(context) {
    const { flow, model, style } = context;
    drawExecutiveSummary(context);
    drawMapPage(context);
    flow.addPage();
    heading(context, 'MAP FINDINGS SUMMARY');
    drawSummaryTables(context, { labels: 'fractions', searchHeader: 'Search Distance (Miles)', searchCell: (row) => row.db.searchMi.toFixed(3) });
    flow.text(
      `NOTES: TP = Target Property. ${style.beyondMark === 'NR' ? 'NR = Not Requested at this Search Distance. ' : ''}Sites may be listed in more than one database.`,
      flow.left,
      flow.y,
      regular(style, -0.5),
    );
    flow.addPage();
    heading(context, 'MAP FINDINGS');
    for (const site of model.sites) {
      siteHeader(context, site);
      siteSections(context, site);
    }
    orphans(context);
    if (context.random.chance(0.6)) drawDatabaseDescriptions(context);
  },
};
