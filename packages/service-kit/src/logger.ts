import { pino, type Logger } from 'pino';
import type { LogLevel } from './env';

export type { Logger } from 'pino';

/** A JSON logger on stdout whose every line carries the service name. */
export function createLogger({ service, level = 'info' }: { service: string; level?: LogLevel }): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
