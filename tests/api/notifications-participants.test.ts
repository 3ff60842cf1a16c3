// Messages to a meeting's participants: who each audience reaches (all with an active registration,
// a ticket type, registration states, payment statuses, chosen people), the preview's count, each
// participant's copy in their language in their own centre and as an e-mail through a real SMTP
// server, scheduling, the records with their delivery counts, and who may do it (another organizer's
// meeting: 404; a participant token: 401), every refusal changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, registerOrganizer, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { castMeeting, inbox, type Cast, type Person } from './participant-messages.fixtures';
import { startSmtp, type TestSmtp } from '../smtp-server';

process.env.NOTIFICATION_POLL_MS = '100';
process.env.DELIVERY_POLL_MS = '100';

const SEND = '/api/notifications/meeting-messages/send';
const PREVIEW = '/api/notifications/meeting-messages/preview';
const message = { title: '会场变更通知', content: '主会场改到B厅。', titleEn: 'Venue change', contentEn: 'The main hall moved to hall B.', type: 'EMAIL' };

describe.each(DATABASES)('messages to participants (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let org: Organizer;
  let other: Organizer;
  let c: Cast;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ t, admin, org } = await adminAndOrganizer(kind, 'msgorg', { env: { SMTP_URL: smtp.url, SMTP_FROM: 'Conflow <noreply@conflow.test>' } }));
    other = await registerOrganizer(t, 'msgother');
    c = await castMeeting(t, org.token, kind);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const meetingId = () => c.s.meeting.id as number;
  const ids = (ps: Person[]) => ps.map((p) => p.id).sort((a, b) => a - b);
  const reachedBy = async (recordId: number) =>
    (await t.db.query('SELECT participant_id FROM notifications WHERE record_id = $1 ORDER BY participant_id', [recordId])).map((r) => Number(r.participant_id));
  const snapshot = async () => (await t.db.query(`SELECT (SELECT count(*)::int FROM notification_records) AS r, (SELECT count(*)::int FROM notifications) AS n,
    (SELECT count(*)::int FROM notification_deliveries) AS d`))[0];

  it('offers the meeting’s ticket types with how many hold each, the states and payment statuses', async () => {
    const r = await call(t.app, 'GET', `/api/notifications/meeting-messages/options?meetingId=${meetingId()}`, { token: org.token });
    expect(r.status).toBe(200);
    // the cancelled 标准票 holder is not counted: their place is given back
    expect(r.body.data.tickets).toEqual([{ name: 'VIP票', count: 1 }, { name: '标准票', count: 2 }]);
    expect(r.body.data.registrationStatuses).toContain('cancelled');
    expect(r.body.data.registrationStatuses).not.toContain('draft');
    expect(r.body.data.paymentStatuses).toEqual(['unpaid', 'pending', 'approved', 'rejected', 'paid']);
  });

  it.each([
    ['all', { kind: 'all' }, (x: Cast) => [x.zhStd, x.enVip, x.enStd]],
    ['one ticket type', { kind: 'ticket', values: ['标准票'] }, (x: Cast) => [x.zhStd, x.enStd]],
    ['two ticket types', { kind: 'ticket', values: ['标准票', 'VIP票', '标准票'] }, (x: Cast) => [x.zhStd, x.enVip, x.enStd]],
    ['registration state', { kind: 'registrationStatus', values: ['cancelled'] }, (x: Cast) => [x.gone]],
    ['registration states', { kind: 'registrationStatus', values: ['awaiting_payment', 'confirmed'] }, (x: Cast) => [x.zhStd, x.enVip, x.enStd]],
    ['payment status', { kind: 'paymentStatus', values: ['unpaid'] }, (x: Cast) => [x.zhStd, x.enVip, x.enStd]],
    ['payment status nobody has', { kind: 'paymentStatus', values: ['rejected'] }, () => []],
    ['chosen people', { kind: 'participants', values: [0, 1] }, (x: Cast) => [x.idle, x.gone]],
  ] as const)('audience %s: the preview counts exactly whom a send reaches', async (_n, audience, who) => {
    const a = audience.kind === 'participants' ? { kind: 'participants', values: [c.idle.id, String(c.gone.id)] } : audience;
    const expected = who(c);
    const p = await call(t.app, 'POST', PREVIEW, { token: org.token, body: { meetingId: meetingId(), audience: a } });
    expect(p.status).toBe(200);
    expect(p.body.data).toEqual({
      count: expected.length,
      withEmail: expected.filter((x) => x.email).length,
      withPhone: 0,
      english: expected.filter((x) => x.lang === 'en').length,
    });
    const r = await call(t.app, 'POST', SEND, { token: org.token, body: { ...message, type: 'SYSTEM', title: `受众 ${_n}`, titleEn: `Audience ${_n}`, meetingId: meetingId(), audience: a } });
    expect([r.status, r.body.message]).toEqual([200, '通知发送成功！']);
    expect(r.body.data).toMatchObject({ status: 'SENT', targetType: 'MEETING_PARTICIPANTS', meetingId: meetingId(), recipientCount: expected.length });
    expect(await reachedBy(r.body.data.id)).toEqual(ids(expected));
  });

  it('one ticket type: only its holders see it, each in their language, and the e-mail copies arrive', async () => {
    const before = smtp.mails.length;
    const r = await call(t.app, 'POST', SEND, { token: org.token, body: { ...message, meetingId: meetingId(), audience: { kind: 'ticket', values: ['标准票'] } } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'SENT', type: 'EMAIL', recipientCount: 2, senderId: org.user.id, senderType: 'ORGANIZER' });
    expect((await inbox(t, c.zhStd))[0]).toMatchObject({ title: '会场变更通知', content: '主会场改到B厅。', category: 'MEETING' });
    expect((await inbox(t, c.enStd))[0]).toMatchObject({ title: 'Venue change', content: 'The main hall moved to hall B.' });
    for (const p of [c.enVip, c.idle, c.gone]) expect((await inbox(t, p)).map((n) => n.title)).not.toContain('会场变更通知');
    for (const p of [c.enVip, c.idle, c.gone]) expect((await inbox(t, p)).map((n) => n.title)).not.toContain('Venue change');
    // the e-mails, through the SMTP server, each in its reader's language, to those two only
    const copies = () => smtp.mails.slice(before).filter((m) => ['会场变更通知', 'Venue change'].includes(m.subject ?? ''));
    await expect.poll(() => copies().length, { timeout: 10_000 }).toBe(2);
    const zh = smtp.to(c.zhStd.email!).find((m) => m.subject === '会场变更通知');
    const en = smtp.to(c.enStd.email!).find((m) => m.subject === 'Venue change');
    expect(copies().map((m) => [m.to].flat()[0]?.text).sort()).toEqual([c.enStd.email, c.zhStd.email].sort());
    expect(zh?.text).toContain('主会场改到B厅。');
    expect(zh?.html).toContain('主会场改到B厅。');
    expect(zh?.from?.text).toContain('noreply@conflow.test');
    expect(en?.text).toContain('The main hall moved to hall B.');
    expect(en?.html).toContain(c.s.meeting.title);
    await expect.poll(async () => (await call(t.app, 'GET', `/api/notifications/meeting-messages/records?meetingId=${meetingId()}`, { token: org.token })).body.data.content[0], { timeout: 10_000 })
      .toMatchObject({ id: r.body.data.id, recipientCount: 2, copiesSent: 2, copiesFailed: 0, meetingTitle: c.s.meeting.title });
  });

  it('without an English version every participant gets the Chinese one', async () => {
    const r = await call(t.app, 'POST', SEND, { token: org.token, body: { meetingId: meetingId(), title: '仅中文', content: '只有中文内容', audience: { kind: 'ticket', values: ['VIP票'] } } });
    expect(r.body.data).toMatchObject({ type: 'SYSTEM', recipientCount: 1 });
    expect((await inbox(t, c.enVip))[0]).toMatchObject({ title: '仅中文', content: '只有中文内容' });
  });

  it('a scheduled message waits, then reaches its audience when due', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const r = await call(t.app, 'POST', SEND, { token: org.token, body: { ...message, type: 'SYSTEM', title: '定时消息', titleEn: 'Scheduled', meetingId: meetingId(), audience: { kind: 'all' }, scheduledAt: at } });
    expect(r.body.data).toMatchObject({ status: 'PENDING', scheduledAt: at });
    expect((await inbox(t, c.zhStd)).map((n) => n.title)).not.toContain('定时消息');
    await expect.poll(async () => (await inbox(t, c.zhStd)).map((n) => n.title), { timeout: 10_000, interval: 100 }).toContain('定时消息');
    expect((await inbox(t, c.enVip))[0].title).toBe('Scheduled');
    const [rec] = await t.db.query('SELECT status, recipient_count, sent_at, scheduled_at FROM notification_records WHERE id = $1', [r.body.data.id]);
    expect([rec.status, rec.recipient_count]).toEqual(['SENT', 3]);
    expect(new Date(rec.sent_at).getTime()).toBeGreaterThanOrEqual(new Date(rec.scheduled_at).getTime());
  });

  it('the super admin may message any meeting’s participants', async () => {
    const r = await call(t.app, 'POST', SEND, { token: admin, body: { ...message, type: 'SYSTEM', title: '平台消息', meetingId: meetingId(), audience: { kind: 'participants', values: [c.idle.id] } } });
    expect(r.body.data).toMatchObject({ status: 'SENT', senderType: 'SUPER_ADMIN', recipientCount: 1 });
    expect((await inbox(t, c.idle))[0].title).toBe('平台消息');
    const list = await call(t.app, 'GET', '/api/notifications/meeting-messages/records?size=100', { token: admin });
    expect(list.body.data.content.map((x: { id: number }) => x.id)).toContain(r.body.data.id);
  });

  it('another organizer’s meeting is not found; a participant token or none is not logged in; nothing changes', async () => {
    const before = await snapshot();
    const body = { ...message, meetingId: meetingId(), audience: { kind: 'all' } };
    await expectMessage(t.app, 'POST', SEND, { token: other.token, body }, 404, '会议不存在或无权访问', 'The meeting does not exist or you may not access it');
    await expectMessage(t.app, 'POST', PREVIEW, { token: other.token, body: { meetingId: meetingId(), audience: { kind: 'all' } } }, 404, '会议不存在或无权访问', 'The meeting does not exist or you may not access it');
    await expectMessage(t.app, 'GET', `/api/notifications/meeting-messages/options?meetingId=${meetingId()}`, { token: other.token }, 404, '会议不存在或无权访问', 'The meeting does not exist or you may not access it');
    for (const [m, url, b] of [['POST', SEND, body], ['POST', PREVIEW, body], ['GET', `/api/notifications/meeting-messages/options?meetingId=${meetingId()}`, undefined], ['GET', '/api/notifications/meeting-messages/records', undefined]] as const) {
      expect((await call(t.app, m, url, { headers: c.zhStd.headers, body: b })).status).toBe(401);
      expect((await call(t.app, m, url, { body: b })).status).toBe(401);
    }
    const theirs = await call(t.app, 'GET', '/api/notifications/meeting-messages/records?size=100', { token: other.token });
    expect(theirs.body.data).toMatchObject({ content: [], totalElements: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('another meeting’s participant cannot be chosen', async () => {
    const mine = await castMeeting(t, other.token, `${kind}-other`);
    const before = await snapshot();
    await expectMessage(t.app, 'POST', SEND, { token: org.token, body: { ...message, meetingId: meetingId(), audience: { kind: 'participants', values: [c.idle.id, mine.idle.id] } } },
      400, `参会人不存在：${mine.idle.id}`, `These participants do not exist: ${mine.idle.id}`);
    expect(await snapshot()).toEqual(before);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['no meeting', { meetingId: undefined }, '请选择会议', 'Please choose a meeting'],
    ['no audience', { audience: undefined }, '请选择接收人', 'Please choose the recipients'],
    ['unknown audience', { audience: { kind: 'everyone' } }, '请选择接收人', 'Please choose the recipients'],
    ['ticket without one', { audience: { kind: 'ticket', values: [] } }, '请选择票种', 'Please choose at least one ticket type'],
    ['state without one', { audience: { kind: 'registrationStatus' } }, '请选择报名状态', 'Please choose at least one registration status'],
    ['unknown state', { audience: { kind: 'registrationStatus', values: ['draft'] } }, '接收人范围无效', 'Invalid recipients'],
    ['unknown payment status', { audience: { kind: 'paymentStatus', values: ['free'] } }, '接收人范围无效', 'Invalid recipients'],
    ['people without one', { audience: { kind: 'participants', values: [] } }, '请选择参会人', 'Please choose at least one participant'],
    ['no title', { title: ' ' }, '请输入通知标题', 'Please enter a notification title'],
    ['no content', { content: '' }, '请输入通知内容', 'Please enter the notification content'],
    ['blank English content', { contentEn: '' }, '请输入英文内容', 'Please enter the English content'],
    ['English title without content', { contentEn: undefined }, '请输入英文内容', 'Please enter the English content'],
    ['English content without title', { titleEn: null }, '请输入英文标题', 'Please enter the English title'],
    ['unknown type', { type: 'FAX' }, '推送方式无效', 'Invalid delivery type'],
    ['time in the past', { scheduledAt: new Date(Date.now() - 60_000).toISOString() }, '定时发送时间必须晚于当前时间', 'The scheduled time must be in the future'],
  ];
  it.each(refusals)('refuses: %s (zh and en), storing nothing', async (_n, over, zh, en) => {
    const before = await snapshot();
    await expectMessage(t.app, 'POST', SEND, { token: org.token, body: { ...message, meetingId: meetingId(), audience: { kind: 'all' }, ...over } }, 400, zh, en);
    expect(await snapshot()).toEqual(before);
  });
});
