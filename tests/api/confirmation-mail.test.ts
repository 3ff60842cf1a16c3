// The registration confirmation e-mail, read back from a real SMTP server: sent when a registration
// becomes confirmed (a free submission, the organizer marking it paid), in the participant's language,
// with the meeting, ticket and reference, the e-ticket's QR code inline (the code the participant's
// own registrations answer) and a calendar file that parses (ical.js) with the meeting's times in UTC,
// CRLF line ends and folded lines. None without an e-mail address, none once the registration is no
// longer admitted when its turn comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { DATABASES, call, type TestApp } from './harness';
import { verifiedClaim } from '../../src/server/checkin/signed-codes';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { startSmtp, type TestSmtp } from '../smtp-server';

process.env.DELIVERY_POLL_MS = '600000'; // the test sends when it wants to (drain)

const LOCATION = '上海国际会议中心，浦东新区滨江大道2727号；主会场A厅（请从2号门进入，现场有志愿者引导）';

describe.each(DATABASES)('confirmation e-mail (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ t, org } = await adminAndOrganizer(kind, 'mailorg', { env: { SMTP_URL: smtp.url } }));
    const d = design();
    (d.ticketPage.priceRows as Array<Record<string, unknown>>).push({ type: '免费票', amount: 50, prices: { early: 0, late: 0 } });
    s = await openMeeting(t, org.token, d);
    await t.db.query('UPDATE meetings SET location = $2 WHERE id = $1', [s.meeting.id, LOCATION]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let n = 0;
  const person = async (email: string | null) => {
    const [p] = await participants(t, s.meeting, 1);
    if (email) await t.db.query('UPDATE participants SET email = $2 WHERE id = $1', [p.id, email]);
    return p;
  };
  const mailTo = async (address: string) => {
    await t.app.notifications.deliveries.drain();
    const got = smtp.to(address);
    expect(got).toHaveLength(1);
    return got[0];
  };
  const mine = async (p: { headers: Record<string, string> }, regId: number) =>
    (await call(t.app, 'GET', '/api/registrations/mine', { headers: p.headers })).body.data.find((r: { id: number }) => r.id === regId) as { checkinCode: string; signedCode: string };
  const mineCode = async (p: { headers: Record<string, string> }, regId: number) => (await mine(p, regId)).checkinCode;
  const ics = (m: ParsedMail) => m.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString('utf8');

  it('a free registration, confirmed at submission: English for an English reader, QR of the e-ticket code, a calendar file that parses', async () => {
    const email = `free${++n}@example.com`;
    const p = await person(email);
    const r = await submit(t, p, submission(s, { ticketType: '免费票' }), { lang: 'en' });
    expect(r.body.data.registrationStatus).toBe('confirmed');
    const m = await mailTo(email);
    expect(m.subject).toBe(`Registration confirmed: ${s.meeting.title}`);
    for (const part of [m.text!, m.html as string]) {
      expect(part).toContain(s.meeting.title);
      expect(part).toContain('免费票');
      expect(part).toContain(r.body.data.transferReference);
    }
    // the QR: inline by its content id, the PNG of the code the participant's centre shows
    const code = await mineCode(p, r.body.data.id);
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    expect(m.text).toContain(code);
    const qr = m.attachments.find((a) => a.contentType === 'image/png')!;
    expect(qr.cid).toBeTruthy();
    expect(m.html).toContain(`cid:${qr.cid}`);
    // read as a phone's camera app would: the picture holds the signed code (issue 20) the centre's e-ticket holds
    const img = PNG.sync.read(qr.content);
    const read = jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data;
    expect(read).toBe((await mine(p, r.body.data.id)).signedCode);
    expect(r.body.data.signedCode).toBe(read); // the submission's own answer (signed inside its transaction)
    expect(await verifiedClaim(t.db, t.app.ctx.tokenSecret, read!)).toEqual({ meetingId: s.meeting.id, registrationId: r.body.data.id, doorCode: code });
    // the calendar file: RFC 5545 lines, and what a calendar reads from it
    const text = ics(m);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /); // the long location was folded
    const cal = new ICAL.Component(ICAL.parse(text));
    const ev = cal.getFirstSubcomponent('vevent')!;
    const [meeting] = await t.db.query('SELECT start_time, end_time FROM meetings WHERE id = $1', [s.meeting.id]);
    const utc = (v: unknown) => new Date(v as string).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(ev.getFirstPropertyValue('summary')).toBe(s.meeting.title);
    expect(ev.getFirstPropertyValue('location')).toBe(LOCATION);
    expect(String(ev.getFirstPropertyValue('uid'))).toContain(`registration-${r.body.data.id}`);
    expect(ev.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const start = ev.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = ev.getFirstPropertyValue('dtend') as ICAL.Time;
    expect([start.zone?.tzid, end.zone?.tzid]).toEqual(['UTC', 'UTC']);
    expect(start.toJSDate().toISOString().replace(/\.\d{3}Z$/, 'Z')).toBe(utc(meeting.start_time));
    expect(end.toJSDate().toISOString().replace(/\.\d{3}Z$/, 'Z')).toBe(utc(meeting.end_time));
    const [d] = await t.db.query('SELECT status, kind, language FROM notification_deliveries WHERE registration_id = $1', [r.body.data.id]);
    expect(d).toEqual({ status: 'SENT', kind: 'confirmation', language: 'en' });
  });

  it('marked paid by the organizer: the Chinese reader gets it in Chinese, once', async () => {
    const email = `paid${++n}@example.com`;
    const p = await person(email);
    const r = await submit(t, p, submission(s), { lang: 'zh' });
    expect(r.body.data.registrationStatus).toBe('awaiting_payment');
    await t.app.notifications.deliveries.drain();
    expect(smtp.to(email)).toHaveLength(0); // not confirmed yet: nothing
    const paid = await call(t.app, 'POST', `/api/co/registrations/${r.body.data.id}/mark-paid`, { token: org.token, body: {} });
    expect(paid.status).toBe(200);
    const m = await mailTo(email);
    expect(m.subject).toBe(`报名成功：${s.meeting.title}`);
    expect(m.text).toContain('标准票');
    expect(m.text).toContain(await mineCode(p, r.body.data.id));
    expect(ICAL.parse(ics(m))).toBeTruthy();
    await t.app.notifications.deliveries.drain();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('no e-mail address: nothing is queued; no longer admitted when its turn comes: skipped, nothing sent', async () => {
    const none = await person(null);
    const r1 = await submit(t, none, submission(s, { ticketType: '免费票' }));
    expect(r1.body.data.registrationStatus).toBe('confirmed');
    expect(await t.db.query('SELECT id FROM notification_deliveries WHERE registration_id = $1', [r1.body.data.id])).toEqual([]);
    const email = `late${++n}@example.com`;
    const p = await person(email);
    const r2 = await submit(t, p, submission(s, { ticketType: '免费票' }));
    const x = await call(t.app, 'POST', `/api/co/registrations/${r2.body.data.id}/cancel`, { token: org.token, body: { reason: '重复报名' } });
    expect(x.status).toBe(200);
    await t.app.notifications.deliveries.drain();
    expect(smtp.to(email)).toHaveLength(0);
    const [d] = await t.db.query('SELECT status FROM notification_deliveries WHERE registration_id = $1', [r2.body.data.id]);
    expect(d.status).toBe('SKIPPED');
  });
});
