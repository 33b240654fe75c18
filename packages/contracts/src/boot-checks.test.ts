import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authTokensSchema } from './auth';
import { readApiBase, readApiBases, readApiErrorBody, readAuthTokens, readRemoteEntry } from './boot-checks';
import { apiErrorBodySchema } from './errors';
import { apiBaseSchema, apiBasesSchema, remoteEntrySchema } from './remotes';

/** What the zod schema makes of `value`: its output, or null when it refuses it. */
const zodReading = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

// Values of every kind each check meets: well-formed ones, each field missing, empty, of the
// wrong type, extra fields, and things that are not objects at all.
const notObjects = [null, undefined, 0, 'text', true, [], [{}]];

const tokenSamples = [
  ...notObjects,
  { idToken: 'i', accessToken: 'a', refreshToken: 'r' },
  { idToken: 'i', accessToken: 'a', refreshToken: 'r', extra: 1 },
  { idToken: 'i', accessToken: 'a' },
  { idToken: '', accessToken: 'a', refreshToken: 'r' },
  { idToken: 'i', accessToken: '', refreshToken: 'r' },
  { idToken: 'i', accessToken: 'a', refreshToken: '' },
  { idToken: 1, accessToken: 'a', refreshToken: 'r' },
  { idToken: 'i', accessToken: null, refreshToken: 'r' },
];

const errorBodySamples = [
  ...notObjects,
  {},
  { message: 'Not found', code: 'NOT_FOUND', requestId: 'r1' },
  { message: 'Bad', code: 'VALIDATION_FAILED', requestId: 'r2', details: [{ path: 'x' }] },
  { message: 'Only a message' },
  { code: 'X', extra: true },
  { message: 3, code: 'X' },
  { message: 'x', code: null },
  { requestId: ['r'] },
  { details: 'anything' },
  { error: { message: 'nested' } },
];

const remoteEntrySamples = [
  ...notObjects,
  { name: 'mfe_projects', entry: '/remotes/mfe-projects/mf-manifest.json' },
  { name: 'mfe_review', entry: 'https://cdn.example.com/review/mf-manifest.json', version: 3 },
  { name: 'mfe_Projects', entry: '/x' },
  { name: 'projects', entry: '/x' },
  { name: 'mfe_', entry: '/x' },
  { name: 'mfe_review', entry: '' },
  { name: 'mfe_review', entry: 7 },
  { name: 'mfe_review' },
  { entry: '/x' },
];

const apiBaseSamples = [
  '/api/processing',
  '/proc',
  'https://processing.example.com/api/processing',
  'http://127.0.0.1:4100',
  'HTTPS://Upper.example.com',
  '  https://padded.example.com/api  ',
  'https://exa\nmple.com/api',
  '',
  '/',
  'api/processing',
  '//evil.example.com/api',
  '/api processing',
  'ftp://files.example.com',
  'javascript:alert(1)',
  'http:example.com',
  'https:/one-slash',
  'https://',
  'http://[::1',
  3,
  null,
];

describe('the boot checks read what their zod schemas read', () => {
  it.each(tokenSamples.map((value) => [JSON.stringify(value), value]))('tokens %s', (_, value) => {
    expect(readAuthTokens(value)).toEqual(zodReading(authTokensSchema, value));
  });

  it.each(errorBodySamples.map((value) => [JSON.stringify(value), value]))('error body %s', (_, value) => {
    expect(readApiErrorBody(value) ?? null).toEqual(zodReading(apiErrorBodySchema.partial(), value));
  });

  it.each(remoteEntrySamples.map((value) => [JSON.stringify(value), value]))('registry row %s', (_, value) => {
    expect(readRemoteEntry(value)).toEqual(zodReading(remoteEntrySchema, value));
  });

  it.each(apiBaseSamples.map((value) => [JSON.stringify(value), value]))('API base %s', (_, value) => {
    expect(readApiBase(value)).toEqual(zodReading(apiBaseSchema, value));
    expect(readApiBases({ processing: value })).toEqual(zodReading(apiBasesSchema, { processing: value }));
  });

  it.each([...notObjects, {}, { other: '/x' }])('API bases %j', (value) => {
    expect(readApiBases(value)).toEqual(zodReading(apiBasesSchema, value));
  });

  it('accept well-formed values, so the agreement above is not only on refusals', () => {
    expect(readAuthTokens(tokenSamples[notObjects.length])).toEqual({ idToken: 'i', accessToken: 'a', refreshToken: 'r' });
    expect(readRemoteEntry(remoteEntrySamples[notObjects.length + 1])).toEqual({
      name: 'mfe_review',
      entry: 'https://cdn.example.com/review/mf-manifest.json',
    });
    expect(readApiBases({ processing: '  https://padded.example.com/api  ' })).toEqual({ processing: 'https://padded.example.com/api' });
    expect(readApiErrorBody({ message: 'Bad', code: 'X', details: [1] })).toEqual({ message: 'Bad', code: 'X', details: [1] });
  });
});
