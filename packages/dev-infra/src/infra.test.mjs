import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { startInfra } from './infra.mjs';
import { freePort } from './ports.mjs';
import { isPortFree } from './health.mjs';

describe('startInfra', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('starts devdb and the local S3 with the upload bucket and publishes their settings', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-infra-test-'));
    cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
    const devdbPort = await freePort();
    const s3Port = await freePort();

    const infra = await startInfra({ dataDir, devdbPort, s3Port, env: {} });
    cleanups.push(() => infra.stop());

    expect(infra.env).toMatchObject({
      MONGODB_URI: `mongodb://127.0.0.1:${devdbPort}/`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'groundwork-uploads',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const mongo = await MongoClient.connect(infra.env.MONGODB_URI);
    expect(await mongo.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await mongo.close();
    const s3 = new S3Client({
      endpoint: infra.env.S3_ENDPOINT,
      region: infra.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: infra.env.S3_ACCESS_KEY_ID, secretAccessKey: infra.env.S3_SECRET_ACCESS_KEY },
    });
    await expect(s3.send(new HeadBucketCommand({ Bucket: 'groundwork-uploads' }))).resolves.toBeDefined();
    s3.destroy();
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 's3'))).toBe(true);

    await infra.stop();
    expect(await isPortFree(devdbPort)).toBe(true);
    expect(await isPortFree(s3Port)).toBe(true);
  });

  it('starts nothing when MONGODB_URI and S3_ENDPOINT point elsewhere', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-infra-test-'));
    cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
    const devdbPort = await freePort();
    const s3Port = await freePort();
    const external = {
      MONGODB_URI: 'mongodb://db.example.internal:27017/?replicaSet=rs0',
      S3_ENDPOINT: 'https://s3.example.internal',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_BUCKET: 'client-uploads',
      S3_REGION: 'eu-west-1',
    };

    const infra = await startInfra({ dataDir, devdbPort, s3Port, env: external });
    cleanups.push(() => infra.stop());

    expect(infra.devdb).toBeNull();
    expect(infra.s3).toBeNull();
    expect(infra.env).toMatchObject(external);
    expect(await isPortFree(devdbPort)).toBe(true);
    expect(await isPortFree(s3Port)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a devdb port that is already taken', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-infra-test-'));
    cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
    const first = await startInfra({ dataDir, devdbPort: await freePort(), s3Port: await freePort(), env: {} });
    cleanups.push(() => first.stop());

    await expect(startInfra({ dataDir, devdbPort: first.devdb.port, s3Port: await freePort(), env: {} })).rejects.toThrow(
      /port already in use: devdb \d+ \(DEVDB_PORT\)/,
    );
  });
});
