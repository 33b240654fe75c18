import { bandCell, drawMapPage, thousands } from '../frame';
import { feet, summaryRows, type Site } from '../model';
import { printed, type ReportStyle } from '../style';
import { Table } from '../table';
import { PRINTS_ALL } from '../truth';
import { DIRECTION_WORDS } from '../vocabulary';
import { bold, heading, leading, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// One card per site: a title bar, a two-column key/value grid (labels at the left of each half),
// the direction spelled out, the distance in feet only or miles only, the databases as a comma
// list, and a small status table under the card. The summary is one line per database.

type Units = 'feet' | 'miles';

const distanceText = (site: Site, units: Units) => (units === 'feet' ? `${thousands(feet(site.distanceMi!))} ft` : `${site.distanceMi!.toFixed(3)} mi`);

function summaryLines(context: FamilyContext): void {
  const { flow, model, style } = context;
  const words = ['under 1/8 mi', '1/8-1/4 mi', '1/4-1/2 mi', '1/2-1 mi', 'over 1 mi'];
  for (const row of summaryRows(model)) {
    const bands = words.map((word, index) => `${word} ${bandCell(row, index, style)}`).join('; ');
    flow.paragraph(
      `${row.db.name} (searched to ${row.db.searchMi.toFixed(2)} mi): target ${row.counts.tp}; ${bands}; total ${row.total}`,
      flow.left,
      flow.right - flow.left,
      regular(style),
      leading(style),
      16,
    );
  }
}

function gridPairs(site: Site, style: ReportStyle, units: Units): { left: Array<[string, string]>; right: Array<[string, string]> } {
  const left: Array<[string, string]> = [
    ['Address', printed(site.address, style)],
    ['City', printed(site.city, style)],
    ['State / ZIP', `${site.state} ${site.zip ?? ''}`.trim()],
    [style.idLabel, site.recordId],
  ];
  const databases: [string, string] = ['Databases', site.listings.map((listing) => listing.db).join(', ')];
  if (site.isOrphan) return { left, right: [['Location', 'Not mapped'], ['Reason', site.reason!], databases] };
  if (site.isTarget) return { left, right: [['Location', 'Target property'], ['Elevation', `${site.elevationFt} ft`], databases] };
  return {
    left,
    right: [
      ['Distance', distanceText(site, units)],
      ['Direction', DIRECTION_WORDS[site.direction!]],
      ['Elevation', `${site.elevationFt} ft (${site.relative})`],
      databases,
    ],
  };
}

function card(context: FamilyContext, site: Site, units: Units): void {
  const { flow, style } = context;
  const line = leading(style);
  const half = (flow.right - flow.left) / 2;
  const labelWidth = 62;
  const { left, right } = gridPairs(site, style, units);
  const wrapped = (pairs: Array<[string, string]>) => pairs.map(([label, value]) => [label, flow.wrap(value, half - labelWidth - 10, regular(style))] as const);
  const columns = [wrapped(left), wrapped(right)];
  const height = Math.max(...columns.map((pairs) => pairs.reduce((sum, [, lines]) => sum + lines.length, 0))) * line;
  flow.ensure(line * 2 + height + line * 3);
  context.pages.seen(site, flow.pageNumber);
  const top = flow.y;
  flow.box(flow.left, top - 3, flow.right - flow.left, line * 1.5, '#e4e4e4');
  const title = site.mapId === null ? printed(site.name, style) : `${site.mapId}  ${printed(site.name, style)}`;
  flow.text(title, flow.left + 6, top, bold(style, 1));
  flow.y += line * 1.7;
  columns.forEach((pairs, index) => {
    let y = flow.y;
    const x = flow.left + 6 + index * half;
    for (const [label, lines] of pairs) {
      flow.text(label, x, y, bold(style, -0.5));
      lines.forEach((text, row) => {
        flow.text(text, x + labelWidth, y + row * line, regular(style));
      });
      y += lines.length * line;
    }
  });
  flow.y += height + 2;
  flow.box(flow.left, top - 3, flow.right - flow.left, flow.y - top + 3);
  flow.y += line * 0.6;
  statusTable(context, site);
}

function statusTable(context: FamilyContext, site: Site): void {
  const { flow, style } = context;
  const table = new Table(
    flow,
    [
      { header: 'Database', share: 1.4 },
      { header: 'Facility ID', share: 1.4 },
      { header: 'Status', share: 2.2 },
      { header: 'Date', share: 1 },
    ],
    { body: regular(style, -0.5), head: bold(style, -1), leading: leading(style) * 0.95, rules: false, gap: 1 },
  );
  table.start();
  for (const listing of site.listings) table.row([listing.db, listing.facilityId, listing.status, listing.date ?? '']);
  table.end();
  for (const listing of site.listings) {
    for (const url of listing.links)
      flow.paragraph(`${listing.db} document: ${url}`, flow.left + 6, flow.right - flow.left - 6, regular(style, -0.5), leading(style));
  }
  flow.y += leading(style);
}

export const cards: LayoutFamilyDefinition = {
  description:
    'a summary line per database (`LUST (searched to 0.50 mi): target 1; under 1/8 mi 3; ...`), one boxed card per site with a two-column key/value grid, the direction spelled out (`North-Northeast`), the distance in feet only (`1,245 ft`) or miles only, a status table under each card; orphans as cards',
  mapIds: ['plain', 'padded', 'cluster'],
  printed: () => PRINTS_ALL,
  draw(context) {
    const { flow, model, style, random } = context;
    const units: Units = random.chance(0.5) ? 'feet' : 'miles';
    flow.addPage();
    heading(context, random.pick(['Records Summary', 'SUMMARY BY DATABASE', 'Search Results at a Glance']));
    summaryLines(context);
    if (random.chance(0.5)) drawMapPage(context);
    flow.addPage();
    heading(context, random.pick(['Site Cards', 'MAPPED SITES', 'Facility Profiles']));
    for (const site of model.sites) card(context, site, units);
    flow.addPage();
    heading(context, style.orphanHeading);
    for (const site of model.orphans) card(context, site, units);
  },
};
