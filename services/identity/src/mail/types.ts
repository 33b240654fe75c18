// The mail types every transport implements: kept apart from the factory so that the
// transports (smtp.ts, outbox.ts) and the factory (mailer.ts) import them without a circle.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
