// The e-mail channel against a real SMTP server the test starts: a copy is delivered and counted on
// its record; a server that refuses for good fails it at once, one that asks to try later gets it
// again (with growing waits) until it takes it or the tries run out, an unreachable one is retried and
// then given up on; the reason is kept, and the process keeps serving throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, loginAdmin, makeApp, type TestApp } from './harness';
import { startSmtp, type TestSmtp } from '../smtp-server';

process.env.DELIVERY_POLL_MS = '100';
process.env.DELIVERY_RETRY_MS = '50';
process.env.DELIVERY_MAX_ATTEMPTS = '3';

describe.each(DATABASES)('e-mail over SMTP (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let smtp: TestSmtp;
  let userId: number;
  const address = 'reader@example.com';
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await makeApp(kind, { env: { SMTP_URL: smtp.url, SMTP_FROM: 'noreply@conflow.test' } });
    admin = await loginAdmin(t);
    [{ id: userId }] = await t.db.query(`INSERT INTO users (username, role, status, email) VALUES ('mailreader', 'ORGANIZER', 'active', $1) RETURNING id`, [address]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = async (app: TestApp, token: string, title: string) => {
    const r = await call(app.app, 'POST', '/api/notifications/send', {
      token, body: { title, content: `${title}的内容`, type: ['EMAIL'], targetType: 'SPECIFIC_USERS', targetUserIds: JSON.stringify([userId]) },
    });
    expect([r.status, r.body.data?.status]).toEqual([200, 'SENT']);
    return r.body.data.id as number;
  };
  const delivery = async (app: TestApp, recordId: number) =>
    (await app.db.query('SELECT status, attempts, last_error, sent_at FROM notification_deliveries WHERE record_id = $1', [recordId]))[0];
  const record = async (app: TestApp, id: number) => (await app.db.query('SELECT copies_sent, copies_failed, failure_reason FROM notification_records WHERE id = $1', [id]))[0];
  const healthy = async (app: TestApp) => expect((await call(app.app, 'GET', '/api/health')).status).toBe(200);

  it('delivers a copy through the SMTP server and counts it on its record', async () => {
    smtp.refuse = null;
    const id = await send(t, admin, '邮件送达');
    await expect.poll(() => smtp.to(address).map((m) => m.subject), { timeout: 10_000 }).toContain('邮件送达');
    const m = smtp.to(address).find((x) => x.subject === '邮件送达')!;
    expect(m.text).toContain('邮件送达的内容');
    expect(m.html).toContain('邮件送达的内容');
    await expect.poll(async () => (await delivery(t, id)).status).toBe('SENT');
    expect(await delivery(t, id)).toMatchObject({ attempts: 1, last_error: null });
    expect(await record(t, id)).toMatchObject({ copies_sent: 1, copies_failed: 0 });
  });

  it('a refusal for good (550) fails the copy at once, with the reason on the record', async () => {
    smtp.refuse = 550;
    const id = await send(t, admin, '永久拒收');
    await expect.poll(async () => (await delivery(t, id)).status, { timeout: 10_000 }).toBe('FAILED');
    const d = await delivery(t, id);
    expect(d.attempts).toBe(1);
    expect(d.last_error).toMatch(/550/);
    expect(await record(t, id)).toMatchObject({ copies_sent: 0, copies_failed: 1, failure_reason: d.last_error });
    await healthy(t);
    const list = await call(t.app, 'GET', '/api/notifications/admin?size=1', { token: admin });
    expect(list.body.data.content[0]).toMatchObject({ id, status: 'SENT', copiesFailed: 1, failureReason: d.last_error });
  });

  it('"try later" (451) is tried again until the server takes it', async () => {
    smtp.refuse = 451;
    const before = smtp.mails.length;
    const id = await send(t, admin, '稍后重试');
    await expect.poll(async () => (await delivery(t, id)).last_error ?? '', { timeout: 10_000 }).toMatch(/451/);
    expect((await delivery(t, id)).status).toBe('PENDING');
    smtp.refuse = null;
    await expect.poll(async () => (await delivery(t, id)).status, { timeout: 10_000 }).toBe('SENT');
    expect((await delivery(t, id)).attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.mails.slice(before).map((m) => m.subject)).toEqual(['稍后重试']);
    expect(await record(t, id)).toMatchObject({ copies_sent: 1, copies_failed: 0 });
  });

  it('a server that keeps asking to try later gets the bounded number of tries, then the copy fails', async () => {
    smtp.refuse = 451;
    const id = await send(t, admin, '一直稍后');
    await expect.poll(async () => (await delivery(t, id)).status, { timeout: 10_000 }).toBe('FAILED');
    expect((await delivery(t, id)).attempts).toBe(3);
    expect((await record(t, id)).copies_failed).toBe(1);
    smtp.refuse = null;
    await healthy(t);
  });

  it('an unreachable mail server: retried, then failed with the reason, the process serving on', async () => {
    const closed = await startSmtp();
    const url = closed.url;
    await closed.close(); // nobody listens there any more
    const down = await makeApp(kind, { env: { SMTP_URL: url } });
    try {
      const token = await loginAdmin(down);
      [{ id: userId }] = await down.db.query(`INSERT INTO users (username, role, status, email) VALUES ('mailreader', 'ORGANIZER', 'active', $1) RETURNING id`, [address]);
      const id = await send(down, token, '无法连接');
      await expect.poll(async () => (await delivery(down, id)).status, { timeout: 15_000 }).toBe('FAILED');
      const d = await delivery(down, id);
      expect(d.attempts).toBe(3);
      expect(d.last_error).toMatch(/ECONNREFUSED|connect/i);
      await healthy(down);
    } finally {
      await down.close();
    }
  });
});
