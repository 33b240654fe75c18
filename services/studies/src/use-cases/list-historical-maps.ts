import type { MapDocumentKind } from '@groundwork/contracts';
import type { StudiesContext } from '../context';
import { byYearThenUpload } from '../maps/map-view';

/** A historical map as the report's coverage of historical sources counts it. */
export interface HistoricalMap {
  id: string;
  kind: MapDocumentKind;
  year: number | null;
  source: string;
  filename: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
}

/** Every topographic and fire insurance map of the organization's project, oldest year first (no year last). */
export async function listHistoricalMaps(ctx: StudiesContext, organizationId: string, projectId: string): Promise<HistoricalMap[]> {
  const maps = await ctx.mapDocuments.find({ projectId, organizationId }).toArray();
  return maps.sort(byYearThenUpload).map(({ _id, kind, year, source, filename, status }) => ({ id: _id, kind, year, source, filename, status }));
}
