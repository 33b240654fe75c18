import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox } from './outbox';

let dir: string;
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('outbox', () => {
  it('keeps each message as a file and reads them per recipient, newest first', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const outbox = createOutbox(path.join(dir, 'nested'));
    expect(await outbox.read('a@example.com')).toEqual([]);
    await outbox.send({ to: 'a@example.com', subject: 'first', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send({ to: 'b@example.com', subject: 'other', text: 'two' });
    await outbox.send({ to: 'A@example.com', subject: 'second', text: 'three' });
    const messages = await outbox.read('a@EXAMPLE.com');
    expect(messages.map((message) => message.subject)).toEqual(['second', 'first']);
    expect(await fs.readdir(path.join(dir, 'nested'))).toHaveLength(3);
  });
});
