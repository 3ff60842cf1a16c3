// GET …/participants/export and …/registrations/export (issue 13 item 7, issue 14): the participant
// list as XLSX and CSV with the list's filters — every public participant property, the registration's
// lifecycle columns (state, flow, ticket, hotel, amounts, payment, reference, deadline, times) and one
// column per form field (labels as headers, answers as text) — read back with csv-parse and by
// unzipping the workbook; formulas neutralised in cells and headers; one row per registration in the
// registrations export, cancelled ones included; who may download (the access matrix).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, cast, type Organizer, STAFF_FORBIDDEN } from './cast.fixtures';
import { addParticipant, addRegistration } from './participants.fixtures';
import { addRoomType } from './payments.fixtures';
import { createMeeting } from './meetings.fixtures';
import { loginParticipant, registerParticipant } from './participant-accounts.fixtures';
import { FORMULA, byHeader, download, readCsv, readXlsx, serialText, type Cell } from './exports.fixtures';

const FORM = {
  formPage: {
    formGroups: [{
      id: 'g1', name: '基本信息', fields: [
        { id: 'org', label: '单位全称', fieldType: 'text' },
        { id: 'topics', label: '关注方向', fieldType: 'checkbox', values: [{ value: 'img', text: '影像' }, { value: 'ai', text: 'AI' }] },
        { id: 'cv', label: '简历', fieldType: 'file' },
        { id: 'vip', label: '=是否贵宾', fieldType: 'radio', options: ['是', '否'] },
      ],
    }],
  },
};

describe.each(DATABASES)('participants: exports (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let sub: string;
  let participantToken: string;
  /** the participant account that logs in (an account of the meeting without a registration) */
  let account: string;
  let m: Record<string, any>;
  let flowName: string;
  let hotelName: string;
  const url = (what = 'participants', q = '') => `/api/user-management/meeting/${m.id}/${what}/export${q}`;

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, sub } = await cast(t, 'pexp'));
    m = await createMeeting(t, a.token, { title: '导出测试会议' });
    const flow = await t.app.ctx.repo('registrationFlow').insert(t.db, { meetingId: m.id, name: '普通注册', type: 'standard', currency: 'CNY', isDefault: true, formConfig: FORM });
    flowName = flow.name;
    const roomTypeId = await addRoomType(t, m.id, 400);
    const [h] = await t.db.query('SELECT h.id, h.name FROM hotels h JOIN room_types rt ON rt.hotel_id = h.id WHERE rt.id = $1', [roomTypeId]);
    hotelName = h.name;

    const zhang = await addParticipant(t, m, { name: '张三', checkinStatus: 'checked_in', checkinTime: '2026-12-10T01:30:00Z' });
    await addRegistration(t, m, zhang.id, {
      flowId: flow.id, registrationStatus: 'checked_in', paymentStatus: 'paid', paymentMethod: 'bankCard', selectedTicketName: 'VIP票', ticketPrice: 599,
      identity: '嘉宾', selectedSubVenues: ['主会场', '分会场A'], hotelSelection: { hotelId: h.id, roomTypeId, checkinDate: '2026-12-10', checkoutDate: '2026-12-12' },
      transferReference: 'ABCD2345', paymentDeadline: '2026-11-30T16:00:00Z', submitTime: '2026-11-01T02:00:00Z', confirmedAt: '2026-11-02T03:00:00Z',
      registrationTime: '2026-11-01T02:00:00Z',
      formData: { org: { label: '单位全称', value: '复旦大学' }, topics: { label: '关注方向', value: '影像、AI', raw: ['img', 'ai'] }, cv: { label: '简历', value: `/api/registrations/files/${'0123abcd'.repeat(4)}.pdf/${encodeURIComponent('张三 简历.pdf')}` }, vip: { label: '=是否贵宾', value: '是' } },
    });
    const evil = await addParticipant(t, m, { name: FORMULA, workplace: '@evil', position: '-1+1' });
    await addRegistration(t, m, evil.id, { flowId: flow.id, registrationTime: '2026-11-03T02:00:00Z', formData: { org: { label: '单位全称', value: '=1+2' } } });
    await addParticipant(t, m, { name: '李四' });
    const wang = await addParticipant(t, m, { name: '王五' });
    // paid, then cancelled by the organizer; answered a field the form no longer has
    await addRegistration(t, m, wang.id, {
      flowId: flow.id, registrationStatus: 'cancelled', paymentStatus: 'paid', cancelledBy: 'organizer', cancelReason: '名额调整', cancelTime: '2026-11-05T02:00:00Z',
      registrationTime: '2026-11-04T02:00:00Z', formData: { oldField: { label: '旧字段', value: '旧答案' } },
    });
    // an older record keyed by its label (spec 2 §4's fallback), for a participant with a newer draft
    const zhao = await addParticipant(t, m, { name: '赵六' });
    await addRegistration(t, m, zhao.id, { registrationTime: '2026-10-01T02:00:00Z', formData: { 参会身份: 'VIP' } });
    await addRegistration(t, m, zhao.id, { registrationStatus: 'draft', registrationTime: '2026-11-06T02:00:00Z', formData: { org: { label: '单位全称', value: '草稿' } } });

    const p = await registerParticipant(t, m.id);
    // a new account has no name until a form or the profile gives one (the attendee record)
    account = '';
    expect(p.username).toBeTruthy();
    participantToken = await loginParticipant(t, m.id, p.phone);
  });
  afterAll(() => t.close());

  /** Rows as objects by header, from a CSV. */
  const csvRows = (body: Buffer) => {
    const rows = readCsv(body);
    return { head: rows[0], rows: byHeader(rows as Cell[][]) };
  };

  it('CSV: every participant with the list’s registration, lifecycle columns and every form answer, headers in Chinese', async () => {
    const r = await download(t, url('participants', '?format=csv'), a.token);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="participants-${m.id}-\\d{4}-\\d\\d-\\d\\d\\.csv"`));
    const { head, rows } = csvRows(r.body);
    // the participant's public properties come from participant.json (a new one appears with no code edit)
    const msg = t.app.ctx.schemas.messages.zh as any;
    const own = Object.entries<any>(t.app.ctx.schemas.entities.participant.properties).filter(([, p]) => !p['x-private'] && p['x-export'] !== false).map(([k]) => msg.fields.participant[k]);
    expect(head.slice(0, own.length)).toEqual(own);
    expect(head).not.toContain('会议');
    for (const h of ['报名状态', '报名流程', '票种', '参会身份', '分会场', '酒店', '房型', '入住日期', '退房日期', '晚数', '票价', '酒店费用', '总金额', '币种', '支付方式', '支付状态', '转账备注码', '付款截止时间', '提交时间', '确认时间', '取消原因']) {
      expect(head).toContain(h);
    }
    // one column per form field: the flow's in form order, then answers only older records have; a formula label neutralised
    // (an answer labelled like a column before it says it is the form's)
    expect(head.slice(-6)).toEqual(['单位全称', '关注方向', '简历', "'=是否贵宾", '旧字段', '参会身份（表单）']);
    expect(rows.map((x) => x['姓名'])).toEqual([account, '赵六', '王五', '李四', `'${FORMULA}`, '张三']);
    const zhang = rows.find((x) => x['姓名'] === '张三')!;
    expect(zhang).toMatchObject({
      报名状态: '已签到', 报名流程: flowName, 票种: 'VIP票', 参会身份: '嘉宾', 分会场: '主会场、分会场A', 酒店: hotelName, 房型: '大床房',
      入住日期: '2026-12-10', 退房日期: '2026-12-12', 晚数: '2', 票价: '599', 酒店费用: '800', 总金额: '1399', 币种: '人民币',
      支付方式: '银行转账', 支付状态: '已支付', 转账备注码: 'ABCD2345', 付款截止时间: '2026-12-01 00:00:00', 提交时间: '2026-11-01 10:00:00',
      确认时间: '2026-11-02 11:00:00', 签到状态: '已签到', 签到时间: '2026-12-10 09:30:00',
      单位全称: '复旦大学', 关注方向: '影像、AI', 简历: '张三 简历.pdf', "'=是否贵宾": '是',
    });
    const evil = rows.find((x) => String(x['姓名']).includes('HYPERLINK'))!;
    expect([evil['工作单位'], evil['职位'], evil['单位全称'], evil['报名状态']]).toEqual(["'@evil", "'-1+1", "'=1+2", '待支付']);
    expect(rows.find((x) => x['姓名'] === '李四')).toMatchObject({ 报名状态: '未报名', 票种: '', 单位全称: '' });
    expect(rows.find((x) => x['姓名'] === '王五')).toMatchObject({ 报名状态: '已取消', 取消方: '主办方', 取消原因: '名额调整', 旧字段: '旧答案' });
    // a draft is no answer: the older submitted record's
    expect(rows.find((x) => x['姓名'] === '赵六')).toMatchObject({ '参会身份（表单）': 'VIP', 参会身份: '', 单位全称: '' });
  });

  it('applies the list’s filters', async () => {
    const names = async (q: string) => csvRows((await download(t, url('participants', `?format=csv&${q}`), a.token)).body).rows.map((x) => x['姓名']);
    expect(await names('registrationStatus=no_registration')).toEqual([account, '李四']);
    expect(await names('registrationStatus=cancelled')).toEqual(['王五']);
    expect(await names(`search=${encodeURIComponent('张')}`)).toEqual(['张三']);
    expect(await names('checkinStatus=checked_in&paymentStatus=paid')).toEqual(['张三']);
    expect(await names('search=nobody')).toEqual([]);
  });

  it('XLSX: a real workbook in English, numbers as numbers, times as dates, formulas as text', async () => {
    const r = await download(t, url(), a.token, 'en');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toMatch(/filename="participants-\d+-[\d-]+\.xlsx"/);
    const book = readXlsx(r.body);
    expect(book.sheets).toEqual(['Participants']);
    const rows = byHeader(book.rows);
    expect(rows).toHaveLength(6);
    const zhang = rows.find((x) => x.Name === '张三')!;
    expect(zhang).toMatchObject({ 'Registration status': 'Checked in', Total: 1399, 'Transfer reference': 'ABCD2345', 单位全称: '复旦大学', 'Payment status': 'Paid' });
    expect(serialText(zhang['Check-in time'] as number)).toBe('2026-12-10 09:30:00');
    expect(rows.find((x) => String(x.Name).includes('HYPERLINK'))!.Name).toBe(`'${FORMULA}`);
    // what Excel needs to open it
    for (const f of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']) expect(book.files[f]).toBeTruthy();
  });

  it('registrations: one row per submitted registration, cancelled ones too, each with its own answers', async () => {
    const r = await download(t, url('registrations', '?format=csv'), a.token);
    expect(r.status).toBe(200);
    const { head, rows } = csvRows(r.body);
    expect(head[0]).toBe('报名编号');
    expect(rows.map((x) => [x['姓名'], x['报名状态']])).toEqual([['王五', '已取消'], [`'${FORMULA}`, '待支付'], ['张三', '已签到'], ['赵六', '待支付']]);
    expect(rows[0]['旧字段']).toBe('旧答案');
    expect(rows[3]['参会身份（表单）']).toBe('VIP');
    expect(rows.every((x) => Number(x['报名编号']) > 0)).toBe(true);
    const cancelled = csvRows((await download(t, url('registrations', '?format=csv&registrationStatus=cancelled'), a.token)).body).rows;
    expect(cancelled.map((x) => x['姓名'])).toEqual(['王五']);
    const xlsx = readXlsx((await download(t, url('registrations'), a.token)).body);
    expect(xlsx.sheets).toEqual(['报名记录']);
    expect(xlsx.rows).toHaveLength(5);
  });

  it('who may download: the owner; another organizer 404, no token or a participant’s 401, staff 403; a bad format 400', async () => {
    for (const what of ['participants', 'registrations']) {
      await expectMessage(t.app, 'GET', url(what), { token: b.token }, 404, ...MEETING_NOT_FOUND);
      await expectMessage(t.app, 'GET', url(what), {}, 401, ...NOT_LOGGED_IN);
      expect((await call(t.app, 'GET', url(what), { token: participantToken })).status).toBe(401);
      await expectMessage(t.app, 'GET', url(what), { token: sub }, 403, ...STAFF_FORBIDDEN);
      await expectMessage(t.app, 'GET', url(what, '?format=pdf'), { token: a.token }, 400, '导出格式无效', 'Invalid export format');
      await expectMessage(t.app, 'GET', `/api/user-management/meeting/987654/${what}/export`, { token: a.token }, 404, ...MEETING_NOT_FOUND);
    }
  });
});
