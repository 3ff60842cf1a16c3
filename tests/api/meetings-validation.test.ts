// Every validation message of spec 1 §5 (and ours for what the spec leaves open), in Chinese and
// English; a refused call stores nothing and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { at, createMeeting, meetingCount, validMeeting } from './meetings.fixtures';

const URL = '/api/co/meeting';
const SUB_VENUE = ['请完善分会场信息', 'Please complete the sub-venue information'] as const;
const NAME = ['会议名称不能为空', 'The meeting name is required'] as const;
const START_BEFORE = ['开始时间必须早于结束时间', 'The start time must be before the end time'] as const;

type Case = [string, Record<string, unknown>, string, string];
const cases: Case[] = [
  ['title missing', { title: undefined }, ...NAME],
  ['title blank (trimmed)', { title: '   ' }, ...NAME],
  ['title too long', { title: 'x'.repeat(101) }, '会议名称不能超过100个字符', 'The meeting name may have at most 100 characters'],
  ['description over 500', { description: '长'.repeat(501) }, '会议描述不能超过500个字符', 'The description may have at most 500 characters'],
  ['type missing', { type: undefined }, '请选择会议类型', 'Please choose the meeting type'],
  ['type unknown', { type: 'galactic' }, '请选择会议类型', 'Please choose the meeting type'],
  ['status unknown', { status: 'cancelled' }, '请选择会议状态', 'Please choose the meeting status'],
  ['status draft on create', { status: 'draft' }, '新建会议的状态只能是筹备中、进行中或已结束', 'A new meeting can only be preparing, ongoing or finished'],
  ['manager missing', { manager: undefined }, '会议负责人不能为空', 'The meeting manager is required'],
  ['manager blank', { manager: ' ' }, '会议负责人不能为空', 'The meeting manager is required'],
  ['start missing', { startTime: undefined }, '开始时间不能为空', 'The start time is required'],
  ['start malformed', { startTime: '2030/01/01 09:00' }, '开始时间格式应为 yyyy-MM-dd HH:mm:ss', 'The start time must look like yyyy-MM-dd HH:mm:ss'],
  ['start not a real day', { startTime: '2030-02-30 09:00:00' }, '开始时间格式应为 yyyy-MM-dd HH:mm:ss', 'The start time must look like yyyy-MM-dd HH:mm:ss'],
  ['start after end', { startTime: at(12, 19), endTime: at(12, 18) }, ...START_BEFORE],
  ['start equal to end', { startTime: at(12, 18), endTime: at(12, 18) }, ...START_BEFORE],
  ['start before yesterday', { startTime: at(-3, 9), endTime: at(5, 9) }, '开始时间不能早于昨天', 'The start time cannot be before yesterday'],
  ['end missing', { endTime: undefined }, '结束时间不能为空', 'The end time is required'],
  ['end malformed', { endTime: 'tomorrow' }, '结束时间格式应为 yyyy-MM-dd HH:mm:ss', 'The end time must look like yyyy-MM-dd HH:mm:ss'],
  ['location missing', { location: undefined }, '会议地点不能为空', 'The meeting location is required'],
  ['location blank', { location: '  ' }, '会议地点不能为空', 'The meeting location is required'],
  ['no sub-venue', { subVenues: [] }, ...SUB_VENUE],
  ['sub-venues missing', { subVenues: undefined }, ...SUB_VENUE],
  ['sub-venue without a name', { subVenues: [{ location: '一楼', capacity: 10 }] }, ...SUB_VENUE],
  ['sub-venue with a blank name', { subVenues: [{ name: ' ', capacity: 10 }] }, ...SUB_VENUE],
  ['sub-venue without capacity', { subVenues: [{ name: 'A厅' }] }, ...SUB_VENUE],
  ['sub-venue capacity 0', { subVenues: [{ name: 'A厅', capacity: 0 }] }, ...SUB_VENUE],
  ['sub-venue capacity not a whole number', { subVenues: [{ name: 'A厅', capacity: 1.5 }] }, ...SUB_VENUE],
  ['second sub-venue incomplete', { subVenues: [{ name: 'A厅', capacity: 10 }, { name: 'B厅' }] }, ...SUB_VENUE],
  ['an unknown field', { organizerId: 99 }, '不支持的字段：organizerId', 'Unsupported field: organizerId'],
];

describe.each(DATABASES)('meetings: validation (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let existing: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'valorg');
    existing = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());

  const snapshot = async () => JSON.stringify(await t.db.query('SELECT * FROM meetings ORDER BY id'));

  it.each(cases)('create refuses: %s (zh and en), storing nothing', async (_n, over, zh, en) => {
    const before = await meetingCount(t);
    await expectMessage(t.app, 'POST', URL, { token: org.token, body: validMeeting(over) }, 400, zh, en);
    expect(await meetingCount(t)).toBe(before);
  });

  it.each(cases.filter(([n]) => n !== 'status draft on create'))('update refuses: %s, changing nothing', async (_n, over, zh, en) => {
    const before = await snapshot();
    await expectMessage(t.app, 'PUT', `${URL}/${existing.id}`, { token: org.token, body: validMeeting(over) }, 400, zh, en);
    await expectMessage(t.app, 'PUT', URL, { token: org.token, body: { ...validMeeting(over), id: existing.id } }, 400, zh, en);
    expect(await snapshot()).toBe(before);
  });

  it('the order of start and end is reported under both fields', async () => {
    const r = await call(t.app, 'POST', URL, { token: org.token, body: validMeeting({ startTime: at(12, 19), endTime: at(12, 18) }) });
    expect(r.body.errors).toEqual([
      { path: '/startTime', message: '开始时间必须早于结束时间' },
      { path: '/endTime', message: '结束时间必须晚于开始时间' },
    ]);
    const en = await call(t.app, 'POST', URL, { token: org.token, lang: 'en', body: validMeeting({ startTime: at(12, 19), endTime: at(12, 18) }) });
    expect(en.body.errors.map((e: { message: string }) => e.message)).toEqual(['The start time must be before the end time', 'The end time must be after the start time']);
  });

  it('a sub-venue message names the field of the row', async () => {
    const r = await call(t.app, 'POST', URL, { token: org.token, body: validMeeting({ subVenues: [{ name: 'A厅', capacity: 10 }, { name: 'B厅', capacity: 0 }] }) });
    expect(r.body.errors).toEqual([{ path: '/subVenues/1/capacity', message: '请完善分会场信息' }]);
  });

  it('PUT /meeting needs the id in the body', async () => {
    await expectMessage(t.app, 'PUT', URL, { token: org.token, body: validMeeting() }, 400, '会议ID不能为空', 'The meeting id is required');
  });

  it('a draft is checked too: lengths, the order of the times, sub-venue capacity', async () => {
    const before = await meetingCount(t);
    const d = `${URL}/draft`;
    await expectMessage(t.app, 'POST', d, { token: org.token, body: { title: 'x'.repeat(101) } }, 400, '会议名称不能超过100个字符', 'The meeting name may have at most 100 characters');
    await expectMessage(t.app, 'POST', d, { token: org.token, body: { startTime: at(5, 10), endTime: at(5, 9) } }, 400, ...START_BEFORE);
    await expectMessage(t.app, 'POST', d, { token: org.token, body: { endTime: at(-5, 9) } }, 400, '结束时间不能早于昨天', 'The end time cannot be before yesterday');
    await expectMessage(t.app, 'POST', d, { token: org.token, body: { subVenues: [{ name: 'A', capacity: 0 }] } }, 400, ...SUB_VENUE);
    await expectMessage(t.app, 'POST', d, { token: org.token, body: { status: 'nope' } }, 400, '请选择会议状态', 'Please choose the meeting status');
    expect(await meetingCount(t)).toBe(before);
  });

  it('the list refuses a page size outside 5, 10, 20, 50 and a malformed date', async () => {
    await expectMessage(t.app, 'GET', `${URL}/list?size=7`, { token: org.token }, 400, '每页条数只能是 5、10、20 或 50', 'The page size must be 5, 10, 20 or 50');
    await expectMessage(t.app, 'GET', `${URL}/list?startDate=2030-13-01`, { token: org.token }, 400, '日期格式应为 yyyy-MM-dd', 'The date must look like yyyy-MM-dd');
    await expectMessage(t.app, 'GET', `${URL}/list?startDate=tomorrow`, { token: org.token }, 400, '日期格式应为 yyyy-MM-dd', 'The date must look like yyyy-MM-dd');
    await expectMessage(t.app, 'GET', `${URL}/list?status=gone`, { token: org.token }, 400, '请选择会议状态', 'Please choose the meeting status');
    expect((await call(t.app, 'GET', `${URL}/list?page=-1`, { token: org.token })).status).toBe(400);
  });

  it('a body that is not JSON is refused in the caller’s language', async () => {
    const r = await t.app.inject({ method: 'POST', url: URL, headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{oops' });
    expect([r.statusCode, r.json().message]).toEqual([400, 'The request body is not valid JSON']);
  });
});
