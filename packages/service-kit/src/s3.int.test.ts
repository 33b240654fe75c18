import { randomBytes } from 'node:crypto';
import { DeleteBucketCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  deleteObjects,
  ensureBucket,
  getObjectBytes,
  headObject,
  headObjectSize,
  listObjectKeys,
  ObjectTooLargeError,
  openObjectStream,
  presignGet,
  presignUploadPost,
  putObject,
} from './s3';
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

  it('headObjectSize answers null for a missing object', async () => {
    expect(await headObjectSize(store, `${prefix}/missing`)).toBeNull();
  });

  it('putObject, headObject, getObjectBytes and listObjectKeys work together; an edit changes the ETag', async () => {
    const key = `${prefix}/objects/a.json`;
    written.push(key, `${prefix}/objects/b.json`);
    const first = await putObject(store, { key, body: '{"a":1}', contentType: 'application/json' });
    await putObject(store, { key: `${prefix}/objects/b.json`, body: new Uint8Array([1, 2, 3]), contentType: 'application/octet-stream' });
    const head = await headObject(store, key);
    expect(head).toMatchObject({ size: 7, etag: first });
    expect(head!.lastModified).toBeInstanceOf(Date);
    const read = await getObjectBytes(store, key, { maxBytes: 100 });
    expect(Buffer.from(read!.bytes).toString()).toBe('{"a":1}');
    const second = await putObject(store, { key, body: '{"a":2}', contentType: 'application/json' });
    expect(second).not.toBe(first);
    expect((await listObjectKeys(store, `${prefix}/objects/`)).sort()).toEqual([key, `${prefix}/objects/b.json`]);
  });

  it('getObjectBytes refuses an object over the limit and answers null for a missing one; headObject null too', async () => {
    const key = `${prefix}/big.bin`;
    written.push(key);
    await putObject(store, { key, body: new Uint8Array(2048), contentType: 'application/octet-stream' });
    await expect(getObjectBytes(store, key, { maxBytes: 1024 })).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await getObjectBytes(store, `${prefix}/nothing`, { maxBytes: 10 })).toBeNull();
    expect(await headObject(store, `${prefix}/nothing`)).toBeNull();
  });

  it('openObjectStream streams an object with its size and type; deleteObjects removes several, missing ones included', async () => {
    const keys = [`${prefix}/stream-a.txt`, `${prefix}/stream-b.txt`];
    written.push(...keys);
    for (const key of keys) await putObject(store, { key, body: `content of ${key}`, contentType: 'text/plain' });
    const opened = await openObjectStream(store, keys[0]!);
    expect(opened).toMatchObject({ size: `content of ${keys[0]}`.length, contentType: 'text/plain' });
    expect(await new Response(opened!.body).text()).toBe(`content of ${keys[0]}`);
    expect(await openObjectStream(store, `${prefix}/missing.txt`)).toBeNull();

    await deleteObjects(store, [...keys, `${prefix}/missing.txt`]);
    expect(await listObjectKeys(store, `${prefix}/stream-`)).toEqual([]);
    await deleteObjects(store, []);
  });
});
