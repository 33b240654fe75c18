import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let outboxMode: TestIdentity;
let smtpMode: TestIdentity;
beforeAll(async () => {
  outboxMode = await startIdentity();
  smtpMode = await startIdentity({ smtpUrl: 'smtp://127.0.0.1:9' });
});
afterAll(() => Promise.all([outboxMode.close(), smtpMode.close()]));

describe('GET /api/auth/dev/outbox', () => {
  it('lists the messages to one address, newest first', async () => {
    await outboxMode.call('POST', '/api/auth/signup', { body: { email: 'reader@example.com', password: 'reader-password' } });
    await outboxMode.call('POST', '/api/auth/resend-code', { body: { email: 'reader@example.com' } });
    const res = await outboxMode.call('GET', '/api/auth/dev/outbox?to=Reader@Example.com');
    expect(res.status).toBe(200);
    expect(res.json.messages).toHaveLength(2);
    expect(res.json.messages[0]).toEqual({
      id: expect.any(String),
      to: 'reader@example.com',
      subject: 'Your Groundwork confirmation code',
      text: expect.stringMatching(/Your confirmation code is \d{6}\./),
      sentAt: expect.any(String),
    });
    expect(res.json.messages[0].sentAt >= res.json.messages[1].sentAt).toBe(true);
  });

  it('does not exist when mail goes through SMTP', async () => {
    const res = await smtpMode.call('GET', '/api/auth/dev/outbox?to=reader@example.com');
    expect(res.status).toBe(404);
  });
});
