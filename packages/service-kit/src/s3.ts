import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Env } from './env';

/** A client and the bucket it works in. */
export interface ObjectStore {
  client: S3Client;
  bucket: string;
}

export const DEFAULT_PRESIGN_EXPIRES_SECONDS = 300;

/**
 * An S3 client for AWS or any S3-compatible endpoint. Path style is the default with a custom
 * endpoint; checksums only when required, or presigned PUT URLs carry an empty-body CRC that
 * real S3 rejects.
 */
export function createS3Client(env: S3Env): S3Client {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
  return new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(credentials ? { credentials } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createObjectStore(env: S3Env): ObjectStore {
  return { client: createS3Client(env), bucket: env.S3_BUCKET };
}

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound');
}

/** Creates the bucket unless it exists. */
export async function ensureBucket({ client, bucket }: ObjectStore): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (err) {
    if (!isMissing(err)) throw err;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

export interface PresignedPost {
  url: string;
  /** Form fields to send before the file field, in this order. */
  fields: Record<string, string>;
}

/**
 * A browser form upload (POST) limited by its signed policy to exactly this key, this
 * Content-Type and at most `maxBytes`. Local S3 servers may not enforce the policy: check the
 * stored size with `headObjectSize` before trusting an upload.
 */
export async function presignUploadPost(
  { client, bucket }: ObjectStore,
  { key, contentType, maxBytes, expiresIn = DEFAULT_PRESIGN_EXPIRES_SECONDS }: { key: string; contentType: string; maxBytes: number; expiresIn?: number },
): Promise<PresignedPost> {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's literal ${filename} key placeholder
  if (key.includes('${filename}')) throw new Error('presignUploadPost needs an exact key');
  if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error('maxBytes must be a positive integer');
  return createPresignedPost(client, {
    Bucket: bucket,
    Key: key,
    Fields: { 'Content-Type': contentType },
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Expires: expiresIn,
  });
}

/** A GET URL for one object; `downloadName` makes browsers save it under that name. */
export function presignGet(
  { client, bucket }: ObjectStore,
  { key, expiresIn = DEFAULT_PRESIGN_EXPIRES_SECONDS, downloadName }: { key: string; expiresIn?: number; downloadName?: string },
): Promise<string> {
  const disposition = downloadName ? `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}` : undefined;
  return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), { expiresIn });
}

/** The stored size in bytes, or null when the object does not exist. */
export async function headObjectSize({ client, bucket }: ObjectStore, key: string): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

export interface ObjectHead {
  size: number;
  /** The entity tag as S3 sends it (quoted). */
  etag: string | null;
  lastModified: Date | null;
}

/** Size, ETag and time of one object, or null when it does not exist. */
export async function headObject({ client, bucket }: ObjectStore, key: string): Promise<ObjectHead | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: head.ContentLength ?? 0, etag: head.ETag ?? null, lastModified: head.LastModified ?? null };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** Stores `body` under `key`; answers the new ETag. */
export async function putObject(
  { client, bucket }: ObjectStore,
  { key, body, contentType }: { key: string; body: Uint8Array | string; contentType: string },
): Promise<string | null> {
  const out = await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
  return out.ETag ?? null;
}

/** Thrown by `getObjectBytes` when the object is larger than allowed; nothing beyond the limit is read. */
export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
  constructor(
    readonly key: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`Object ${key} is ${size} bytes, over the ${maxBytes}-byte limit`);
  }
}

/**
 * The bytes of one object (null when it does not exist), refusing with `ObjectTooLargeError` an
 * object announced or streamed beyond `maxBytes`.
 */
export async function getObjectBytes(
  { client, bucket }: ObjectStore,
  key: string,
  { maxBytes }: { maxBytes: number },
): Promise<{ bytes: Uint8Array; etag: string | null } | null> {
  let out: GetObjectCommandOutput;
  try {
    out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    if (isMissing(err) || (err instanceof S3ServiceException && err.name === 'NoSuchKey')) return null;
    throw err;
  }
  const announced = out.ContentLength ?? 0;
  const body = out.Body as (AsyncIterable<Uint8Array> & { destroy?: () => void }) | undefined;
  if (announced > maxBytes) {
    body?.destroy?.();
    throw new ObjectTooLargeError(key, announced, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        body.destroy?.();
        throw new ObjectTooLargeError(key, size, maxBytes);
      }
      chunks.push(chunk);
    }
  }
  return { bytes: Buffer.concat(chunks), etag: out.ETag ?? null };
}

/** Keys under `prefix` (all pages). */
export async function listObjectKeys({ client, bucket }: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Deletes `keys` (missing ones are no error), up to 1,000 per request. */
export async function deleteObjects({ client, bucket }: ObjectStore, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
  }
}

/** One object's body as a stream with its size and content type, or null when it does not exist. */
export async function openObjectStream(
  { client, bucket }: ObjectStore,
  key: string,
): Promise<{ body: ReadableStream<Uint8Array>; size: number; contentType: string | null } | null> {
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!out.Body) return null;
    return { body: out.Body.transformToWebStream(), size: out.ContentLength ?? 0, contentType: out.ContentType ?? null };
  } catch (err) {
    if (isMissing(err) || (err instanceof S3ServiceException && err.name === 'NoSuchKey')) return null;
    throw err;
  }
}
