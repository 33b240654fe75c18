import { parseArgs } from 'node:util';
import { loginInputSchema, roleSchema } from '@groundwork/contracts';
import { connectMongo, createLogger, ensureIndexes, mongoSettings } from '@groundwork/service-kit';
import { createIdentityContext } from './context';
import { loadIdentityEnv } from './env';
import { indexSpecs } from './indexes';
import { createMailer } from './mail/mailer';
import { identitySettings } from './settings';
import { createUser } from './use-cases/create-user';
import { DEFAULT_DEMO_PASSWORD, seedDemo } from './use-cases/seed-demo';

class UsageError extends Error {}

const usage = `Usage: pnpm --filter @groundwork/identity-service cli <command>
  create-user --email <e-mail> --role <owner|admin|member|viewer> [--password <p>] [--org-name|--org <name>] [--invite]
      a confirmed user in a new organization (prints a generated password when none is given);
      --invite makes a must-change-password user and e-mails the temporary password
  seed-demo   the demo account (idempotent; DEMO_PASSWORD or "${DEFAULT_DEMO_PASSWORD}")
  rotate-keys a new signing key; the previous one stays in the JWKS until the next rotation`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'org-name': { type: 'string' },
    org: { type: 'string' },
    invite: { type: 'boolean' },
  },
});

const env = loadIdentityEnv();
// The demo account's password is published in the README: never on a production database.
if (positionals[0] === 'seed-demo' && env.NODE_ENV === 'production') {
  console.error('seed-demo refuses to run with NODE_ENV=production: the demo account is for development machines');
  process.exit(1);
}
const settings = identitySettings(env);
const logger = createLogger({ service: 'identity-cli', level: 'warn' });
const mongo = await connectMongo({ ...mongoSettings(env, 'identity'), logger });
try {
  await ensureIndexes(mongo.db, indexSpecs);
  const ctx = createIdentityContext({ db: mongo.db, settings, mailer: createMailer(settings.mail).mailer });
  switch (positionals[0]) {
    case 'create-user': {
      const role = roleSchema.safeParse(values.role);
      const email = loginInputSchema.shape.email.safeParse(values.email);
      if (!email.success || !role.success) throw new UsageError('create-user needs a valid --email and --role');
      if (values.password !== undefined && values.password.length < 8) throw new UsageError('--password needs at least 8 characters');
      const created = await createUser(ctx, {
        email: email.data,
        role: role.data,
        password: values.password,
        organizationName: values['org-name'] ?? values.org,
        invite: values.invite,
      });
      console.log(`created ${email.data} (${role.data}) user ${created.userId} in organization ${created.organizationId}`);
      if (values.invite) console.log('the temporary password was e-mailed; the first sign-in asks for a new one');
      else if (!values.password) console.log(`password: ${created.password}`);
      break;
    }
    case 'seed-demo': {
      const demo = await seedDemo(ctx, process.env.DEMO_PASSWORD || undefined);
      console.log(`demo account ${demo.created ? 'created' : 'ready'}: ${demo.email} / ${demo.password}`);
      break;
    }
    case 'rotate-keys':
      console.log(`new signing key ${await ctx.tokens.rotate(new Date())}; running services pick it up within a minute`);
      break;
    default:
      throw new UsageError(positionals[0] ? `unknown command ${positionals[0]}` : 'no command');
  }
} catch (err) {
  console.error(err instanceof UsageError ? `${err.message}\n\n${usage}` : err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await mongo.close();
}
