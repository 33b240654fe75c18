import type { MapDocument } from '@groundwork/contracts';
import { presignGet } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { MAP_RENDER_FAILED } from '../worker/map-render-job';
import type { MapDocumentRecord } from './map-record';

/**
 * The status as the consultant should see it: a record still PROCESSING whose job the queue gave
 * up on (a stalled or lost worker never wrote it) is FAILED.
 */
async function currentStatus(ctx: StudiesContext, map: MapDocumentRecord): Promise<Pick<MapDocument, 'status' | 'error'>> {
  if (map.status === 'PROCESSING' && map.jobId && (await ctx.queue.get(map.jobId))?.status === 'FAILED') {
    return { status: 'FAILED', error: MAP_RENDER_FAILED };
  }
  return map.status === 'FAILED' ? { status: 'FAILED', error: map.error ?? MAP_RENDER_FAILED } : { status: map.status };
}

/** A map as the contract has it: presigned GETs of the original and of each rendered page. */
export async function toMapDocument(ctx: StudiesContext, map: MapDocumentRecord): Promise<MapDocument> {
  const link = (key: string) => presignGet(ctx.store, { key, expiresIn: ctx.presignExpiresSeconds });
  return {
    id: map._id,
    projectId: map.projectId,
    kind: map.kind,
    filename: map.filename,
    contentType: map.contentType,
    bytes: map.bytes,
    year: map.year,
    source: map.source,
    notes: map.notes,
    ...(await currentStatus(ctx, map)),
    pageCount: map.pageCount,
    pages: await Promise.all(map.pages.map(async ({ page, width, height, key }) => ({ page, width, height, url: await link(key) }))),
    fileUrl: await link(map.key),
    uploadedAt: map.uploadedAt.toISOString(),
    uploadedBy: map.uploadedBy,
    updatedAt: map.updatedAt.toISOString(),
  };
}

/** Oldest year first, maps without a year last, then by upload time. */
export function byYearThenUpload(a: MapDocumentRecord, b: MapDocumentRecord): number {
  if (a.year !== b.year) {
    if (a.year === null) return 1;
    if (b.year === null) return -1;
    return a.year - b.year;
  }
  return a.uploadedAt.getTime() - b.uploadedAt.getTime();
}
