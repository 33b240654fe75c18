import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIndexes, pingMongo, type IndexSpec, type MongoConnection } from './mongo';
import { connectTestDatabase } from './testing/databases';

const specs: IndexSpec[] = [
  {
    collection: 'projects',
    indexes: [
      { key: { ownerId: 1, createdAt: -1 }, name: 'owner_recent' },
      { key: { slug: 1 }, name: 'slug_unique', unique: true },
    ],
  },
  { collection: 'jobs', indexes: [{ key: { status: 1, runAt: 1 }, name: 'status_run_at' }] },
  { collection: 'empty', indexes: [] },
];

let mongo: MongoConnection;
beforeAll(async () => {
  mongo = await connectTestDatabase('mongo');
});
afterAll(async () => {
  await mongo.close();
});

describe('mongo', () => {
  it('pings', async () => {
    await expect(pingMongo(mongo.db)).resolves.toBeUndefined();
  });

  it('ensureIndexes creates the declared indexes and can run again', async () => {
    await ensureIndexes(mongo.db, specs);
    await ensureIndexes(mongo.db, specs);
    const names = (await mongo.db.collection('projects').listIndexes().toArray()).map((index) => index.name);
    expect(names.sort()).toEqual(['_id_', 'owner_recent', 'slug_unique']);
    const jobs = await mongo.db.collection('jobs').listIndexes().toArray();
    expect(jobs.map((index) => index.name).sort()).toEqual(['_id_', 'status_run_at']);
  });

  it('enforces a unique index', async () => {
    await ensureIndexes(mongo.db, specs);
    const projects = mongo.db.collection('projects');
    await projects.insertOne({ slug: 'elm-st' });
    const duplicate = await projects.insertOne({ slug: 'elm-st' }).catch((err: unknown) => err);
    expect(duplicate).toBeInstanceOf(MongoServerError);
    expect((duplicate as MongoServerError).code).toBe(11000);
  });
});
