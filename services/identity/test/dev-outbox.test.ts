import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let withRoute: TestIdentity;
let outboxOnly: TestIdentity;
let smtpMode: TestIdentity;
beforeAll(async () => {
  withRoute = await startIdentity({ mail: { outboxRoute: true } });
  outboxOnly = await startIdentity();
  smtpMode = await startIdentity({ mail: { smtpUrl: 'smtp://127.0.0.1:9', outboxRoute: true } });
});
afterAll(() => Promise.all([withRoute.close(), outboxOnly.close(), smtpMode.close()]));

describe('GET /api/auth/dev/outbox', () => {
  it('with the setting, lists the messages to one address, newest first', async () => {
    await withRoute.call('POST', '/api/auth/signup', { body: { email: 'reader@example.com', password: 'reader-password' } });
    await withRoute.call('POST', '/api/auth/resend-code', { body: { email: 'reader@example.com' } });
    const res = await withRoute.call('GET', '/api/auth/dev/outbox?to=Reader@Example.com');
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

  it('does not exist by default, though mail still goes to the outbox files', async () => {
    await outboxOnly.call('POST', '/api/auth/signup', { body: { email: 'quiet@example.com', password: 'quiet-password' } });
    const res = await outboxOnly.call('GET', '/api/auth/dev/outbox?to=quiet@example.com');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('NOT_FOUND');
    expect(await outboxOnly.outbox.read('quiet@example.com')).toHaveLength(1);
  });

  it('does not exist when mail goes through SMTP, even with the setting', async () => {
    const res = await smtpMode.call('GET', '/api/auth/dev/outbox?to=reader@example.com');
    expect(res.status).toBe(404);
  });
});
