import { apiErrorBodySchema } from '@groundwork/contracts';
import { connectMongo, serveApp, type MongoConnection, type RunningServer } from '@groundwork/service-kit';
import { silentLogger, startStoppableDatabase, testDatabaseName, type StoppableDatabase } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { testGeoSettings } from './projects';

/** Polls /healthz until it answers `status` or `withinMs` runs out; returns the last answer. */
async function healthzUntil(url: string, status: number, withinMs: number): Promise<Response> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const res = await fetch(`${url}/healthz`);
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let database: StoppableDatabase;
let mongo: MongoConnection;
let server: RunningServer;

beforeAll(async () => {
  database = await startStoppableDatabase();
  const logger = silentLogger();
  mongo = await connectMongo({ uri: database.uri, dbName: testDatabaseName('healthz'), logger });
  const settings = { jwksUrl: 'http://127.0.0.1:9/jwks.json', geo: testGeoSettings() };
  server = await serveApp(createApp({ db: mongo.db, logger, settings }), { port: 0, logger, handleSignals: false });
});

afterAll(async () => {
  await server?.close();
  await mongo?.db.dropDatabase();
  await mongo?.close();
  await database?.close();
});

describe('projects /healthz across a database outage', () => {
  it('answers 200, then 503 while the database is gone, then 200 again without a restart', async () => {
    const before = await fetch(`${server.url}/healthz`);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: 'ok', service: 'projects', checks: { mongo: 'ok' } });

    await database.stop();
    const started = Date.now();
    const during = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'outage-probe' } });
    expect(during.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    const body = await during.json();
    expect(apiErrorBodySchema.parse(body)).toMatchObject({ code: 'UNAVAILABLE', requestId: 'outage-probe' });
    expect(body).toMatchObject({ status: 'unavailable', service: 'projects', checks: { mongo: 'down' } });

    await database.start();
    const after = await healthzUntil(server.url, 200, 20_000);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ status: 'ok', checks: { mongo: 'ok' } });
  }, 60_000);
});
