// Badge design (spec 2 §2.9, §3, §5, §9): defaults while nothing is saved, a valid design saved and
// read back, and every rule of the style and field schemas refused in zh and en with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { designPath, validDesign, validField } from './badges.fixtures';

type Case = [string, { style?: Record<string, unknown>; fields?: Array<Record<string, unknown>> }, string, string, string];

const RANGE = ['自定义尺寸范围为 20-300 mm', 'Custom sizes range from 20 to 300 mm'];
const FONT = ['字体大小范围为 8-72', 'Font sizes range from 8 to 72'];
const NAME_LEN = ['字段名称长度在 2 到 20 个字符', 'Field names are 2 to 20 characters long'];
const DISPLAY_LEN = ['显示名称长度在 2 到 20 个字符', 'Display names are 2 to 20 characters long'];
const ORDER = ['排序范围为 1-100', 'The order ranges from 1 to 100'];
const f = (over: Record<string, unknown>) => [validField(over)];

const CASES: Case[] = [
  ['custom width below 20', { style: { size: 'custom', customWidth: 19, customHeight: 50 } }, '/style/customWidth', ...(RANGE as [string, string])],
  ['custom height above 300', { style: { size: 'custom', customWidth: 90, customHeight: 301 } }, '/style/customHeight', ...(RANGE as [string, string])],
  ['unknown size', { style: { size: 'huge' } }, '/style/size', '请选择胸卡尺寸', 'Choose a badge size'],
  ['unknown background', { style: { background: 'video' } }, '/style/background', '请选择背景类型', 'Choose a background type'],
  ['custom image without an image', { style: { background: 'custom-image' } }, '/style/backgroundImage', '请上传背景图片', 'Upload a background image'],
  ['image from elsewhere', { style: { background: 'custom-image', backgroundImage: 'https://evil.example/x.png' } }, '/style/backgroundImage', '背景图片地址无效，请重新上传', 'The background image address is invalid; upload it again'],
  ['font size 7', { style: { fontSize: 7 } }, '/style/fontSize', ...(FONT as [string, string])],
  ['font size 73', { style: { fontSize: 73 } }, '/style/fontSize', ...(FONT as [string, string])],
  ['font colour not a colour', { style: { fontColor: 'red' } }, '/style/fontColor', '请选择有效的字体颜色', 'Choose a valid font colour'],
  ['name of 1 character', { fields: f({ name: 'a' }) }, '/fields/0/name', ...(NAME_LEN as [string, string])],
  ['name of 21 characters', { fields: f({ name: 'n'.repeat(21) }) }, '/fields/0/name', ...(NAME_LEN as [string, string])],
  ['no name', { fields: f({ name: undefined }) }, '/fields/0/name', '请输入字段名称', 'Enter the field name'],
  ['display name of 1 character', { fields: f({ displayName: '名' }) }, '/fields/0/displayName', ...(DISPLAY_LEN as [string, string])],
  ['display name of 21 characters', { fields: f({ displayName: '名'.repeat(21) }) }, '/fields/0/displayName', ...(DISPLAY_LEN as [string, string])],
  ['no type', { fields: f({ type: undefined }) }, '/fields/0/type', '请选择字段类型', 'Choose the field type'],
  ['no order', { fields: f({ order: undefined }) }, '/fields/0/order', '请输入排序', 'Enter the order'],
  ['order 0', { fields: f({ order: 0 }) }, '/fields/0/order', ...(ORDER as [string, string])],
  ['order 101', { fields: f({ order: 101 }) }, '/fields/0/order', ...(ORDER as [string, string])],
  ['y above 90', { fields: f({ y: 91 }) }, '/fields/0/y', '纵向位置范围为 10-90%', 'The vertical position ranges from 10 to 90%'],
  ['y below 10', { fields: f({ y: 9 }) }, '/fields/0/y', '纵向位置范围为 10-90%', 'The vertical position ranges from 10 to 90%'],
  ['x above 100', { fields: f({ x: 101 }) }, '/fields/0/x', '横向位置范围为 0-100%', 'The horizontal position ranges from 0 to 100%'],
  ['unknown data source', { fields: f({ dataSource: 'api' }) }, '/fields/0/dataSource', '数据来源只能是表单或自定义', 'The data source is either form or custom'],
  ['duplicate name', { fields: [validField(), validField({ displayName: '又一个姓名', order: 2 })] }, '/fields/1/name', '字段名称已存在，请使用其他名称', 'This field name already exists; use another name'],
];

describe.each(DATABASES)('badges: design rules (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'badgeorg');
    meeting = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('answers the defaults before anything is saved: standard size, font 16, the QR code of the check-in code', async () => {
    const r = await call(t.app, 'GET', designPath(meeting.id), { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ saved: false, schemaVersion: 1, style: { size: 'standard', fontSize: 16, background: 'solid', customWidth: 90, customHeight: 50 } });
    expect(r.body.data.fields.find((x: any) => x.type === 'qrcode')).toMatchObject({ name: 'checkinCode' });
  });

  it('saves a valid design, sorted by order, and reads it back', async () => {
    const body = validDesign({ fields: [validField({ name: 'workplace', displayName: '工作单位', order: 5 }), validField({ order: 2, x: 12.5, y: 10 })] });
    const r = await call(t.app, 'PUT', designPath(meeting.id), { token: org.token, body });
    expect([r.status, r.body.message]).toEqual([200, '胸卡设计已保存']);
    const got = (await call(t.app, 'GET', designPath(meeting.id), { token: org.token })).body.data;
    expect(got.saved).toBe(true);
    expect(got.fields.map((x: any) => [x.name, x.order, x.x, x.y])).toEqual([['name', 2, 12.5, 10], ['workplace', 5, 50, 30]]);
    expect(got.style).toMatchObject({ size: 'standard', fontSize: 16 });
  });

  it('accepts the limits themselves: custom 20 and 300 mm, font 8 and 72, order 1 and 100, names of 2 and 20', async () => {
    const body = validDesign({
      style: { size: 'custom', customWidth: 20, customHeight: 300, fontSize: 72 },
      fields: [validField({ name: 'ab', displayName: 'cd', order: 1, fontSize: 8 }), validField({ name: 'n'.repeat(20), displayName: '名'.repeat(20), order: 100, y: 90 })],
    });
    expect((await call(t.app, 'PUT', designPath(meeting.id), { token: org.token, body })).status).toBe(200);
  });

  it.each(CASES)('refuses %s with the field’s message in zh and en, storing nothing', async (_name, over, path, zh, en) => {
    const before = await t.db.query('SELECT style, fields, updated_at FROM badge_designs WHERE meeting_id = $1', [meeting.id]);
    const body = validDesign(over);
    const r = await expectMessage(t.app, 'PUT', designPath(meeting.id), { token: org.token, body }, 400, zh, en);
    expect(r.zh.body.errors.map((e: any) => e.path)).toContain(path);
    expect(r.zh.body.errors.find((e: any) => e.path === path).message).toBe(zh);
    expect(await t.db.query('SELECT style, fields, updated_at FROM badge_designs WHERE meeting_id = $1', [meeting.id])).toEqual(before);
  });

  it('refuses a body without style or fields, and more than 100 fields', async () => {
    await expectMessage(t.app, 'PUT', designPath(meeting.id), { token: org.token, body: { fields: [] } }, 400, '缺少胸卡样式', 'The badge style is missing');
    const many = Array.from({ length: 101 }, (_, i) => validField({ name: `f${i}x`, order: (i % 100) + 1 }));
    await expectMessage(t.app, 'PUT', designPath(meeting.id), { token: org.token, body: validDesign({ fields: many }) }, 400, '胸卡字段最多 100 个', 'A badge has at most 100 fields');
  });

  it('offers the 48 basic fields by group and custom fields from the flows’ forms, or the registrations’ formData', async () => {
    const url = `/api/co/badges/meeting/${meeting.id}/fields`;
    const before = (await call(t.app, 'GET', url, { token: org.token })).body.data;
    // spec 2 §2.9: the dialog shows 48 basic fields
    expect(before.basic).toHaveLength(48);
    expect(before.basicGroups.map((g: any) => [g.name, g.label, g.count])).toEqual([['participant', '参会人', 19], ['registration', '报名', 16], ['meeting', '会议', 5], ['stay', '住宿', 5], ['badge', '胸卡', 3]]);
    const byName = (name: string) => before.basic.find((x: any) => x.name === name);
    expect(before.basic.map((x: any) => x.name)).toEqual(expect.arrayContaining(['name', 'phone', 'workplace', 'company', 'checkinCode', 'registrationStatus', 'selectedTicketName', 'regId', 'meetingTitle', 'hotelName', 'checkinQr']));
    expect(before.basic.map((x: any) => x.name)).not.toContain('passwordHash');
    expect([byName('checkinQr').type, byName('checkinQr').source]).toEqual(['qrcode', 'checkinCode']);
    expect([byName('workplace').label, byName('workplace').source, byName('workplace').group]).toEqual(['工作单位', 'workplace', 'participant']);
    expect([byName('selectedTicketName').label, byName('selectedTicketName').source, byName('registrationStatus').type]).toEqual(['票种', 'registration.selectedTicketName', 'select']);
    expect([byName('regId').source, byName('meetingTitle').label, byName('meetingTitle').source]).toEqual(['registration.id', '会议名称', 'meeting.title']);
    const p = await t.app.ctx.repo('participant').insert(t.db, { meetingId: meeting.id, username: 'fd1', name: '李四' });
    await t.app.ctx.repo('registration').insert(t.db, { meetingId: meeting.id, participantId: p.id, registrationStatus: 'awaiting_payment', formData: { 参会身份: '嘉宾', 特殊需求: '素食' } });
    const fromData = (await call(t.app, 'GET', url, { token: org.token })).body.data;
    expect([fromData.customFrom, fromData.custom.map((x: any) => x.name).sort()]).toEqual(['registrations', ['参会身份', '特殊需求']]);
    const long = '请填写您希望在胸卡上展示的个人头衔信息';
    await t.app.ctx.repo('registrationFlow').insert(t.db, {
      meetingId: meeting.id, name: '默认流程', type: 'attendee', currency: 'CNY', isDefault: true, enabled: true,
      formConfig: { formPage: { formGroups: [
        // a field bound to a participant property is a basic field (the record's), not a custom one
        { name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text' }, { id: 'city', label: '所在城市', fieldType: 'text' }, { id: 'title', label: `${long}（选填）`, fieldType: 'textarea' }] },
        { name: '行程', fields: [{ id: 'arrive', label: '到达日期', fieldType: 'date' }] }] } },
    });
    const fromFlows = (await call(t.app, 'GET', url, { token: org.token, lang: 'en' })).body.data;
    expect(fromFlows.customFrom).toBe('flows');
    expect(fromFlows.groups.map((g: any) => [g.name, g.fields.length])).toEqual([['基本信息', 2], ['行程', 1]]);
    expect(fromFlows.custom.find((x: any) => x.name === '到达日期').type).toBe('date');
    // read by field id: the answer column the participant list carries
    expect(fromFlows.custom.find((x: any) => x.name === '所在城市').source).toBe('answer:city');
    expect(fromFlows.custom.map((x: any) => x.name)).not.toContain('姓名');
    const clipped = fromFlows.custom.find((x: any) => x.source === 'answer:title');
    expect([clipped.name.length, clipped.label]).toEqual([20, `${long}（选填）`]);
    expect(fromFlows.basic.find((x: any) => x.name === 'workplace').label).toBe('Workplace');
    expect(fromFlows.basicGroups.map((g: any) => g.label)).toEqual(['Participant', 'Registration', 'Meeting', 'Stay', 'Badge']);
  });
});
