import { loadEnv, mongoEnv, portVar, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const identityEnvSchema = z.object({
  ...serviceEnv,
  ...mongoEnv,
  IDENTITY_PORT: portVar(4001),
  /** nodemailer transport URL (smtp:// or smtps://); unset means the local outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'expected an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Groundwork <no-reply@groundwork.app>'),
  /** Folder of the local outbox; default `<GROUNDWORK_DATA_DIR>/outbox`. */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** The platform's data folder (set by `pnpm start`); default `.data` at the repository root. */
  GROUNDWORK_DATA_DIR: z.string().min(1).optional(),
  /** Secret mixed into confirmation-code and opaque-token hashes. */
  AUTH_PEPPER: z.string().min(16, 'expected at least 16 characters').optional(),
  IDENTITY_ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  IDENTITY_REFRESH_TOKEN_TTL_SECONDS: positiveInt(30 * 24 * 60 * 60),
  /** argon2id cost; unset means the library defaults (19 MiB, 2 passes). Tests lower them. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).optional(),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).optional(),
});

export type IdentityEnv = z.output<typeof identityEnvSchema>;

/** The identity service's configuration; throws one error listing every invalid variable. */
export const loadIdentityEnv = (source: Record<string, string | undefined> = process.env): IdentityEnv =>
  loadEnv(identityEnvSchema, source);
