import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { defaultDataDir } from './paths.mjs';

/** Credentials the local S3 server accepts (it does not check signatures). */
export const localS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts a local S3-compatible server (s3rver) on 127.0.0.1 with its objects in `dir`, and
 * creates the given buckets. CORS allows browser form uploads from any origin.
 * s3rver does not verify signatures or POST policies: services must enforce limits themselves.
 * @returns {Promise<{ endpoint: string, port: number, stop: () => Promise<void> }>}
 */
export async function startLocalS3({ port, dir = path.join(defaultDataDir, 's3'), buckets = [] } = {}) {
  if (!port) throw new Error('startLocalS3 needs a port');
  fs.mkdirSync(dir, { recursive: true });
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [cors] })),
  });
  await server.run();
  let closing;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop() {
      closing ??= server.close();
      return closing;
    },
  };
}
