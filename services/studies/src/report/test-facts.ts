import {
  aerialStudyResultSchema,
  cityDirectoryResultSchema,
  narrativeItemSchema,
  type CityDirectoryResult,
  type Direction,
  type NarrativeItem,
  type ProjectReviewFacts,
} from '@groundwork/contracts';
import type { ProjectFacts } from './project-facts';

/**
 * Project facts for the report's tests, built through the studies' own schemas: a former dry
 * cleaner on the subject (city directory), a gas station north, photographs from 1952, an on-site
 * closed LUST case and an open one next door, and a prior Phase I review.
 */

export const PROPERTIES: Array<{ direction: Direction; address: string }> = [
  { direction: 'subject', address: '2240 FRONT ST' },
  { direction: 'north', address: '2250 FRONT ST' },
  { direction: 'east', address: '2260 FRONT ST' },
];

/** One directory listing; `tag` may list several tags, in the order the run stored them. */
type Listing = { year: number; direction: Direction; name: string; tag?: string | string[]; page?: number };

export function directoryResult(listings: Listing[], years: number[]): CityDirectoryResult {
  return cityDirectoryResultSchema.parse({
    parsedEntries: listings.map((listing, index) => {
      const address = PROPERTIES.find((property) => property.direction === listing.direction)!.address;
      return {
        id: `e${index}`,
        year: listing.year,
        address,
        direction: listing.direction,
        is_subject: listing.direction === 'subject',
        business_name: listing.name,
        phone: null,
        tags: [listing.tag ?? []].flat().map((tag) => ({ tag, keyword: tag.split(' ')[0]!.toUpperCase() })),
        page: listing.page ?? 3 + index,
        line: `${address} ${listing.name}`,
      };
    }),
    years: [...years].sort((a, b) => b - a),
    sources: Object.fromEntries(years.map((year) => [String(year), 'Polk City Directory'])),
  });
}

export function aerialResult(uses: Record<number, Partial<Record<Direction, string>>>) {
  const years = Object.keys(uses)
    .map(Number)
    .sort((a, b) => a - b);
  const photos = years.map((year, index) => ({
    index,
    year,
    date: null,
    page: index + 2,
    label_text: `${year} USGS 1:24000`,
    source: 'USGS',
    scale: null,
    ft_per_px: 2,
    width: 1000,
    height: 1000,
    subject: { x: 500, y: 500, outlined: true },
  }));
  const predictions = years.flatMap((year, index) =>
    Object.entries(uses[year]!).map(([direction, label]) => ({
      year,
      address: PROPERTIES.find((property) => property.direction === direction)!.address,
      direction,
      label,
      confidence: 0.8,
      page: index + 2,
      photo: index,
      window: { x: 400, y: 400, width: 200, height: 200 },
      offline: { label, confidence: 0.8 },
      vision: null,
      edited: false,
    })),
  );
  return aerialStudyResultSchema.parse({ years, scale: null, photos, predictions, classifier: 'offline', editedAt: null });
}

export function databaseItem(fields: Partial<NarrativeItem> & { target: string; address: string }): NarrativeItem {
  return narrativeItemSchema.parse({
    narrative: `${fields.target} is listed.`,
    document_links: [],
    site_name: fields.target,
    databases: ['LUST'],
    statuses: { LUST: 'Open' },
    status_class: 'open',
    location: 'nearby',
    is_orphan: false,
    is_target: false,
    within_search_distance: true,
    beyond_search_distance: false,
    gradient: null,
    distance_mi: 0.1,
    direction: 'N',
    page: 12,
    ...fields,
  });
}

export const NO_REVIEWS: ProjectReviewFacts = { phase1Reviews: [], recordAnalyses: [] };

export function testFacts(overrides: Partial<ProjectFacts> = {}): ProjectFacts {
  return {
    context: {
      project: {
        id: '64b000000000000000000001',
        projectNumber: 'ESA-2026-0007',
        siteAddress: '2240 Front St, Bridgeport Junction, NJ 07102',
        clientName: 'Lakeshore Acquisitions Group',
        status: 'draft',
        progress: 100,
        studyChecks: { cityDirectory: true, aerial: true, database: true },
      },
      properties: PROPERTIES.map((property, index) => ({ id: `p${index}`, projectId: '64b000000000000000000001', ...property })),
    },
    cityDirectory: {
      runId: 'cd-1',
      filename: 'city_directory.pdf',
      result: directoryResult(
        [
          { year: 1965, direction: 'subject', name: 'FRONT STREET CLEANERS', tag: 'dry cleaner', page: 7 },
          { year: 1975, direction: 'subject', name: 'FRONT STREET CLEANERS', tag: 'dry cleaner', page: 9 },
          { year: 1985, direction: 'subject', name: 'FRONT ST CLEANERS', tag: 'dry cleaner', page: 11 },
          { year: 1975, direction: 'north', name: 'ACE SERVICE STATION', tag: 'gas station', page: 9 },
          { year: 1995, direction: 'subject', name: 'BLUE DOOR CAFE' },
          { year: 2005, direction: 'east', name: 'HARBOR DENTAL' },
        ],
        [1965, 1975, 1985, 1995, 2005, 2015],
      ),
    },
    aerial: {
      runId: 'aerial-1',
      filename: 'aerials.pdf',
      result: aerialResult({
        1952: { subject: 'undeveloped', north: 'agricultural', east: 'undeveloped' },
        1958: { subject: 'commercial', north: 'commercial', east: 'residential' },
        1970: { subject: 'commercial', north: 'commercial', east: 'residential' },
        2021: { subject: 'commercial', north: 'commercial', east: 'commercial' },
      }),
    },
    database: {
      runId: 'db-1',
      filename: 'radius_report.pdf',
      items: [
        databaseItem({
          target: 'FRONT STREET CLEANERS',
          address: '2240 FRONT ST',
          location: 'on-site',
          is_target: true,
          status_class: 'closed',
          statuses: { LUST: 'Closed' },
          distance_mi: 0,
          page: 21,
        }),
        databaseItem({
          target: 'ACE SERVICE STATION',
          address: '2250 FRONT ST',
          location: 'adjoining',
          status_class: 'open',
          statuses: { LUST: 'Open' },
          direction: 'N',
          distance_mi: 0.02,
          page: 25,
        }),
        databaseItem({
          target: 'FAR AWAY FUELS',
          address: '900 MAIN ST',
          location: 'nearby',
          status_class: 'closed',
          statuses: { LUST: 'Closed' },
          distance_mi: 0.4,
          page: 30,
        }),
        databaseItem({ target: 'UNMAPPED DRUMS', address: 'UNKNOWN', location: 'unmapped', is_orphan: true, page: 40 }),
      ],
    },
    soils: null,
    maps: [{ id: 'm1', kind: 'fire-map', year: 1921, source: 'Sanborn', filename: 'sanborn-1921.tif', status: 'READY' }],
    reviews: NO_REVIEWS,
    unavailable: [],
    ...overrides,
  };
}
