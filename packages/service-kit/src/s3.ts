import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
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
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
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
  {
    key,
    contentType,
    maxBytes,
    expiresIn = DEFAULT_PRESIGN_EXPIRES_SECONDS,
  }: { key: string; contentType: string; maxBytes: number; expiresIn?: number },
): Promise<PresignedPost> {
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
  {
    key,
    expiresIn = DEFAULT_PRESIGN_EXPIRES_SECONDS,
    downloadName,
  }: { key: string; expiresIn?: number; downloadName?: string },
): Promise<string> {
  const disposition = downloadName
    ? `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`
    : undefined;
  return getSignedUrl(
    client,
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }),
    { expiresIn },
  );
}

/** A PUT URL for one object; the uploader must send the same Content-Type header. */
export function presignPut(
  { client, bucket }: ObjectStore,
  {
    key,
    contentType,
    expiresIn = DEFAULT_PRESIGN_EXPIRES_SECONDS,
  }: { key: string; contentType: string; expiresIn?: number },
): Promise<string> {
  return getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), {
    expiresIn,
  });
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
