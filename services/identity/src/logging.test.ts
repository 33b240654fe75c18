import { captureLogger } from '@groundwork/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './logging';

describe('redactSecrets', () => {
  it('censors passwords, codes and tokens at any of the first three levels', () => {
    const { logger, lines } = captureLogger();
    redactSecrets(logger).info(
      {
        password: 'top-secret-1',
        body: { email: 'a@example.com', password: 'top-secret-2', code: '123456', refreshToken: 'rt-secret' },
        req: { headers: { authorization: 'Bearer at-secret' } },
        err: { code: 'CODE_MISMATCH' },
      },
      'something happened',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['top-secret-1', 'top-secret-2', '123456', 'rt-secret', 'at-secret']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      password: REDACTED,
      body: { email: 'a@example.com', code: REDACTED },
      err: { code: 'CODE_MISMATCH' },
      msg: 'something happened',
    });
  });
});
