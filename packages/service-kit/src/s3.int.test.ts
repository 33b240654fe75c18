import { randomBytes } from 'node:crypto';
import { DeleteBucketCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBucket, headObjectSize, presignGet, presignPut, presignUploadPost } from './s3';
import { testObjectStore } from './testing/object-store';

const store = testObjectStore();
const prefix = `service-kit-test/${randomBytes(6).toString('hex')}`;
const written: string[] = [];

afterAll(async () => {
  for (const key of written) await store.client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: key }));
});

describe('S3 against a real endpoint', () => {
  it('ensureBucket creates a missing bucket and leaves an existing one', async () => {
    const fresh = { ...store, bucket: `gw-test-${randomBytes(6).toString('hex')}` };
    await ensureBucket(fresh);
    await ensureBucket(fresh);
    await ensureBucket(store);
    await fresh.client.send(new DeleteBucketCommand({ Bucket: fresh.bucket }));
  });

  it('accepts a browser-style form POST, then serves it through a presigned GET', async () => {
    const key = `${prefix}/form.txt`;
    written.push(key);
    const content = 'uploaded from a form';
    const { url, fields } = await presignUploadPost(store, { key, contentType: 'text/plain', maxBytes: 1024 });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([content], { type: 'text/plain' }), 'form.txt');

    const upload = await fetch(url, { method: 'POST', body: form });
    expect(upload.status, await upload.text()).toBeLessThan(300);
    expect(await headObjectSize(store, key)).toBe(content.length);

    const download = await fetch(await presignGet(store, { key }));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);
  });

  it('accepts a presigned PUT', async () => {
    const key = `${prefix}/put.json`;
    written.push(key);
    const body = JSON.stringify({ hello: 'world' });
    const url = await presignPut(store, { key, contentType: 'application/json' });
    const put = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
    expect(put.status).toBe(200);
    const download = await fetch(await presignGet(store, { key }));
    expect(download.headers.get('content-type')).toBe('application/json');
    expect(await download.json()).toEqual({ hello: 'world' });
  });

  it('headObjectSize answers null for a missing object', async () => {
    expect(await headObjectSize(store, `${prefix}/missing`)).toBeNull();
  });
});
