import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { payloadTooLarge } from './errors';

/** 1 MB: files go to S3 through presigned requests, so API bodies stay small. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses bodies over `maxBytes` with 413 PAYLOAD_TOO_LARGE, whether announced by
 * Content-Length or streamed chunked (counted as it arrives, never buffered past the limit).
 */
export function limitBodySize(maxBytes = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge(maxBytes);
    },
  });
}
