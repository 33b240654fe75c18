import {
  MAP_DOCUMENT_MESSAGES,
  MAP_MAX_BYTES,
  type MapDocument,
  type MapDocumentKind,
  type MapFileExtension,
  type RegisterMapInput,
} from '@groundwork/contracts';
import { isDuplicateKeyError } from '@groundwork/job-queue';
import { badRequest, conflict, headObject, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { mapRenderJob } from '../jobs';
import { contentMatchesExtension, deleteMapObjects, mapContentType, parseOriginalKey, readObjectHead } from '../maps/map-objects';
import type { MapDocumentRecord } from '../maps/map-record';
import { toMapDocument } from '../maps/map-view';
import { mapProject } from './map-documents';

/** Refuses the stored file (deleting it) with the tab's message: over the size limit, or not the content its name says. */
async function checkStoredFile(ctx: StudiesContext, projectId: string, mapId: string, key: string, extension: MapFileExtension) {
  const head = await headObject(ctx.store, key);
  if (!head) throw badRequest('The file is not in storage yet. Upload it to the URL given, then register it.', undefined, 'UPLOAD_MISSING');
  const refuse = async (message: string, title: string, code: string) => {
    await deleteMapObjects(ctx.store, projectId, mapId);
    return badRequest(message, { title }, code);
  };
  if (head.size > MAP_MAX_BYTES) throw await refuse(MAP_DOCUMENT_MESSAGES.tooLarge, MAP_DOCUMENT_MESSAGES.tooLargeTitle, 'FILE_TOO_LARGE');
  if (head.size === 0 || !contentMatchesExtension(await readObjectHead(ctx.store, key), extension)) {
    throw await refuse(MAP_DOCUMENT_MESSAGES.notThatType, MAP_DOCUMENT_MESSAGES.invalidTypeTitle, 'INVALID_FILE_TYPE');
  }
  return head.size;
}

/**
 * Registers an uploaded map file (a key this project's upload-url route made): its size and first
 * bytes checked, the record stored PROCESSING and a `map-render` job queued. The same key again
 * answers the same map.
 */
export async function registerMap(
  ctx: StudiesContext,
  auth: AuthContext,
  projectId: string,
  kind: MapDocumentKind,
  input: RegisterMapInput,
): Promise<MapDocument> {
  await mapProject(ctx, auth, projectId, { forWrite: true });
  const parsed = parseOriginalKey(projectId, input.key);
  if (!parsed) throw notFound('No map upload with this key was made for this project.', 'UPLOAD_NOT_FOUND');
  const { mapId, extension } = parsed;
  const existing = await ctx.mapDocuments.findOne({ _id: mapId });
  if (existing) return sameMap(ctx, existing, projectId, kind);
  const bytes = await checkStoredFile(ctx, projectId, mapId, input.key, extension);
  const job = await ctx.queue.enqueue(mapRenderJob, {
    payload: { organizationId: auth.organizationId, projectId, mapId },
    organizationId: auth.organizationId,
    idempotencyKey: `map-render:${mapId}`,
  });
  const at = ctx.now();
  const record: MapDocumentRecord = {
    _id: mapId,
    projectId,
    organizationId: auth.organizationId,
    kind,
    key: input.key,
    filename: input.filename,
    contentType: mapContentType(extension),
    bytes,
    year: input.year,
    source: input.source,
    notes: input.notes,
    status: 'PROCESSING',
    error: null,
    jobId: job.jobId,
    pageCount: null,
    pages: [],
    uploadedAt: at,
    uploadedBy: auth.email || auth.userId,
    updatedAt: at,
  };
  try {
    await ctx.mapDocuments.insertOne(record);
  } catch (error) {
    const raced = isDuplicateKeyError(error) ? await ctx.mapDocuments.findOne({ _id: mapId }) : null;
    if (!raced) throw error;
    return sameMap(ctx, raced, projectId, kind);
  }
  return toMapDocument(ctx, record);
}

async function sameMap(ctx: StudiesContext, map: MapDocumentRecord, projectId: string, kind: MapDocumentKind): Promise<MapDocument> {
  if (map.projectId !== projectId) throw notFound('No map upload with this key was made for this project.', 'UPLOAD_NOT_FOUND');
  if (map.kind !== kind) throw conflict('This file is already registered as another kind of map.', undefined, 'MAP_KIND_MISMATCH');
  return toMapDocument(ctx, map);
}
