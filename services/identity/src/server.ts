import { runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadIdentityEnv } from './env';
import { indexSpecs } from './indexes';
import { createSigningKeysRepository } from './repositories/signing-keys';
import { identitySettings } from './settings';
import { createTokenSigner } from './tokens';

const env = loadIdentityEnv();
const settings = identitySettings(env);
await runService({
  service: 'identity',
  env,
  port: env.IDENTITY_PORT,
  indexSpecs,
  // The first start creates the signing key, so the JWKS is never empty.
  prepare: ({ db }) =>
    createTokenSigner({ keys: createSigningKeysRepository(db), accessTokenTtlSeconds: settings.accessTokenTtlSeconds }).ensureKey(
      new Date(),
    ),
  createApp: ({ db, logger }) => {
    logger.info({ mail: settings.mail.smtpUrl ? 'smtp' : 'outbox', outboxDir: settings.mail.smtpUrl ? undefined : settings.mail.outboxDir }, 'mail transport');
    return createApp({ db, logger, settings });
  },
});
