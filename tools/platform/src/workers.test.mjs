import { describe, expect, it } from 'vitest';
import { isWorkerReadyLine, reviewWorkerApp, studiesWorkerApp, waitForReady, workerApps, workerCount, workerIds } from './workers.mjs';

describe.each(workerApps.map((app) => [app.countVar, app]))('workerCount with %s', (countVar, app) => {
  it('is 1 by default, and for an empty variable', () => {
    expect(workerCount(app, undefined, {})).toBe(1);
    expect(workerCount(app, undefined, { [countVar]: '' })).toBe(1);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['4', 4],
    ['16', 16],
    [' 3 ', 3],
  ])('reads %j as %i', (raw, count) => {
    expect(workerCount(app, undefined, { [countVar]: raw })).toBe(count);
  });

  it('prefers the count it is given over the environment', () => {
    expect(workerCount(app, 0, { [countVar]: '5' })).toBe(0);
    expect(workerCount(app, 3, {})).toBe(3);
  });

  it.each(['-1', '17', '1.5', 'two', '1e1', '0x2', '2 workers'])('refuses %j with a clear message', (raw) => {
    expect(() => workerCount(app, undefined, { [countVar]: raw })).toThrow(`${countVar} must be a whole number from 0 to 16, got "${raw}"`);
  });

  it.each([-1, 17, 2.5, Number.NaN])('refuses the count %d', (count) => {
    expect(() => workerCount(app, count, {})).toThrow(new RegExp(`${countVar} must be a whole number from 0 to 16`));
  });

  it('reads only its own variable', () => {
    const other = workerApps.find((candidate) => candidate !== app);
    expect(workerCount(app, undefined, { [other.countVar]: '7' })).toBe(1);
  });
});

describe('workerIds', () => {
  it('names studies workers worker-1 to worker-<n>, review workers review-worker-1 to review-worker-<n>', () => {
    expect(workerIds(studiesWorkerApp, 3)).toEqual(['worker-1', 'worker-2', 'worker-3']);
    expect(workerIds(reviewWorkerApp, 2)).toEqual(['review-worker-1', 'review-worker-2']);
    expect(workerIds(reviewWorkerApp, 0)).toEqual([]);
  });
});

describe('isWorkerReadyLine', () => {
  it("recognises the pino line of a ready worker of each service, and not the other's", () => {
    expect(isWorkerReadyLine('{"level":30,"time":1,"service":"studies","workerId":"worker-1","msg":"studies worker ready"}', studiesWorkerApp)).toBe(true);
    expect(isWorkerReadyLine('{"level":30,"workerId":"review-worker-1","msg":"review worker ready"}', reviewWorkerApp)).toBe(true);
    expect(isWorkerReadyLine('{"level":30,"msg":"studies worker ready"}', reviewWorkerApp)).toBe(false);
  });

  it.each([
    'studies worker ready',
    '{"level":30,"msg":"studies worker ready soon"}',
    '{"level":30,"msg":"stopped"}',
    '{"level":30,"message":"studies worker ready"}',
    '{"msg":"studies worker ready"',
    '',
  ])('ignores %j', (line) => {
    expect(isWorkerReadyLine(line, studiesWorkerApp)).toBe(false);
  });
});

describe('waitForReady', () => {
  it('resolves once the worker is ready', async () => {
    await expect(waitForReady(Promise.resolve(), { timeoutMs: 1000 })).resolves.toBeUndefined();
  });

  it('rejects naming the awaited line when the worker stays silent', async () => {
    await expect(waitForReady(new Promise(() => {}), { timeoutMs: 50, readyMessage: 'review worker ready' })).rejects.toThrow(
      'it did not log "review worker ready" within 0 s',
    );
  });
});
