import { MAP_DOCUMENT_MESSAGES, MAP_MAX_BYTES, MAP_MAX_PAGES, mapFileExtension } from '@groundwork/contracts';
import { PermanentJobError, type JobContext, type JobHandler } from '@groundwork/job-queue';
import { getObjectBytes, ObjectTooLargeError, putObject, type Logger, type ObjectStore } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import type { mapRenderJob } from '../jobs';
import { deleteMapObjects, mapPageKey, parseOriginalKey } from '../maps/map-objects';
import type { MapDocumentRecord, MapPageRecord } from '../maps/map-record';
import { MapUnreadableError, openMapPages } from '../maps/render-map-pages';

export interface MapRenderJobDeps {
  store: ObjectStore;
  maps: Collection<MapDocumentRecord>;
  logger: Logger;
  now?: () => Date;
}

/** What the consultant reads when rendering failed for another reason than the file (storage down on every attempt). */
export const MAP_RENDER_FAILED = 'The map could not be prepared for viewing. Please try uploading it again.';

async function readOriginal(store: ObjectStore, map: MapDocumentRecord): Promise<Uint8Array> {
  try {
    const object = await getObjectBytes(store, map.key, { maxBytes: MAP_MAX_BYTES });
    if (!object) throw new MapUnreadableError('The uploaded file is no longer in storage. Please upload it again.');
    return object.bytes;
  } catch (error) {
    if (error instanceof ObjectTooLargeError) throw new MapUnreadableError(MAP_DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
}

/** Renders the map's pages (at most MAP_MAX_PAGES) and stores each image; answers them and the file's page count. */
async function renderPages(store: ObjectStore, map: MapDocumentRecord, { reportProgress, signal }: JobContext) {
  const extension = parseOriginalKey(map.projectId, map.key)?.extension ?? mapFileExtension(map.filename);
  if (!extension) throw new MapUnreadableError(MAP_DOCUMENT_MESSAGES.invalidType);
  const opened = await openMapPages(await readOriginal(store, map), extension);
  try {
    const count = Math.min(opened.pageCount, MAP_MAX_PAGES);
    const pages: MapPageRecord[] = [];
    let bytes = 0;
    for (let page = 1; page <= count; page += 1) {
      signal.throwIfAborted();
      const rendered = await opened.render(page);
      const key = mapPageKey(map.projectId, map._id, page, rendered.format);
      await putObject(store, { key, body: rendered.body, contentType: rendered.contentType });
      pages.push({ page, width: rendered.width, height: rendered.height, key });
      bytes += rendered.body.length;
      await reportProgress(Math.round((page / count) * 95));
    }
    return { pageCount: opened.pageCount, pages, bytes };
  } finally {
    await opened.close();
  }
}

/**
 * The `map-render` job: the map's pages as images for the viewer, then its record READY. A file
 * that cannot be read ends FAILED at once with the reason; other failures are retried, and the
 * last attempt's failure ends FAILED too, so a map is never left PROCESSING. A map deleted while it
 * rendered has its pages deleted again.
 */
export function createMapRenderJobHandler({ store, maps, logger, now = () => new Date() }: MapRenderJobDeps): JobHandler<typeof mapRenderJob> {
  const markFailed = (mapId: string, error: string) =>
    maps.updateOne({ _id: mapId, status: 'PROCESSING' }, { $set: { status: 'FAILED', error, updatedAt: now() } });

  return async (job, context) => {
    const { mapId, projectId } = job.payload;
    const map = await maps.findOne({ _id: mapId, projectId });
    if (map?.status !== 'PROCESSING') return { pages: map?.pages.length ?? 0 };
    const started = performance.now();
    try {
      const { pageCount, pages, bytes } = await renderPages(store, map, context);
      const updated = await maps.updateOne(
        { _id: mapId, status: 'PROCESSING' },
        { $set: { status: 'READY', error: null, pageCount, pages, updatedAt: now() } },
      );
      if (updated.matchedCount === 0 && !(await maps.findOne({ _id: mapId }))) await deleteMapObjects(store, projectId, mapId);
      const ms = Math.round(performance.now() - started);
      logger.info(
        { jobId: job.jobId, mapId, pageCount, pages: pages.length, bytes, ms, msPerPage: Math.round(ms / Math.max(1, pages.length)) },
        'map rendered',
      );
      return { pages: pages.length };
    } catch (error) {
      if (error instanceof MapUnreadableError) {
        await markFailed(mapId, error.message);
        logger.warn({ jobId: job.jobId, mapId, reason: error.message }, 'map render failed');
        throw new PermanentJobError(error.message);
      }
      if (job.attempts >= job.maxAttempts) await markFailed(mapId, MAP_RENDER_FAILED);
      throw error;
    }
  };
}
