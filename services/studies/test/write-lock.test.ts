import { AppError, ensureIndexes, type MongoConnection } from '@groundwork/service-kit';
import { connectTestDatabase } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSpecs } from '../src/indexes';
import { createRepositories, type Repositories } from '../src/repositories';
import { withWriteLock } from '../src/use-cases/write-lock';

// The lock every save of a result or a project's record narratives holds, against the real dev database.

let mongo: MongoConnection;
let locks: Repositories['writeLocks'];
beforeAll(async () => {
  mongo = await connectTestDatabase('studies-locks');
  await ensureIndexes(mongo.db, indexSpecs);
  locks = createRepositories(mongo.db).writeLocks;
});
afterAll(() => mongo.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withWriteLock', () => {
  it('runs the holders of one lock one after the other: a read-then-write counter loses no increment', async () => {
    let counter = 0;
    const increment = () =>
      withWriteLock(locks, 'counter', async () => {
        const read = counter;
        await pause(5);
        counter = read + 1;
      });
    await Promise.all(Array.from({ length: 6 }, increment));
    expect(counter).toBe(6);
    // Released generations are swept but the last two.
    expect(await locks.countDocuments({ name: 'counter' })).toBeLessThanOrEqual(2);
  });

  it('lets other locks run meanwhile, and releases a lock whose work failed', async () => {
    const order: string[] = [];
    await Promise.all([
      withWriteLock(locks, 'slow', async () => {
        await pause(200);
        order.push('slow');
      }),
      withWriteLock(locks, 'fast', async () => {
        order.push('fast');
      }),
    ]);
    expect(order).toEqual(['fast', 'slow']);
    await expect(withWriteLock(locks, 'failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withWriteLock(locks, 'failing', async () => 'next', { waitMs: 100 })).toBe('next');
  });

  it('takes over a lease that ran out (a holder that crashed); a writer that waits too long is 409 WRITE_IN_PROGRESS', async () => {
    await locks.insertOne({ _id: 'crashed#1', name: 'crashed', seq: 1, owner: 'gone', expiresAt: new Date(Date.now() - 1000), releasedAt: null });
    expect(await withWriteLock(locks, 'crashed', async () => 'taken over', { waitMs: 100 })).toBe('taken over');

    let release = () => {};
    const holding = withWriteLock(locks, 'held', () => new Promise<void>((resolve) => (release = resolve)));
    await pause(50);
    const waited = await withWriteLock(locks, 'held', async () => 'ran', { waitMs: 150 }).catch((err: unknown) => err);
    expect(waited).toBeInstanceOf(AppError);
    expect(waited).toMatchObject({ status: 409, code: 'WRITE_IN_PROGRESS' });
    release();
    await holding;
    expect(await withWriteLock(locks, 'held', async () => 'ran', { waitMs: 150 })).toBe('ran');
  });
});
