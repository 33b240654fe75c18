import { isIP } from 'node:net';

export interface StorageSettings {
  /** S3_ENDPOINT; unset: AWS. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** S3_FORCE_PATH_STYLE; unset: path style with an endpoint, as the services decide. */
  forcePathStyle?: boolean | undefined;
}

/**
 * The origin of the presigned links the services hand the browser (uploads by POST, result reads
 * and saves by GET and PUT): the endpoint itself in path style (s3rver, MinIO), the bucket's own
 * host in virtual-hosted style (AWS, `https://<bucket>.s3.<region>.amazonaws.com`). A bucket name
 * with dots, or an endpoint at an IP address, is addressed in path style whatever the setting, as
 * the AWS SDK does.
 */
export function storageOrigin({ endpoint, bucket, region, forcePathStyle }: StorageSettings): string {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  const atIpAddress = isIP(base.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const pathStyle = (forcePathStyle ?? Boolean(endpoint)) || bucket.includes('.') || atIpAddress;
  return pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
}
