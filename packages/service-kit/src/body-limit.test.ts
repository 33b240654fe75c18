import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { limitBodySize } from './body-limit';
import { onError } from './error-handler';

/** Reads the body chunk by chunk, as a streaming upload handler does, answering how far it got. */
function uploadApp(maxBytes: number) {
  const seen: number[] = [];
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.post('/upload', limitBodySize(maxBytes), async (c) => {
    let size = 0;
    for await (const chunk of c.req.raw.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      seen.push(size);
    }
    return c.json({ size });
  });
  return { app, seen };
}

/** A chunked body of `chunks` chunks of `chunkBytes`, produced as it is read. */
function chunkedBody(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
  });
}

const multipart = (body: ReadableStream<Uint8Array>) =>
  ({
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
  }) as RequestInit;

describe('limitBodySize on a streamed multipart body', () => {
  it('hands it to the handler as it arrives, without holding it', async () => {
    const { app, seen } = uploadApp(10_000);
    const res = await app.request('/upload', multipart(chunkedBody(5, 1000)));
    expect(await res.json()).toEqual({ size: 5000 });
    expect(seen).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it('errors the stream with 413 PAYLOAD_TOO_LARGE once it passes the limit', async () => {
    const { app, seen } = uploadApp(2500);
    const res = await app.request('/upload', multipart(chunkedBody(100, 1000)));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 2500 } });
    expect(seen).toEqual([1000, 2000]);
  });
});
