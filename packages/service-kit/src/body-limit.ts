import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { payloadTooLarge } from './errors';

/** 1 MB: files go to S3 through presigned requests, so API bodies stay small. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data/i.test(contentType ?? '');

/**
 * A streamed (chunked) multipart body counted as it is read, never held: past `maxBytes` the stream
 * errors with 413 PAYLOAD_TOO_LARGE, which the handler reading it (e.g. a busboy upload) throws.
 */
function countingBody(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(payloadTooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Refuses bodies over `maxBytes` with 413 PAYLOAD_TOO_LARGE, whether announced by
 * Content-Length or streamed chunked (counted as it arrives, never buffered past the limit). A
 * chunked multipart body (an upload of files) is not buffered at all: it is counted as its
 * handler streams it.
 */
export function limitBodySize(maxBytes = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge(maxBytes);
    },
  });
  return async (c, next) => {
    const { raw } = c.req;
    const announced = raw.headers.has('content-length') && !raw.headers.has('transfer-encoding');
    if (raw.body && !announced && isMultipart(raw.headers.get('content-type') ?? undefined)) {
      c.req.raw = new Request(raw, { body: countingBody(raw.body, maxBytes), duplex: 'half' } as RequestInit);
      return next();
    }
    return limit(c, next);
  };
}
