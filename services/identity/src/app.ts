import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';
import { createIdentityContext } from './context';
import { redactSecrets } from './logging';
import { createMailer } from './mail/mailer';
import { authRoutes } from './routes/auth';
import { devOutboxRoutes } from './routes/dev-outbox';
import { teamRoutes } from './routes/team';
import type { IdentitySettings } from './settings';

export interface IdentityDeps {
  db: Db;
  logger: Logger;
  settings: IdentitySettings;
  /** The clock; tests move it to expire tokens and codes. */
  now?: () => Date;
}

/** The identity service as a Hono app, testable without a port. */
export function createApp({ db, logger, settings, now }: IdentityDeps) {
  const { mailer, outbox } = createMailer(settings.mail);
  const ctx = createIdentityContext({ db, settings, mailer, now });
  const app = createServiceApp({ service: 'identity', logger: redactSecrets(logger), checks: { mongo: () => pingMongo(db) } })
    .route('/api/auth', authRoutes(ctx))
    .route('/api/auth/team', teamRoutes(ctx));
  if (outbox && settings.mail.outboxRoute) app.route('/api/auth/dev', devOutboxRoutes(outbox));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
