import type { Logger } from '@groundwork/service-kit';

/** Keys whose values never reach a log line, wherever a body or object logged carries them. */
const SECRET_KEYS = ['password', 'newPassword', 'temporaryPassword', 'session', 'refreshToken', 'accessToken', 'idToken', 'authorization'];
/** `code` is also an error's machine name (`err.code`), so only request bodies lose it. */
const SECRET_PATHS = ['body.code', 'input.code'];

export const REDACTED = '[redacted]';

/**
 * A child logger that censors secret fields, top level and one or two levels down (e.g.
 * `body.password`, `req.headers.authorization`). Nothing here logs bodies; this is the net.
 */
export function redactSecrets(logger: Logger): Logger {
  const paths = [...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]), ...SECRET_PATHS];
  return logger.child({}, { redact: { paths, censor: REDACTED } });
}
