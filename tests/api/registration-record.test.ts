// The attendee record comes from the answers (docs/registration.md, Binding; issue 13 items 1 and 7):
// bound fields are checked by the participant's (or invoice request's) property rules with messages at
// the field, written to the participant in the submission's transaction (list, detail, scanner, badges
// read it), phone and e-mail stay unique in the meeting, custom answers are list columns by field id,
// an invoice request is created when the answers ask for one; a refusal stores nothing.
import { newDoorCode } from '../../src/server/checkin/door-codes';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submit, type Setup } from './registration.fixtures';
import { asParticipant, loginParticipant, registerParticipant } from './participant-accounts.fixtures';
import { statementsInTx } from './statement-spy';
import { fieldValue } from '../../src/shared/badge/values';
import type { BadgeField } from '../../src/shared/badge/types';

const FIELDS = [
  { id: 'name', label: '姓名', fieldType: 'text', required: true },
  { id: 'gender', label: '性别', fieldType: 'radio', values: [{ value: 'M', text: '男' }, { value: 'F', text: '女' }] },
  { id: 'phone', label: '手机号', fieldType: 'text' },
  { id: 'email', label: '邮箱', fieldType: 'url', urlPattern: 'any' },
  { id: 'workplace', label: '工作单位', fieldType: 'text' },
  { id: 'job', label: '职务', fieldType: 'text', bind: 'participant.position' },
  { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['无特殊要求', '清真', '素食'] },
  { id: 'needInvoice', label: '是否需要发票', fieldType: 'radio', options: ['是', '否'] },
  { id: 'invoiceType', label: '发票类型', fieldType: 'radio', options: ['增值税普通发票', '增值税专用发票'], dependsOn: 'needInvoice', dependsValue: '是' },
  { id: 'invoiceTitle', label: '发票抬头', fieldType: 'text', dependsOn: 'needInvoice', dependsValue: '是' },
  { id: 'taxNumber', label: '纳税人识别号', fieldType: 'text', dependsOn: 'needInvoice', dependsValue: '是' },
  { id: 'invoiceEmail', label: '发票接收邮箱', fieldType: 'url', dependsOn: 'needInvoice', dependsValue: '是' },
];
const withFields = (fields: unknown[]) => design({ formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields }] } });
const body = (s: Setup, formData: Record<string, unknown>) => ({ meetingId: s.meeting.id, flowId: s.flow.id, designVersion: s.version, identity: 'guest', ticketType: '标准票', paymentMethod: 'bankCard', formData });
const TAX = '91310000MA1FL8XQ3A';

type Who = { id: number; headers: Record<string, string> };

describe.each(DATABASES)('the attendee record comes from the answers (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const person = async (id: number) => (await t.db.query('SELECT name, gender, phone, email, workplace, position, company, username FROM participants WHERE id = $1', [id]))[0];
  const registrations = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE registration_status <> 'draft'`))[0].n);
  const invoices = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM invoice_requests'))[0].n);
  const used = async () => Number((await t.db.query('SELECT coalesce(sum(used), 0)::int AS n FROM registration_quotas'))[0].n);
  /** A real participant account (name empty) logged in to the meeting. */
  const account = async (meetingId: number, over: Record<string, unknown> = {}): Promise<Who> => {
    const p = await registerParticipant(t, meetingId, over);
    return { id: p.id, headers: asParticipant(await loginParticipant(t, meetingId, p.username)) };
  };
  const both = async (who: Who, b: unknown) => [await submit(t, who, b, { lang: 'zh' }), await submit(t, who, b, { lang: 'en' })];

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'recorg', { limits: { codePerIpHour: 10_000 } }));
    s = await openMeeting(t, org.token, withFields(FIELDS));
  });
  afterAll(() => t.close());

  it('a new account has no name until the form gives one; every face then reads the record', async () => {
    const who = await account(s.meeting.id, { phone: '13912340001' });
    expect(await person(who.id)).toMatchObject({ name: null, phone: '13912340001' });
    const formData = { name: '王小明', gender: 'F', phone: '13912340001', email: 'Wang@Example.COM', workplace: '清华大学', job: '教授', diet: '清真', needInvoice: '否' };
    const r = await submit(t, who, body(s, formData));
    expect(r.status).toBe(201);
    expect(await person(who.id)).toMatchObject({ name: '王小明', gender: '女', phone: '13912340001', email: 'wang@example.com', workplace: '清华大学', position: '教授', company: null });
    // the registration still keeps every answer by field id, with its label
    expect(r.body.data.formData).toMatchObject({ name: { label: '姓名', value: '王小明' }, gender: { label: '性别', value: '女', raw: 'F' }, job: { label: '职务', value: '教授' }, diet: { label: '饮食习惯', value: '清真' } });
    // the organizer is told the form's name, not the login name
    const [n] = await t.db.query('SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [org.user.id]);
    expect(n.title).toBe('新报名：王小明');

    // list and detail
    const list = await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/participants?page=0&size=50`, { token: org.token });
    const row = list.body.data.list.find((x: { id: number }) => x.id === who.id);
    expect(row).toMatchObject({ name: '王小明', gender: '女', workplace: '清华大学', position: '教授', email: 'wang@example.com', 'answer:diet': '清真' });
    const detail = await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/users/${who.id}`, { token: org.token });
    expect(detail.body.data).toMatchObject({ name: '王小明', workplace: '清华大学', position: '教授', 'answer:diet': '清真' });
    // the scanner's answer, once the registration may enter (its door code: issue 15)
    await t.db.query(`UPDATE registrations SET registration_status = 'confirmed', payment_status = 'paid' WHERE id = $1`, [r.body.data.id]);
    const code = (await call(t.app, 'GET', `/api/user/get-checkin-code?userId=${who.id}&meetingId=${s.meeting.id}`, { token: org.token })).body.data.checkinCode;
    const scan = await call(t.app, 'GET', `/api/participants/find-by-checkin-code?checkinCode=${code}&meetingId=${s.meeting.id}`, { token: org.token });
    expect(scan.body.data.participant).toMatchObject({ name: '王小明', company: '清华大学', position: '教授', phone: '13912340001' });
    // badges: the bound fields are the record's basic fields, the custom answer is read by field id
    const fields = (await call(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/fields`, { token: org.token })).body.data;
    const diet = fields.custom.find((f: { source?: string }) => f.source === 'answer:diet');
    expect(diet).toMatchObject({ name: '饮食习惯', label: '饮食习惯' });
    expect(fields.custom.map((f: { name: string }) => f.name)).not.toContain('职务');
    const badge = (f: Partial<BadgeField>): BadgeField => ({ name: 'name', displayName: '姓名', type: 'text', order: 1, ...f });
    expect(fieldValue(badge({}), row)).toBe('王小明');
    expect(fieldValue(badge({ name: 'position' }), row)).toBe('教授');
    expect(fieldValue(badge({ name: diet.name, source: diet.source }), row)).toBe('清真');
    // a badge designed before answers were read by id names the field by its label
    expect(fieldValue(badge({ name: '饮食习惯' }), { formData: row.formData })).toBe('清真');
  });

  it('the scanner and badges show the username of an account without a name', async () => {
    const who = await account(s.meeting.id);
    const [p] = await t.db.query('SELECT username FROM participants WHERE id = $1', [who.id]);
    const code = (await call(t.app, 'GET', `/api/registrations/mine?meetingId=${s.meeting.id}`, { headers: who.headers })).body.data;
    expect(code).toEqual([]);
    // a code belongs to a registration (issue 15): one that may enter, with no form that named them
    await t.db.query(`INSERT INTO registrations (meeting_id, participant_id, registration_status, payment_status, door_code) VALUES ($1, $2, 'confirmed', 'paid', $3)`,
      [s.meeting.id, who.id, newDoorCode()]);
    const got = await call(t.app, 'GET', `/api/user/get-checkin-code?userId=${who.id}&meetingId=${s.meeting.id}`, { token: org.token });
    const scan = await call(t.app, 'GET', `/api/participants/find-by-checkin-code?checkinCode=${got.body.data.checkinCode}&meetingId=${s.meeting.id}`, { token: org.token });
    expect(scan.body.data.participant).toMatchObject({ name: p.username, username: p.username });
    expect(fieldValue({ name: 'name', displayName: '姓名', type: 'text', order: 1 }, { name: null, username: p.username })).toBe(p.username);
  });

  it('checks bound answers by the record’s rules, in zh and en at the field, and stores nothing', async () => {
    const [p] = await participants(t, s.meeting);
    const before = [await registrations(), await person(p.id), await invoices()];
    const base = { name: '李四', needInvoice: '否' };
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ phone: '12345' }, 'phone', '手机号格式不正确', '手机号 is not in a valid format'],
      [{ email: 'not-an-email.example' }, 'email', '邮箱格式不正确', '邮箱 is not in a valid format'],
      [{ name: '长'.repeat(51) }, 'name', '姓名长度不能超过50个字符', '姓名 cannot exceed 50 characters'],
      [{ name: '   ' }, 'name', '请填写姓名', 'Please fill in 姓名'],
      [{ job: 'x'.repeat(51) }, 'job', '职务长度不能超过50个字符', '职务 cannot exceed 50 characters'],
      [{ needInvoice: '是', invoiceTitle: '某公司', taxNumber: 'abc' }, 'taxNumber', '纳税人识别号格式不正确', '纳税人识别号 is not in a valid format'],
      [{ needInvoice: '是', invoiceTitle: '某公司', invoiceEmail: 'finance@' }, 'invoiceEmail', '发票接收邮箱格式不正确', '发票接收邮箱 is not in a valid format'],
    ];
    for (const [over, field, zh, en] of cases) {
      const [a, b] = await both(p, body(s, { ...base, ...over }));
      expect([a.status, a.body.message, a.body.errors?.[0]?.path], field).toEqual([400, zh, `/formData/${field}`]);
      expect([b.status, b.body.message], field).toEqual([400, en]);
    }
    expect([await registrations(), await person(p.id), await invoices()]).toEqual(before);
  });

  it('keeps phone and e-mail unique in the meeting: a clash is 409 at the field and stores nothing', async () => {
    const [a, b] = await participants(t, s.meeting, 2);
    expect((await submit(t, a, body(s, { name: '甲', phone: '13700009999', email: 'Same@Example.com', needInvoice: '否' }))).status).toBe(201);
    const before = [await registrations(), await used(), await person(b.id)];
    const phone = await both(b, body(s, { name: '乙', phone: '13700009999', needInvoice: '否' }));
    expect([phone[0].status, phone[0].body.message, phone[0].body.errors[0].path]).toEqual([409, '手机号已被本会议的其他参会人使用', '/formData/phone']);
    expect([phone[1].status, phone[1].body.message]).toEqual([409, '手机号 is already used by another participant of this meeting']);
    // e-mail addresses are compared without case
    const mail = await submit(t, b, body(s, { name: '乙', email: 'same@EXAMPLE.com', needInvoice: '否' }));
    expect([mail.status, mail.body.message, mail.body.errors[0].path]).toEqual([409, '邮箱已被本会议的其他参会人使用', '/formData/email']);
    expect([await registrations(), await used(), await person(b.id)]).toEqual(before);
    // the same phone in another meeting is another namespace
    const other = await openMeeting(t, org.token, withFields(FIELDS));
    const [c] = await participants(t, other.meeting);
    expect((await submit(t, c, body(other, { name: '丙', phone: '13700009999', needInvoice: '否' }))).status).toBe(201);
  });

  it('many participants giving one new phone at once: one is registered, the others refused', async () => {
    // a free flow without tickets or identities: no place counter orders these submissions, only the phone's lock
    const free = await openMeeting(t, org.token, { ...withFields(FIELDS), chooseRolePage: undefined, ticketPage: undefined });
    const people = await participants(t, free.meeting, 16);
    const answers = await Promise.all(people.map((p, i) => submit(t, p, { ...body(free, { name: `并发${i}`, phone: '13600001234', needInvoice: '否' }), identity: undefined, ticketType: undefined })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(15).fill(409)]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1 AND phone = $2', [free.meeting.id, '13600001234']))[0].n).toBe(1);
  });

  it('writes the record with the statement that already set the language: no extra round trip', async () => {
    const unbound = await openMeeting(t, org.token, withFields(FIELDS.map((f) => ({ ...f, bind: '' }))));
    // two new meetings, so both first submissions take their places the same way
    const boundTo = await openMeeting(t, org.token, withFields(FIELDS));
    const [a] = await participants(t, unbound.meeting);
    const [b] = await participants(t, boundTo.meeting);
    const formData = { name: '赵六', phone: '13655556666', email: 'zhao@example.com', workplace: '北大', job: '研究员', needInvoice: '否' };
    let r1: Awaited<ReturnType<typeof submit>> | undefined;
    let r2: Awaited<ReturnType<typeof submit>> | undefined;
    const plain = await statementsInTx(t, async () => (r1 = await submit(t, a, body(unbound, formData))));
    const bound = await statementsInTx(t, async () => (r2 = await submit(t, b, body(boundTo, formData))));
    expect([r1!.status, r2!.status]).toEqual([201, 201]);
    expect(bound.length).toBe(plain.length);
    expect(bound.filter((x) => /UPDATE participants/.test(x.sql))).toHaveLength(1);
    // unbound: the answers stay answers only
    expect(await person(a.id)).toMatchObject({ phone: null, workplace: null });
    expect(await person(b.id)).toMatchObject({ name: '赵六', workplace: '北大', position: '研究员' });
  });

  it('offers the form’s custom fields as list columns by field id, labelled by the field', async () => {
    const url = `/api/user-management/meeting/${s.meeting.id}/column-config`;
    const got = (await call(t.app, 'GET', url, { token: org.token })).body.data;
    expect(got.available).toEqual(expect.arrayContaining(['name', 'workplace', 'answer:diet', 'answer:needInvoice', 'answer:invoiceTitle', 'answer:taxNumber']));
    // a field bound to a participant property is that property's column
    expect(got.available).not.toContain('answer:name');
    expect(got.available).not.toContain('answer:job');
    expect(got.labels).toMatchObject({ 'answer:diet': '饮食习惯', 'answer:invoiceTitle': '发票抬头' });
    const saved = await call(t.app, 'PUT', url, { token: org.token, body: { columns: ['name', 'answer:diet'] } });
    expect([saved.status, saved.body.data.columns]).toEqual([200, ['name', 'answer:diet']]);
    expect((await call(t.app, 'GET', url, { token: org.token })).body.data.columns).toEqual(['name', 'answer:diet']);
    const bad = await call(t.app, 'PUT', url, { token: org.token, body: { columns: ['answer:nope'] }, lang: 'en' });
    expect([bad.status, bad.body.message, bad.body.errors[0].path]).toEqual([400, 'Unsupported field: answer:nope', '/columns/0']);
  });

  it('creates an invoice request from the invoice answers in the same transaction, and none when not asked', async () => {
    const [a, b, c] = await participants(t, s.meeting, 3);
    const asked = await submit(t, a, body(s, { name: '钱七', needInvoice: '是', invoiceType: '增值税专用发票', invoiceTitle: '某某科技有限公司', taxNumber: TAX, invoiceEmail: 'Fin@Example.com' }));
    expect(asked.status).toBe(201);
    const [inv] = await t.db.query('SELECT * FROM invoice_requests WHERE registration_id = $1', [asked.body.data.id]);
    expect(inv).toMatchObject({ meeting_id: s.meeting.id, participant_id: a.id, invoice_type: 'company', title: '某某科技有限公司', tax_number: TAX, email: 'fin@example.com', issued: false });
    expect(Number(inv.amount)).toBe(asked.body.data.totalAmount);
    const listed = (await call(t.app, 'GET', `/api/co/invoices/meeting/${s.meeting.id}/requests?page=0&size=10`, { token: org.token })).body.data.content;
    expect(listed.find((x: { registrationId: number }) => x.registrationId === asked.body.data.id)).toMatchObject({ participantName: '钱七', title: '某某科技有限公司' });
    // an ordinary invoice without a tax number is a person's
    const personal = await submit(t, b, body(s, { name: '孙八', needInvoice: '是', invoiceType: '增值税普通发票', invoiceTitle: '孙八' }));
    expect((await t.db.query('SELECT invoice_type FROM invoice_requests WHERE registration_id = $1', [personal.body.data.id]))[0].invoice_type).toBe('personal');
    const before = await invoices();
    const not = await submit(t, c, body(s, { name: '周九', needInvoice: '否', workplace: '某某科技有限公司' }));
    expect(not.status).toBe(201);
    expect(await invoices()).toBe(before);
  });

  it('a cancelled registration withdraws its invoice request: marked in the list, left out of the figures, never issued', async () => {
    const [a, b] = await participants(t, s.meeting, 2);
    const ask = (name: string) => body(s, { name, needInvoice: '是', invoiceType: '增值税专用发票', invoiceTitle: `${name}的公司`, taxNumber: TAX });
    const kept = (await submit(t, a, ask('郑一'))).body.data;
    const gone = (await submit(t, b, ask('王二'))).body.data;
    const stats = async () => (await call(t.app, 'GET', `/api/co/invoices/meeting/${s.meeting.id}/stats`, { token: org.token })).body.data;
    const before = await stats();
    const requestOf = async (regId: number) => (await t.db.query('SELECT id FROM invoice_requests WHERE registration_id = $1', [regId]))[0].id as number;
    const goneReq = await requestOf(gone.id);
    // the participant cancels (unpaid: allowed)
    expect((await call(t.app, 'POST', `/api/registrations/${gone.id}/cancel`, { headers: b.headers, body: {} })).status).toBe(200);
    const after = await stats();
    expect([after.total, after.pending, after.withdrawn - before.withdrawn]).toEqual([before.total - 1, before.pending - 1, 1]);
    expect(after.totalAmount).toBeCloseTo(before.totalAmount - gone.totalAmount, 2);
    const listed = (await call(t.app, 'GET', `/api/co/invoices/meeting/${s.meeting.id}/requests?page=0&size=50`, { token: org.token })).body.data.content;
    expect(listed.find((x: { id: number }) => x.id === goneReq)).toMatchObject({ registrationStatus: 'cancelled', participantName: '王二' });
    expect(listed.find((x: { registrationId: number }) => x.registrationId === kept.id).registrationStatus).toBe('awaiting_payment');
    // issuing it is refused with its reason, in both languages; the other is issued
    for (const [lang, text] of [['zh', '该报名已取消或已过期，不能为其开具发票'], ['en', 'The registration was cancelled or has expired: no invoice can be issued for it']] as const) {
      const r = await call(t.app, 'PUT', `/api/co/invoices/requests/${goneReq}/issued`, { token: org.token, body: { issued: true }, lang });
      expect([r.status, r.body.message]).toEqual([409, text]);
    }
    expect((await t.db.query('SELECT issued FROM invoice_requests WHERE id = $1', [goneReq]))[0].issued).toBe(false);
    expect((await call(t.app, 'PUT', `/api/co/invoices/requests/${await requestOf(kept.id)}/issued`, { token: org.token, body: { issued: true } })).status).toBe(200);
    // the dashboard counts standing requests only
    const figures = (await call(t.app, 'GET', `/api/co/statistics/meeting/${s.meeting.id}`, { token: org.token })).body.data;
    const standing = Number((await t.db.query(`SELECT count(*)::int AS n FROM invoice_requests i JOIN registrations r ON r.id = i.registration_id WHERE i.meeting_id = $1 AND r.registration_status NOT IN ('cancelled', 'expired')`, [s.meeting.id]))[0].n);
    expect(figures.invoiceCount).toBe(standing);
  });

  it('refuses an invoice the meeting does not offer, of a type not offered, or without a title, storing nothing', async () => {
    const m = await openMeeting(t, org.token, withFields(FIELDS));
    const [p] = await participants(t, m.meeting);
    const settings = `/api/co/invoices/meeting/${m.meeting.id}/settings`;
    const want = { name: '吴十', needInvoice: '是', invoiceType: '增值税专用发票', invoiceTitle: '某公司', taxNumber: TAX };
    const before = [await registrations(), await invoices(), await person(p.id)];
    const noTitle = await both(p, body(m, { ...want, invoiceTitle: undefined }));
    expect([noTitle[0].status, noTitle[0].body.message, noTitle[0].body.errors[0].path]).toEqual([400, '申请发票请填写发票抬头', '/formData/invoiceTitle']);
    expect(noTitle[1].body.message).toBe('Please fill in 发票抬头 to ask for an invoice');
    expect((await call(t.app, 'PUT', settings, { token: org.token, body: { enabled: true, invoiceTypes: ['personal'], fields: ['title'], requiredFields: ['title'] } })).status).toBe(200);
    const type = await both(p, body(m, want));
    expect([type[0].status, type[0].body.message, type[0].body.errors[0].path]).toEqual([400, '本会议不提供单位发票', '/formData/invoiceType']);
    expect(type[1].body.message).toBe('Company invoices are not offered at this meeting');
    expect((await call(t.app, 'PUT', settings, { token: org.token, body: { enabled: false, invoiceTypes: ['company'], fields: ['title'], requiredFields: ['title'] } })).status).toBe(200);
    const off = await both(p, body(m, want));
    expect([off[0].status, off[0].body.message, off[0].body.errors[0].path]).toEqual([400, '本会议不提供发票', '/formData/needInvoice']);
    expect(off[1].body.message).toBe('This meeting does not offer invoices');
    expect([await registrations(), await invoices(), await person(p.id)]).toEqual(before);
    // not asking is still fine
    expect((await submit(t, p, body(m, { name: '吴十', needInvoice: '否' }))).status).toBe(201);
  });

  it('in a form without the asking field, an invoice title answered asks', async () => {
    const m = await openMeeting(t, org.token, withFields([FIELDS[0], { id: 'invoiceTitle', label: '发票抬头（选填）', fieldType: 'text' }]));
    const [a, b] = await participants(t, m.meeting, 2);
    const yes = await submit(t, a, body(m, { name: '郑一', invoiceTitle: '某大学' }));
    const no = await submit(t, b, body(m, { name: '王二' }));
    expect([yes.status, no.status]).toEqual([201, 201]);
    expect((await t.db.query('SELECT title, invoice_type FROM invoice_requests WHERE registration_id = $1', [yes.body.data.id]))).toEqual([{ title: '某大学', invoice_type: 'personal' }]);
    expect(await t.db.query('SELECT 1 FROM invoice_requests WHERE registration_id = $1', [no.body.data.id])).toEqual([]);
  });

  it('refuses a design whose bindings cannot hold, in zh and en at the field', async () => {
    const url = `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`;
    const cases: Array<[unknown[], string, string, string]> = [
      [[{ id: 'code', label: '签到码', fieldType: 'text', bind: 'participant.checkinCode' }], '/design/formPage/formGroups/0/fields/0/bind', '字段“签到码”绑定的资料项不存在：participant.checkinCode', 'Field “签到码” is bound to something that does not exist: participant.checkinCode'],
      [[{ id: 'sex', label: '性别', fieldType: 'checkbox', options: ['男', '女'], bind: 'participant.gender' }], '/design/formPage/formGroups/0/fields/0/bind', '字段“性别”的类型不能绑定到性别', 'The type of field “性别” cannot be bound to Gender'],
      [[{ id: 'name', label: '姓名', fieldType: 'text' }, { id: 'fullName', label: '全名', fieldType: 'text', bind: 'participant.name' }], '/design/formPage/formGroups/0/fields/1/bind', '字段“全名”与“姓名”不能同时绑定到姓名', 'Fields “全名” and “姓名” cannot both be bound to Name'],
    ];
    for (const [fields, path, zh, en] of cases) {
      const a = await call(t.app, 'PUT', url, { token: org.token, body: { design: withFields(fields) } });
      const b = await call(t.app, 'PUT', url, { token: org.token, body: { design: withFields(fields) }, lang: 'en' });
      expect([a.status, a.body.message, a.body.errors[0].path]).toEqual([400, zh, path]);
      expect([b.status, b.body.message]).toEqual([400, en]);
    }
  });

  it('an older design without bind still works: ids bind, an unfit type or bind "" leaves the record alone', async () => {
    const old = await openMeeting(t, org.token, withFields([
      { id: 'name', label: '姓名', fieldType: 'text', bind: '' },
      { id: 'workplace', label: '单位', fieldType: 'text' },
      // an e-mail field of a type that cannot hold one is not bound (and saving it is no error)
      { id: 'email', label: '邮箱', fieldType: 'checkbox', options: ['a@b.cn'] },
      { id: 'gender', label: '性别', fieldType: 'radio', options: ['男', '女', '保密'] },
    ]));
    const [p] = await participants(t, old.meeting);
    const before = await person(p.id);
    const r = await submit(t, p, body(old, { name: '新名字', workplace: '复旦大学', email: ['a@b.cn'], gender: '保密' }));
    expect(r.status).toBe(201);
    // the name stays the record's; a gender answer that means no enum value is kept as an answer only
    expect(await person(p.id)).toMatchObject({ name: before.name, workplace: '复旦大学', email: null, gender: null });
    expect(r.body.data.formData).toMatchObject({ name: { value: '新名字' }, gender: { value: '保密' } });
  });
});

/** schemas/ copied with one new participant property marked x-answer (no code knows it). */
function schemasWithDepartment() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-schemas-'));
  for (const sub of ['entities', 'api', 'badge', 'messages']) fs.cpSync(path.join(SCHEMA_DIR, sub), path.join(dir, sub), { recursive: true });
  const file = path.join(dir, 'entities', 'participant.json');
  const participant = JSON.parse(fs.readFileSync(file, 'utf8'));
  participant.properties.department = { type: 'string', maxLength: 10, 'x-answer': true };
  fs.writeFileSync(file, JSON.stringify(participant, null, 2));
  return { dir, bundle: loadSchemas(dir) };
}

describe.each(DATABASES)('a participant property marked x-answer later is bindable with no code edit (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let dir = '';
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'recevo'));
    const evolved = schemasWithDepartment();
    dir = evolved.dir;
    await t.restart({ schemas: evolved.bundle });
  });
  afterAll(async () => {
    await t.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the library’s department field fills the new column, by its rules', async () => {
    const s = await openMeeting(t, org.token, withFields([FIELDS[0], { id: 'department', label: '部门', fieldType: 'text' }]));
    const [p] = await participants(t, s.meeting);
    const long = await submit(t, p, body(s, { name: '冯一', department: '一二三四五六七八九十一' }));
    expect([long.status, long.body.message, long.body.errors[0].path]).toEqual([400, '部门长度不能超过10个字符', '/formData/department']);
    expect((await submit(t, p, body(s, { name: '冯一', department: '信息中心' }))).status).toBe(201);
    expect((await t.db.query('SELECT department FROM participants WHERE id = $1', [p.id]))[0].department).toBe('信息中心');
    // and it is the record's column, not an answer column
    const cols = (await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/column-config`, { token: org.token })).body.data.available;
    expect(cols).toContain('department');
    expect(cols).not.toContain('answer:department');
  });
});
