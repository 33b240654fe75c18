import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { ensureDevDbBuilt, startDevDb, devdbBinary } from './devdb.mjs';
import { freePort } from './ports.mjs';

describe('ensureDevDbBuilt', () => {
  it('reuses the cached binary when the sources have not changed', () => {
    ensureDevDbBuilt();
    const builtAt = fs.statSync(devdbBinary).mtimeMs;
    const startedAt = performance.now();
    const messages = [];

    const binary = ensureDevDbBuilt({ log: (line) => messages.push(line) });

    expect(binary).toBe(devdbBinary);
    expect(fs.statSync(devdbBinary).mtimeMs).toBe(builtAt);
    expect(messages).toEqual([]);
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });
});

describe('startDevDb', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps data across a stop and a start on the same folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-devdb-test-'));
    cleanups.push(() => fs.promises.rm(dir, { recursive: true, force: true }));

    const first = await startDevDb({ port: await freePort(), dir });
    cleanups.push(() => first.stop());
    const writer = await MongoClient.connect(first.uri);
    await writer.db('persist_test').collection('sites').insertOne({ name: '12 Elm St', acres: 1.5 });
    await writer.close();
    await first.stop();

    const second = await startDevDb({ port: await freePort(), dir });
    cleanups.push(() => second.stop());
    const reader = await MongoClient.connect(second.uri);
    cleanups.push(() => reader.close());
    const site = await reader.db('persist_test').collection('sites').findOne({ name: '12 Elm St' });

    expect(site).toMatchObject({ name: '12 Elm St', acres: 1.5 });
  });

  it('reports an exit it did not ask for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-devdb-test-'));
    cleanups.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
    let reportExit;
    const reported = new Promise((resolve) => {
      reportExit = resolve;
    });
    const devdb = await startDevDb({ port: await freePort(), dir, onExit: reportExit });
    cleanups.push(() => devdb.stop());

    process.kill(devdb.pid, 'SIGKILL');

    await expect(reported).resolves.toMatchObject({ signal: 'SIGKILL' });
  });
});
