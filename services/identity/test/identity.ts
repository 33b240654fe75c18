import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureIndexes, type MongoConnection } from '@groundwork/service-kit';
import { appCaller, captureLogger, connectTestDatabase } from '@groundwork/service-kit/testing';
import { createApp } from '../src/app';
import { createIdentityContext } from '../src/context';
import { indexSpecs } from '../src/indexes';
import { createOutbox } from '../src/mail/outbox';
import { type AddressLimits, DEFAULT_ADDRESS_LIMITS } from '../src/rate-limits';
import type { IdentitySettings } from '../src/settings';

/** Cheap argon2 for tests; production uses the library defaults. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1 };

/**
 * Test requests come from one address (`unknown`, no x-forwarded-for), so the per-address limits
 * on requests (sign-up, resend) are raised as the e2e setup does; pass `addressLimits` to test them.
 */
const TEST_ADDRESS_LIMITS: AddressLimits = { ...DEFAULT_ADDRESS_LIMITS, signup: 1000, resendCode: 1000 };

export interface StartIdentityOptions {
  mail?: Partial<IdentitySettings['mail']>;
  addressLimits?: AddressLimits;
}

/** An identity app on its own database and outbox, with a clock tests can move. */
export async function startIdentity({ mail = {}, addressLimits = TEST_ADDRESS_LIMITS }: StartIdentityOptions = {}) {
  const mongo: MongoConnection = await connectTestDatabase('identity');
  await ensureIndexes(mongo.db, indexSpecs);
  const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'identity-outbox-'));
  const settings: IdentitySettings = {
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    argon2: TEST_ARGON2,
    pepper: 'test-pepper-0123456789',
    mail: { from: 'Groundwork <no-reply@groundwork.app>', outboxDir, outboxRoute: false, ...mail },
    addressLimits,
  };
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const { logger, lines } = captureLogger();
  const app = createApp({ db: mongo.db, logger, settings, now });
  const outbox = createOutbox(outboxDir);
  const ctx = createIdentityContext({ db: mongo.db, settings, mailer: outbox, now });
  const responses: string[] = [];

  const call = appCaller(app, (text) => responses.push(text));

  /** The newest 6-digit code e-mailed to `email`. */
  async function latestCode(email: string): Promise<string> {
    const [message] = await outbox.read(email);
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  /** Signs up, confirms from the outbox and logs in. */
  async function signedIn(email: string, password = 'correct horse battery') {
    await call('POST', '/api/auth/signup', { body: { email, password } });
    await call('POST', '/api/auth/confirm-signup', { body: { email, code: await latestCode(email) } });
    const login = await call('POST', '/api/auth/login', { body: { email, password } });
    return login.json as { idToken: string; accessToken: string; refreshToken: string };
  }

  return {
    app,
    ctx,
    db: mongo.db,
    clock,
    lines,
    responses,
    outbox,
    call,
    latestCode,
    signedIn,
    async close() {
      await mongo.close();
      await fs.rm(outboxDir, { recursive: true, force: true });
    },
  };
}
export type TestIdentity = Awaited<ReturnType<typeof startIdentity>>;
