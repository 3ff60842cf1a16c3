// Guest management: every active registration (holding its places) with a hotel choice, joined with
// participant, hotel and room type — a cancelled or expired booking released its room; server paging,
// search by name or phone, filters by hotel, room type, check-in day and payment status; the CSV and
// XLSX export of the same rows, formulas neutralised. Invoice settings and invoice requests with the issued mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { HOTELS, createHotel, createMeeting, createRoom, seedGuest } from './hotels.fixtures';
import { FORMULA, byHeader, download, readCsv, readXlsx } from './exports.fixtures';

describe.each(DATABASES)('hotels: guests and invoices (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let h1: Record<string, any>;
  let h2: Record<string, any>;
  let r1: Record<string, any>;
  let r2: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'guestorg');
    meeting = await createMeeting(t, org.token);
    h1 = await createHotel(t, org.token, meeting.id, { name: '东方酒店' });
    h2 = await createHotel(t, org.token, meeting.id, { name: '西湖酒店' });
    r1 = await createRoom(t, org.token, h1.id, { name: '大床房', price: 400 });
    r2 = await createRoom(t, org.token, h2.id, { name: '双床房', price: 300 });
    const sel = (h: any, r: any, checkinDate: string) => ({ hotelId: h.id, roomTypeId: r.id, checkinDate, checkoutDate: '2026-12-12', nights: 2, specialRequests: '无烟' });
    await seedGuest(t, meeting, { name: '张三', phone: '13800000001', company: '甲公司' }, { hotelSelection: sel(h1, r1, '2026-12-10'), paymentStatus: 'paid', hotelFee: 800, registrationTime: '2026-11-01T00:00:00Z' });
    await seedGuest(t, meeting, { name: '李四', phone: '13800000002' }, { hotelSelection: sel(h2, r2, '2026-12-11'), paymentStatus: 'pending', hotelFee: 600, registrationTime: '2026-11-02T00:00:00Z' });
    // a cancelled booking released its room: 王五 (who registered again without a hotel) is no guest, nor 周八 whose booking expired
    const w = await seedGuest(t, meeting, { name: '王五', phone: '13800000003' }, { hotelSelection: sel(h1, r1, '2026-12-10'), registrationStatus: 'cancelled', registrationTime: '2026-11-01T00:00:00Z' });
    await t.app.ctx.repo('registration').insert(t.db, { meetingId: meeting.id, participantId: w.participant.id, registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', registrationTime: '2026-11-05T00:00:00Z' });
    await seedGuest(t, meeting, { name: '周八', phone: '13800000008' }, { hotelSelection: sel(h2, r2, '2026-12-10'), registrationStatus: 'expired', registrationTime: '2026-11-04T00:00:00Z' });
    // a draft is skipped: 赵六's draft with a hotel does not count, the older submitted one (no hotel) wins
    const z = await seedGuest(t, meeting, { name: '赵六', phone: '13800000004' }, { registrationTime: '2026-11-01T00:00:00Z' });
    await t.app.ctx.repo('registration').insert(t.db, { meetingId: meeting.id, participantId: z.participant.id, registrationStatus: 'draft', paymentStatus: 'unpaid', hotelSelection: sel(h1, r1, '2026-12-10'), registrationTime: '2026-11-06T00:00:00Z' });
    // a third guest of 东方酒店, newest of all
    await seedGuest(t, meeting, { name: '孙七', phone: '13900000005' }, { hotelSelection: sel(h1, r1, '2026-12-11'), paymentStatus: 'unpaid', hotelFee: 800, registrationTime: '2026-11-03T00:00:00Z' });
  });
  afterAll(() => t.close());
  const guests = async (q = '') => (await call(t.app, 'GET', `${HOTELS}/meeting/${meeting.id}/guests${q}`, { token: org.token })).body.data;
  const names = (d: any) => d.content.map((g: any) => g.name);

  it('lists the guests newest first with participant, hotel and room type joined', async () => {
    const d = await guests();
    expect(names(d)).toEqual(['孙七', '李四', '张三']);
    expect(d.totalElements).toBe(3);
    expect(d.content[2]).toMatchObject({ name: '张三', phone: '13800000001', company: '甲公司', hotelName: '东方酒店', roomTypeName: '大床房', roomPrice: 400, checkinDate: '2026-12-10', checkoutDate: '2026-12-12', nights: 2, specialRequests: '无烟', hotelFee: 800, paymentStatus: 'paid' });
  });

  it('counts nights from the dates when the choice has none (at least 1), and 1 without dates', async () => {
    const m = await createMeeting(t, org.token);
    const h = await createHotel(t, org.token, m.id);
    await seedGuest(t, m, { name: '三晚' }, { hotelSelection: { hotelId: h.id, checkinDate: '2026-12-10', checkoutDate: '2026-12-13T12:00:00' }, registrationTime: '2026-11-02T00:00:00Z' });
    await seedGuest(t, m, { name: '无日期' }, { hotelSelection: { hotelId: String(h.id) }, registrationTime: '2026-11-01T00:00:00Z' });
    const d = (await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/guests`, { token: org.token })).body.data;
    expect(d.content.map((g: any) => [g.name, g.nights, g.hotelName])).toEqual([['三晚', 3, h.name], ['无日期', 1, h.name]]);
  });

  it('pages on the server', async () => {
    const p0 = await guests('?page=0&size=2');
    const p1 = await guests('?page=1&size=2');
    expect([names(p0), names(p1), p0.totalElements, p0.totalPages]).toEqual([['孙七', '李四'], ['张三'], 3, 2]);
    await expectMessage(t.app, 'GET', `${HOTELS}/meeting/${meeting.id}/guests?size=1000`, { token: org.token }, 400, '每页条数不能超过100', 'At most 100 per page');
  });

  it('searches by name or phone and filters by hotel, room type, check-in day and payment status', async () => {
    expect(names(await guests(`?keyword=${encodeURIComponent('李')}`))).toEqual(['李四']);
    expect(names(await guests('?keyword=139'))).toEqual(['孙七']);
    expect(names(await guests(`?hotelId=${h1.id}`))).toEqual(['孙七', '张三']);
    expect(names(await guests(`?roomTypeId=${r2.id}`))).toEqual(['李四']);
    expect(names(await guests('?checkinDate=2026-12-11'))).toEqual(['孙七', '李四']);
    expect(names(await guests('?paymentStatus=paid'))).toEqual(['张三']);
    expect(names(await guests(`?hotelId=${h1.id}&paymentStatus=unpaid`))).toEqual(['孙七']);
    await expectMessage(t.app, 'GET', `${HOTELS}/meeting/${meeting.id}/guests?checkinDate=12/11`, { token: org.token }, 400, '日期格式应为 yyyy-MM-dd', 'Dates must be yyyy-MM-dd');
  });

  it('exports the filtered guests as CSV with a BOM, headers in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HOTELS}/meeting/${meeting.id}/guests/export?hotelId=${h1.id}`, headers: { authorization: `Bearer ${org.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`hotel-guests-${meeting.id}.csv`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('姓名,手机号,工作单位,酒店,房型,入住日期,退房日期,晚数,特殊需求,住宿费用,住宿费用支付,支付状态,报名时间');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['孙七,13900000005', '张三,13800000001']);
    expect(lines[2]).toContain('东方酒店,大床房,2026-12-10,2026-12-12,2,无烟,800,随报名支付,已支付');
    const en = await t.app.inject({ method: 'GET', url: `${HOTELS}/meeting/${meeting.id}/guests/export?keyword=${encodeURIComponent('李四')}`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': 'en' } });
    const enLines = en.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(enLines[0].startsWith('Name,Phone,Organization,Hotel')).toBe(true);
    expect(enLines).toHaveLength(2);
    expect(enLines[1]).toContain('Under review');
  });

  it('the hotel figures count the same guests', async () => {
    expect((await call(t.app, 'GET', `${HOTELS}/meeting/${meeting.id}/stats`, { token: org.token })).body.data.guestCount).toBe(3);
  });

  it('exports neutralise formulas: a guest named =HYPERLINK(…) comes out as text, in CSV and XLSX', async () => {
    const m = await createMeeting(t, org.token);
    const h = await createHotel(t, org.token, m.id, { name: '@酒店' });
    await seedGuest(t, m, { name: FORMULA, phone: '13800000011', company: '+cmd|" /C calc"!A0' }, { hotelSelection: { hotelId: h.id, checkinDate: '2026-12-10', nights: 2, specialRequests: '-2+3' }, registrationTime: '2026-11-01T00:00:00Z' });
    const csv = await download(t, `${HOTELS}/meeting/${m.id}/guests/export`, org.token);
    expect(csv.status).toBe(200);
    const [head, row] = readCsv(csv.body);
    const c = Object.fromEntries(head.map((k, i) => [k, row[i]]));
    expect([c['姓名'], c['工作单位'], c['酒店'], c['特殊需求']]).toEqual([`'${FORMULA}`, `'+cmd|" /C calc"!A0`, "'@酒店", "'-2+3"]);
    expect(c['晚数']).toBe('2');
    const xlsx = await download(t, `${HOTELS}/meeting/${m.id}/guests/export?format=xlsx`, org.token, 'en');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain(`hotel-guests-${m.id}.xlsx`);
    const [g] = byHeader(readXlsx(xlsx.body).rows);
    expect([g.Name, g.Hotel, g.Nights]).toEqual([`'${FORMULA}`, "'@酒店", 2]);
    await expectMessage(t.app, 'GET', `${HOTELS}/meeting/${m.id}/guests/export?format=pdf`, { token: org.token }, 400, '导出格式无效', 'Invalid export format');
  });

  it('invoice settings: defaults (not offered), saved per meeting, required fields must be asked', async () => {
    const url = `/api/co/invoices/meeting/${meeting.id}/settings`;
    const d = await call(t.app, 'GET', url, { token: org.token });
    expect(d.body.data).toMatchObject({ meetingId: meeting.id, enabled: false, fields: ['title', 'taxNumber', 'email'], requiredFields: ['title'] });
    const s = await call(t.app, 'PUT', url, { token: org.token, body: { enabled: true, invoiceTypes: ['company', 'personal'], fields: ['title', 'taxNumber', 'email', 'address'], requiredFields: ['title', 'taxNumber'], notice: '会后 30 天内开具' } });
    expect([s.status, s.body.message]).toEqual([200, '发票设置已保存']);
    expect((await call(t.app, 'GET', url, { token: org.token })).body.data).toMatchObject({ enabled: true, fields: ['title', 'taxNumber', 'email', 'address'], requiredFields: ['title', 'taxNumber'], notice: '会后 30 天内开具' });
    await expectMessage(t.app, 'PUT', url, { token: org.token, body: { enabled: true, fields: ['title'], requiredFields: ['email'] } }, 400, '必填字段必须在收集字段之中', 'Required fields must be among the fields asked');
    await expectMessage(t.app, 'PUT', url, { token: org.token, body: { enabled: true, fields: ['email'], requiredFields: [] } }, 400, '开启发票时必须收集发票抬头', 'The invoice title must be asked while invoices are offered');
    await expectMessage(t.app, 'PUT', url, { token: org.token, body: { fields: ['title', 'title'] } }, 400, '发票字段重复', 'Duplicate invoice field');
    await expectMessage(t.app, 'PUT', url, { token: org.token, body: { fields: ['shoeSize'] } }, 400, '发票字段无效', 'Invalid invoice field');
    // refusals kept what was saved
    expect((await call(t.app, 'GET', url, { token: org.token })).body.data.requiredFields).toEqual(['title', 'taxNumber']);
  });

  it('invoice requests: paged list, search, issued filter, the issued mark with its time, and the figures', async () => {
    const repo = t.app.ctx.repo('invoiceRequest');
    const [p] = await t.db.query('SELECT id FROM participants WHERE meeting_id = $1 ORDER BY id LIMIT 1', [meeting.id]);
    const a = await repo.insert(t.db, { meetingId: meeting.id, participantId: p.id, title: '甲公司', taxNumber: '91310000MA1FL0000X', email: 'a@example.com', amount: 1200.5 });
    await repo.insert(t.db, { meetingId: meeting.id, participantId: p.id, title: '乙研究所', amount: 800 });
    const url = `/api/co/invoices/meeting/${meeting.id}`;
    const list = await call(t.app, 'GET', `${url}/requests`, { token: org.token });
    expect([list.body.data.totalElements, list.body.data.content.map((r: any) => r.title)]).toEqual([2, ['乙研究所', '甲公司']]);
    expect(list.body.data.content[1]).toMatchObject({ amount: 1200.5, issued: false, participantName: '张三' });
    const on = await call(t.app, 'PUT', `/api/co/invoices/requests/${a.id}/issued`, { token: org.token, body: { issued: true } });
    expect([on.status, on.body.data.issued, typeof on.body.data.issuedAt, on.body.message]).toEqual([200, true, 'string', '已标记为已开票']);
    expect((await call(t.app, 'GET', `${url}/requests?issued=true`, { token: org.token })).body.data.content.map((r: any) => r.title)).toEqual(['甲公司']);
    expect((await call(t.app, 'GET', `${url}/requests?keyword=91310000`, { token: org.token })).body.data.content.map((r: any) => r.title)).toEqual(['甲公司']);
    const stats = await call(t.app, 'GET', `${url}/stats`, { token: org.token });
    expect(stats.body.data).toEqual({ total: 2, issued: 1, pending: 1, totalAmount: 2000.5, issuedAmount: 1200.5, withdrawn: 0 });
    const off = await call(t.app, 'PUT', `/api/co/invoices/requests/${a.id}/issued`, { token: org.token, body: {} });
    expect([off.body.data.issued, off.body.data.issuedAt]).toEqual([false, null]);
    await expectMessage(t.app, 'GET', `${url}/requests?issued=maybe`, { token: org.token }, 400, '开票状态无效', 'Invalid issued filter');
  });
});
