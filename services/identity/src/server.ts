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
    createTokenSigner({ keys: createSigningKeysRepository(db), accessTokenTtlSeconds: settings.accessTokenTtlSeconds }).ensureKey(new Date()),
  createApp: ({ db, logger }) => {
    const outbox = settings.mail.smtpUrl ? {} : { outboxDir: settings.mail.outboxDir, outboxRoute: settings.mail.outboxRoute };
    logger.info({ mail: settings.mail.smtpUrl ? 'smtp' : 'outbox', ...outbox }, 'mail transport');
    if (settings.mail.smtpUrl && env.IDENTITY_DEV_OUTBOX_ROUTE) logger.warn('IDENTITY_DEV_OUTBOX_ROUTE is ignored with SMTP_URL');
    return createApp({ db, logger, settings });
  },
});
