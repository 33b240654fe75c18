import { describe, expect, it } from 'vitest';
import { isWorkerReadyLine, studiesWorkerCount, studiesWorkerIds, waitForReady } from './workers.mjs';

describe('studiesWorkerCount', () => {
  it('is 1 by default, and for an empty STUDIES_WORKERS', () => {
    expect(studiesWorkerCount(undefined, {})).toBe(1);
    expect(studiesWorkerCount(undefined, { STUDIES_WORKERS: '' })).toBe(1);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['4', 4],
    ['16', 16],
    [' 3 ', 3],
  ])('reads STUDIES_WORKERS=%j as %i', (raw, count) => {
    expect(studiesWorkerCount(undefined, { STUDIES_WORKERS: raw })).toBe(count);
  });

  it('prefers the count it is given over the environment', () => {
    expect(studiesWorkerCount(0, { STUDIES_WORKERS: '5' })).toBe(0);
    expect(studiesWorkerCount(3, {})).toBe(3);
  });

  it.each(['-1', '17', '1.5', 'two', '1e1', '0x2', '2 workers'])('refuses STUDIES_WORKERS=%j with a clear message', (raw) => {
    expect(() => studiesWorkerCount(undefined, { STUDIES_WORKERS: raw })).toThrow(`STUDIES_WORKERS must be a whole number from 0 to 16, got "${raw}"`);
  });

  it.each([-1, 17, 2.5, Number.NaN])('refuses the count %d', (count) => {
    expect(() => studiesWorkerCount(count, {})).toThrow(/STUDIES_WORKERS must be a whole number from 0 to 16/);
  });
});

describe('studiesWorkerIds', () => {
  it('names the workers worker-1 to worker-<n>', () => {
    expect(studiesWorkerIds(3)).toEqual(['worker-1', 'worker-2', 'worker-3']);
    expect(studiesWorkerIds(0)).toEqual([]);
  });
});

describe('isWorkerReadyLine', () => {
  it('recognises the pino line of a ready worker', () => {
    expect(isWorkerReadyLine('{"level":30,"time":1,"service":"studies","workerId":"worker-1","msg":"studies worker ready"}')).toBe(true);
  });

  it.each([
    'studies worker ready',
    '{"level":30,"msg":"studies worker ready soon"}',
    '{"level":30,"msg":"stopped"}',
    '{"level":30,"message":"studies worker ready"}',
    '{"msg":"studies worker ready"',
    '',
  ])('ignores %j', (line) => {
    expect(isWorkerReadyLine(line)).toBe(false);
  });
});

describe('waitForReady', () => {
  it('resolves once the worker is ready', async () => {
    await expect(waitForReady(Promise.resolve(), { timeoutMs: 1000 })).resolves.toBeUndefined();
  });

  it('rejects naming the awaited line when the worker stays silent', async () => {
    await expect(waitForReady(new Promise(() => {}), { timeoutMs: 50 })).rejects.toThrow('it did not log "studies worker ready" within 0 s');
  });
});
