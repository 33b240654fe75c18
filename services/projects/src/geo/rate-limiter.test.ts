import { describe, expect, it } from 'vitest';
import { createMinIntervalLimiter } from './rate-limiter';
import { UpstreamFailure } from './upstream';

/** A clock that only moves when the limiter sleeps. */
function fakeClock() {
  const clock = { now: 1_000, sleeps: [] as number[] };
  return {
    clock,
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.now += ms;
    },
  };
}

describe('createMinIntervalLimiter', () => {
  it('starts calls at least the interval apart, in arrival order', async () => {
    const { clock, now, sleep } = fakeClock();
    const limiter = createMinIntervalLimiter({ intervalMs: 1000, maxWaitMs: 10_000, now, sleep });
    const started: number[] = [];
    await Promise.all([1, 2, 3].map((n) => limiter.run('Svc', async () => started.push(n))));
    expect(started).toEqual([1, 2, 3]);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('does not wait once the interval has passed', async () => {
    const { clock, now, sleep } = fakeClock();
    const limiter = createMinIntervalLimiter({ intervalMs: 1000, maxWaitMs: 10_000, now, sleep });
    await limiter.run('Svc', async () => 'a');
    clock.now += 1500;
    await limiter.run('Svc', async () => 'b');
    expect(clock.sleeps).toEqual([]);
  });

  it('refuses a call that would wait longer than maxWaitMs, with a rate-limited failure', async () => {
    const limiter = createMinIntervalLimiter({ intervalMs: 1000, maxWaitMs: 1500, now: () => 0, sleep: async () => undefined });
    await limiter.run('Svc', async () => 1);
    await limiter.run('Svc', async () => 2);
    const refused = limiter.run('Svc', async () => 3);
    await expect(refused).rejects.toBeInstanceOf(UpstreamFailure);
    await expect(refused).rejects.toMatchObject({
      kind: 'rate-limited',
      message: 'Svc takes at most one request per second from this server and is busy; try again in 2 s',
    });
  });
});
