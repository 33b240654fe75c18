import { randomUUID } from 'node:crypto';
import { MAP_MAX_BYTES, mapFileExtension, MAP_DOCUMENT_MESSAGES, type MapUploadTarget, type MapUploadUrlInput } from '@groundwork/contracts';
import { badRequest, presignUploadPost, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { mapContentType, mapOriginalKey } from '../maps/map-objects';
import { mapProject } from './map-documents';

/**
 * A presigned POST of one new map file, `maps/<projectId>/<uuid>/original.<ext>`, stored with its
 * extension's content type, 1 byte to MAP_MAX_BYTES in the signed policy (registering checks the
 * stored object again: a local S3 ignores the policy).
 */
export async function issueMapUploadUrl(ctx: StudiesContext, auth: AuthContext, projectId: string, input: MapUploadUrlInput): Promise<MapUploadTarget> {
  await mapProject(ctx, auth, projectId, { forWrite: true });
  const extension = mapFileExtension(input.filename);
  if (!extension) throw badRequest(MAP_DOCUMENT_MESSAGES.invalidType, { title: MAP_DOCUMENT_MESSAGES.invalidTypeTitle }, 'INVALID_FILE_TYPE');
  const key = mapOriginalKey(projectId, randomUUID(), extension);
  const post = await presignUploadPost(ctx.store, {
    key,
    contentType: mapContentType(extension),
    maxBytes: MAP_MAX_BYTES,
    expiresIn: ctx.presignExpiresSeconds,
  });
  return { ...post, key };
}
