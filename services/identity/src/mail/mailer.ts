import { createOutbox, type Outbox } from './outbox';
import { createSmtpMailer } from './smtp';
import type { Mailer } from './types';

/** SMTP when `smtpUrl` is set; otherwise the local outbox, which also serves the dev endpoint. */
export function createMailer(settings: { smtpUrl?: string; from: string; outboxDir: string }): {
  mailer: Mailer;
  outbox?: Outbox;
} {
  if (settings.smtpUrl) return { mailer: createSmtpMailer(settings.smtpUrl, settings.from) };
  const outbox = createOutbox(settings.outboxDir);
  return { mailer: outbox, outbox };
}
