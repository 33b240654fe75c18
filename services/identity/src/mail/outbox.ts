import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from '@groundwork/contracts';
import type { Mailer } from './types';

export interface Outbox extends Mailer {
  /** Messages to `to` (case-insensitive), newest first; every message without `to`. */
  read(to?: string): Promise<OutboxMessage[]>;
}

/** Development mail: one JSON file per message, so a fresh machine needs no mail server. */
export function createOutbox(dir: string): Outbox {
  return {
    async send({ to, subject, text }) {
      await fs.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const message: OutboxMessage = { id: randomUUID(), to, subject, text, sentAt };
      const name = `${sentAt.replace(/[:.]/g, '-')}-${message.id}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify(message, null, 2));
    },
    async read(to) {
      const names = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const messages = await Promise.all(
        names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMessage),
      );
      const wanted = to?.toLowerCase();
      return messages.filter((message) => !wanted || message.to.toLowerCase() === wanted).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
  };
}
