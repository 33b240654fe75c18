import { GetObjectCommand } from '@aws-sdk/client-s3';
import { MAP_CONTENT_TYPES, MAP_FILE_EXTENSIONS, type MapFileExtension } from '@groundwork/contracts';
import { detectFileType, type DetectedFileType } from '@groundwork/doc-processing';
import { deleteObjects, listObjectKeys, type ObjectStore } from '@groundwork/service-kit';

/** Every object of one map lives under `maps/<projectId>/<mapId>/`: the original, then its rendered pages. */
export const mapPrefix = (projectId: string, mapId: string) => `maps/${projectId}/${mapId}/`;
export const mapOriginalKey = (projectId: string, mapId: string, extension: MapFileExtension) => `${mapPrefix(projectId, mapId)}original.${extension}`;
export const mapPageKey = (projectId: string, mapId: string, page: number, format: 'png' | 'jpg') => `${mapPrefix(projectId, mapId)}pages/${page}.${format}`;

const ORIGINAL_KEY = new RegExp(`^maps/([0-9a-f]{24})/([0-9a-f-]{36})/original\\.(${MAP_FILE_EXTENSIONS.join('|')})$`);

/** The map id and extension of an original's key when it is one this project's upload-url route makes, else null. */
export function parseOriginalKey(projectId: string, key: string): { mapId: string; extension: MapFileExtension } | null {
  const match = ORIGINAL_KEY.exec(key);
  if (!match || match[1] !== projectId.toLowerCase()) return null;
  return { mapId: match[2]!, extension: match[3] as MapFileExtension };
}

/** What the first bytes of each extension's files look like. */
const CONTENT_OF: Record<MapFileExtension, DetectedFileType> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', jpeg: 'jpeg', tif: 'tiff', tiff: 'tiff' };

/** Whether `head` (the file's first bytes) is a file of the extension's family: %PDF, PNG, JPEG, TIFF (II*\0 or MM\0*). */
export const contentMatchesExtension = (head: Uint8Array, extension: MapFileExtension) => detectFileType(head) === CONTENT_OF[extension];

export const mapContentType = (extension: MapFileExtension) => MAP_CONTENT_TYPES[extension];

/** Enough of a file to recognise it (a PDF's header may sit anywhere in its first 1024 bytes). */
const SNIFF_BYTES = 1024;

/** The first bytes of an object (a ranged GET), empty when it has none. */
export async function readObjectHead({ client, bucket }: ObjectStore, key: string): Promise<Uint8Array> {
  const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
  const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
  return bytes.subarray(0, SNIFF_BYTES);
}

/** Deletes every object of one map (the original and its pages). */
export async function deleteMapObjects(store: ObjectStore, projectId: string, mapId: string): Promise<void> {
  await deleteObjects(store, await listObjectKeys(store, mapPrefix(projectId, mapId)));
}
