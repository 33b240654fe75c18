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
 * `port` 0 picks a free port when it listens (the answer's `port` and `endpoint` say which).
 * @returns {Promise<{ endpoint: string, port: number, stop: () => Promise<void> }>}
 */
export async function startLocalS3({ port, dir = path.join(defaultDataDir, 's3'), buckets = [] } = {}) {
  if (port === undefined || port === null) throw new Error('startLocalS3 needs a port (0 picks a free one)');
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
  // Port 0 lets the system pick one at listen time: no other process can take it between a
  // free-port check and the listen (test runs start several at once).
  const { port: listening } = await server.run();
  let closing;
  return {
    endpoint: `http://127.0.0.1:${listening}`,
    port: listening,
    stop() {
      closing ??= server.close();
      return closing;
    },
  };
}
