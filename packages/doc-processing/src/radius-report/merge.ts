import type { DatabaseFacts, Occurrence } from './occurrence';
import { milesFromFeet } from './occurrence';
import { normaliseText } from './vocabulary';

/** A record of the report: every printing of one site (or orphan) merged. */
export interface MergedRecord {
  mapId: string | null;
  recordId: string | null;
  name: string;
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  distanceMi: number | null;
  distanceFt: number | null;
  direction: string | null;
  isTarget: boolean;
  isOrphan: boolean;
  markedBeyond: boolean;
  relativeElevation: 'Higher' | 'Lower' | 'Equal' | null;
  elevationFt: number | null;
  databases: string[];
  facts: Map<string, DatabaseFacts>;
  /** First page of its detail (a printing with a database's detail), else of its first printing. */
  page: number;
  pages: number[];
  order: number;
}

const nameKey = (occurrence: Occurrence) =>
  occurrence.name && occurrence.address ? `${normaliseText(occurrence.name)}|${normaliseText(occurrence.address)}` : null;

/**
 * Merges the printings of each record: those sharing a record id, a map id (mapped sites only), or
 * the same name and address; never two printings with different record ids or map ids.
 */
export function mergeOccurrences(occurrences: readonly Occurrence[]): MergedRecord[] {
  const usable = occurrences.filter((occurrence) => occurrence.name || occurrence.mapId || occurrence.recordId);
  const parent = usable.map((_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root]!;
    parent[index] = root;
    return root;
  };
  const groupIds = usable.map((occurrence) => ({
    recordIds: new Set(occurrence.recordId ? [occurrence.recordId] : []),
    mapIds: new Set(occurrence.mapId ? [occurrence.mapId] : []),
  }));
  const union = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA === rootB) return;
    const idsA = groupIds[rootA]!;
    const idsB = groupIds[rootB]!;
    const conflict = (x: Set<string>, y: Set<string>) => x.size > 0 && y.size > 0 && ![...x].some((value) => y.has(value));
    if (conflict(idsA.recordIds, idsB.recordIds) || conflict(idsA.mapIds, idsB.mapIds)) return;
    parent[rootB] = rootA;
    for (const value of idsB.recordIds) idsA.recordIds.add(value);
    for (const value of idsB.mapIds) idsA.mapIds.add(value);
  };
  const byKey = new Map<string, number>();
  const link = (key: string | null, index: number) => {
    if (!key) return;
    const first = byKey.get(key);
    if (first === undefined) byKey.set(key, index);
    else union(first, index);
  };
  for (const [index, occurrence] of usable.entries()) link(occurrence.recordId ? `r:${occurrence.recordId}` : null, index);
  for (const [index, occurrence] of usable.entries()) link(occurrence.mapId ? `m:${occurrence.mapId}` : null, index);
  for (const [index, occurrence] of usable.entries()) link(nameKey(occurrence) ? `n:${nameKey(occurrence)}` : null, index);

  const groups = new Map<number, Occurrence[]>();
  usable.forEach((occurrence, index) => {
    const root = find(index);
    groups.set(root, [...(groups.get(root) ?? []), occurrence]);
  });
  return [...groups.values()].map(mergeGroup).filter((record): record is MergedRecord => record !== null);
}

function mergeGroup(group: Occurrence[]): MergedRecord | null {
  const sorted = [...group].sort((a, b) => a.order - b.order);
  const first = <K extends keyof Occurrence>(key: K) =>
    sorted.map((occurrence) => occurrence[key]).find((value) => value !== null && value !== undefined) ?? null;
  const name = first('name') as string | null;
  if (!name) return null;
  const facts = new Map<string, DatabaseFacts>();
  const databases: string[] = [];
  for (const occurrence of sorted) {
    for (const db of occurrence.databases) if (!databases.includes(db)) databases.push(db);
    for (const [db, more] of occurrence.facts) {
      const kept = facts.get(db) ?? { status: null, facilityId: null, substances: [], dates: [], links: [] };
      kept.status ??= more.status;
      kept.facilityId ??= more.facilityId;
      for (const substance of more.substances) if (!kept.substances.includes(substance)) kept.substances.push(substance);
      for (const date of more.dates) if (!kept.dates.some((known) => known.label === date.label && known.date === date.date)) kept.dates.push(date);
      for (const url of more.links) if (!kept.links.includes(url)) kept.links.push(url);
      facts.set(db, kept);
    }
  }
  const distanceFt = first('distanceFt') as number | null;
  const printedMiles = first('distanceMi') as number | null;
  const isTarget = sorted.some((occurrence) => occurrence.isTarget) || printedMiles === 0 || (printedMiles === null && distanceFt === 0);
  const distanceMi = printedMiles ?? (distanceFt !== null ? milesFromFeet(distanceFt) : isTarget ? 0 : null);
  const mapId = first('mapId') as string | null;
  const detailed = sorted.find((occurrence) => occurrence.detailed);
  const pages = [...new Set(sorted.map((occurrence) => occurrence.page))].sort((a, b) => a - b);
  return {
    mapId,
    recordId: first('recordId') as string | null,
    name,
    address: (first('address') as string | null) ?? '',
    city: first('city') as string | null,
    state: first('state') as string | null,
    zip: first('zip') as string | null,
    distanceMi,
    distanceFt: distanceFt ?? (isTarget ? 0 : null),
    direction: isTarget ? null : (first('direction') as string | null),
    isTarget,
    isOrphan: !isTarget && mapId === null && distanceMi === null,
    markedBeyond: sorted.some((occurrence) => occurrence.markedBeyond),
    relativeElevation: first('relativeElevation') as MergedRecord['relativeElevation'],
    elevationFt: first('elevationFt') as number | null,
    databases,
    facts,
    page: (detailed ?? sorted[0]!).page,
    pages,
    order: sorted[0]!.order,
  };
}
