import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '@groundwork/job-queue';
import { conflict } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import type { WriteLockRecord } from '../repositories';

export interface WriteLockTiming {
  /** How long a holder may keep it: past that (a holder that crashed) the next writer takes it over. */
  leaseMs?: number;
  /** How long a writer waits for it before giving up (409 WRITE_IN_PROGRESS). */
  waitMs?: number;
}

const RETRY_MS = 25;

/** The lock every writer of a job's result holds (save link, record narrative save, rematch). */
export const resultLockName = (jobId: string) => `result:${jobId}`;

/** The lock a save of a project's record narratives holds before its run's result's. */
export const narrativesLockName = (projectId: string) => `narratives:${projectId}`;

/**
 * Runs `work` holding lock `name`, with every other holder of it, in this process or another,
 * waiting. FerretDB has no transactions and its conditional updates and deletes read then write,
 * so the one atomic step is inserting a new `_id`: each holding is a new generation
 * `<name>#<seq>`, inserted only while the newest is released or its lease ran out (of two writers
 * inserting the same one, the unique key lets one in). Nothing but its owner ever writes a
 * generation after it is inserted; older generations are swept.
 */
export async function withWriteLock<T>(
  locks: Collection<WriteLockRecord>,
  name: string,
  work: () => Promise<T>,
  { leaseMs = 30_000, waitMs = 5_000 }: WriteLockTiming = {},
): Promise<T> {
  const owner = randomUUID();
  const held = await acquire(locks, { name, owner, leaseMs, deadline: Date.now() + waitMs });
  try {
    return await work();
  } finally {
    await locks.updateOne({ _id: held._id, owner }, { $set: { releasedAt: new Date() } });
    await locks.deleteMany({ name, seq: { $lt: held.seq - 1 } });
  }
}

interface Acquire {
  name: string;
  owner: string;
  leaseMs: number;
  deadline: number;
}

async function acquire(locks: Collection<WriteLockRecord>, { name, owner, leaseMs, deadline }: Acquire): Promise<WriteLockRecord> {
  for (;;) {
    // The lease is wall-clock time shared by every process, not a use case's (testable) clock.
    const now = new Date();
    const newest = await locks.find({ name }).sort({ seq: -1 }).limit(1).next();
    if (!newest || newest.releasedAt || newest.expiresAt.getTime() <= now.getTime()) {
      const seq = (newest?.seq ?? 0) + 1;
      const held: WriteLockRecord = { _id: `${name}#${seq}`, name, seq, owner, expiresAt: new Date(now.getTime() + leaseMs), releasedAt: null };
      try {
        await locks.insertOne(held);
        return held;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    if (Date.now() >= deadline) throw conflict('Another save of these results is still in progress. Try again in a moment.', undefined, 'WRITE_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + Math.random() * RETRY_MS));
  }
}
