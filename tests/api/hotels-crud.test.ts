// The /api/co/hotels* calls of spec 2 §7: list with room types in order, search, create, get, update,
// delete, toggle-status, batch-update-status, stats, validate-name; required fields with the spec's
// messages in zh and en; duplicate names refused; bad input changes nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { HOTELS, createHotel, createMeeting, createRoom, seedGuest, validHotel, validRoom } from './hotels.fixtures';

describe.each(DATABASES)('hotels: calls and rules (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'hotelorg');
    meeting = await createMeeting(t, org.token, { title: '酒店测试会议' });
  });
  afterAll(() => t.close());
  const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM hotels'))[0].n);

  it('creates a hotel and answers it with image beside images and an empty room-type list', async () => {
    const r = await call(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { name: '外滩酒店', images: ['/api/media/files/1/a.png'] }) });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('酒店创建成功');
    expect(r.body.data).toMatchObject({ meetingId: meeting.id, name: '外滩酒店', status: 'active', images: ['/api/media/files/1/a.png'], image: ['/api/media/files/1/a.png'], roomTypes: [], earliestCheckin: '14:00', bookingStartTime: '2026-12-01' });
    const g = await call(t.app, 'GET', `${HOTELS}/${r.body.data.id}`, { token: org.token });
    expect(g.body.data).toMatchObject({ id: r.body.data.id, name: '外滩酒店' });
  });

  it('takes the spec’s `image` as a JSON list in text or as one url', async () => {
    const a = await createHotel(t, org.token, meeting.id, { image: JSON.stringify(['/x/1.png', 'https://cdn.example.com/2.jpg']) });
    expect(a.images).toEqual(['/x/1.png', 'https://cdn.example.com/2.jpg']);
    const b = await createHotel(t, org.token, meeting.id, { image: '/x/3.png' });
    expect(b.images).toEqual(['/x/3.png']);
    await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { image: 'javascript:alert(1)' }) }, 400, '图片地址不正确', 'Invalid image address');
  });

  it('creates the room types a hotel body lists (the spec’s roomTypes, list or JSON text), in order; a bad one stores nothing', async () => {
    const r = await call(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { name: '带房型的酒店', roomTypes: [validRoom({ name: '甲' }), validRoom({ name: '乙', price: 100 })] }) });
    expect(r.status).toBe(200);
    expect(r.body.data.roomTypes.map((x: any) => [x.name, x.sortOrder, x.meetingId])).toEqual([['甲', 0, meeting.id], ['乙', 1, meeting.id]]);
    const text = await call(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { roomTypes: JSON.stringify([validRoom({ name: '丙' })]) }) });
    expect(text.body.data.roomTypes.map((x: any) => x.name)).toEqual(['丙']);
    const before = await count();
    const bad = await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { roomTypes: [validRoom(), validRoom({ price: undefined })] }) }, 400, '请输入价格', 'Please enter the price');
    expect(bad.zh.body.errors[0].path).toBe('/roomTypes/1/price');
    await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { roomTypes: '[oops' }) }, 400, '房型列表格式不正确', 'Invalid room type list');
    expect(await count()).toBe(before);
  });

  it('refuses each missing required field with its own message, in zh and en, storing nothing', async () => {
    const before = await count();
    const cases: Array<[string, string, string]> = [
      ['name', '请输入酒店名称', 'Please enter the hotel name'],
      ['address', '请输入酒店地址', 'Please enter the hotel address'],
      ['frontDeskPhone', '请输入前台电话', 'Please enter the front desk phone'],
      ['earliestCheckin', '请选择最早入住时间', 'Please select the earliest check-in time'],
      ['latestCheckout', '请选择最晚退房时间', 'Please select the latest check-out time'],
      ['bookingStartTime', '请选择预订开始时间', 'Please select the booking start date'],
      ['bookingEndTime', '请选择预订结束时间', 'Please select the booking end date'],
    ];
    for (const [field, zh, en] of cases) {
      const body: Record<string, unknown> = validHotel(meeting.id);
      delete body[field];
      const r = await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body }, 400, zh, en);
      expect(r.zh.body.errors[0].path).toBe(`/${field}`);
    }
    // blank text is as missing as no text
    await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { name: '   ' }) }, 400, '请输入酒店名称', 'Please enter the hotel name');
    expect(await count()).toBe(before);
  });

  it('checks formats: HH:mm times, yyyy-MM-dd dates, the booking window’s order, the phone', async () => {
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ earliestCheckin: '25:00' }, '入住时间格式应为 HH:mm', 'Check-in time must be HH:mm'],
      [{ latestCheckout: '12' }, '退房时间格式应为 HH:mm', 'Check-out time must be HH:mm'],
      [{ bookingStartTime: '2026/12/01' }, '日期格式应为 yyyy-MM-dd', 'Dates must be yyyy-MM-dd'],
      [{ bookingStartTime: '2026-12-10', bookingEndTime: '2026-12-01' }, '预订结束时间不能早于开始时间', 'The booking end date cannot be before its start'],
      [{ frontDeskPhone: 'call me' }, '请输入正确的前台电话', 'Please enter a valid front desk phone'],
      [{ images: ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png'] }, '最多上传5张图片', 'At most 5 images'],
    ];
    for (const [over, zh, en] of bad) await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, over) }, 400, zh, en);
  });

  it('refuses a duplicate name in the same meeting (case and spaces aside) but allows it in another meeting', async () => {
    await createHotel(t, org.token, meeting.id, { name: 'Grand Hyatt' });
    const before = await count();
    await expectMessage(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { name: '  grand hyatt ' }) }, 409, '该会议下已存在同名酒店', 'A hotel with this name already exists in this meeting');
    expect(await count()).toBe(before);
    const other = await createMeeting(t, org.token, { title: '另一个会议' });
    expect((await createHotel(t, org.token, other.id, { name: 'Grand Hyatt' })).name).toBe('Grand Hyatt');
  });

  it('validate-name answers whether a name is free, leaving out the hotel being edited', async () => {
    const h = await createHotel(t, org.token, meeting.id, { name: '锦江饭店' });
    const url = (q: string) => `${HOTELS}/meeting/${meeting.id}/validate-name?${q}`;
    const taken = await call(t.app, 'GET', url(`hotelName=${encodeURIComponent('锦江饭店')}`), { token: org.token });
    expect([taken.status, taken.body.data.valid, taken.body.message]).toEqual([200, false, '该会议下已存在同名酒店']);
    const self = await call(t.app, 'GET', url(`hotelName=${encodeURIComponent('锦江饭店')}&excludeHotelId=${h.id}`), { token: org.token });
    expect([self.body.data.valid, self.body.message]).toEqual([true, '酒店名称可用']);
    const free = await call(t.app, 'GET', url('hotelName=Nobody'), { token: org.token, lang: 'en' });
    expect([free.body.data.valid, free.body.message]).toEqual([true, 'The hotel name is available']);
    await expectMessage(t.app, 'GET', url('hotelName='), { token: org.token }, 400, '请输入酒店名称', 'Please enter the hotel name');
  });

  it('updates the form fields, keeps meeting and status, refuses a name taken by another hotel', async () => {
    const h = await createHotel(t, org.token, meeting.id, { name: '和平饭店' });
    await call(t.app, 'PUT', `${HOTELS}/${h.id}/toggle-status`, { token: org.token });
    const u = await call(t.app, 'PUT', `${HOTELS}/${h.id}`, { token: org.token, body: { ...validHotel(999, { name: '和平饭店（北楼）', address: '南京东路 20 号' }), status: 'active' } });
    expect([u.status, u.body.message]).toEqual([200, '酒店更新成功']);
    expect(u.body.data).toMatchObject({ name: '和平饭店（北楼）', address: '南京东路 20 号', meetingId: meeting.id, status: 'inactive' });
    await createHotel(t, org.token, meeting.id, { name: '金茂君悦' });
    await expectMessage(t.app, 'PUT', `${HOTELS}/${h.id}`, { token: org.token, body: validHotel(meeting.id, { name: '金茂君悦' }) }, 409, '该会议下已存在同名酒店', 'A hotel with this name already exists in this meeting');
    const after = await call(t.app, 'GET', `${HOTELS}/${h.id}`, { token: org.token });
    expect(after.body.data.name).toBe('和平饭店（北楼）');
  });

  it('sanitizes the booking notice: formatting stays, scripts and handlers go', async () => {
    const h = await createHotel(t, org.token, meeting.id, { bookingNotice: '<p onclick="steal()">请<strong>提前</strong>预订<script>alert(1)</script><a href="javascript:x()">链接</a></p>' });
    expect(h.bookingNotice).toBe('<p>请<strong>提前</strong>预订<a rel="noopener noreferrer">链接</a></p>');
  });

  it('lists the meeting’s hotels with their room types in order; search finds by hotel or room-type name', async () => {
    const m = await createMeeting(t, org.token, { title: '列表会议' });
    const h1 = await createHotel(t, org.token, m.id, { name: '静安香格里拉' });
    const h2 = await createHotel(t, org.token, m.id, { name: '浦东丽思卡尔顿' });
    const r1 = await createRoom(t, org.token, h1.id, { name: '豪华双床房' });
    const r2 = await createRoom(t, org.token, h1.id, { name: '行政套房', price: 1888 });
    const list = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}`, { token: org.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((h: any) => [h.name, h.roomTypes.map((r: any) => r.name)])).toEqual([['静安香格里拉', ['豪华双床房', '行政套房']], ['浦东丽思卡尔顿', []]]);
    expect(list.body.data[0].roomTypes[1]).toMatchObject({ id: r2.id, price: 1888, sortOrder: 1 });
    expect(r1.price).toBe(688.5);
    const flat = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/room-types`, { token: org.token });
    expect(flat.body.data.map((r: any) => r.label)).toEqual(['静安香格里拉 · 豪华双床房', '静安香格里拉 · 行政套房']);
    const byRoom = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/search?keyword=${encodeURIComponent('套房')}`, { token: org.token });
    expect(byRoom.body.data.map((h: any) => h.id)).toEqual([h1.id]);
    const byHotel = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/search?keyword=${encodeURIComponent('丽思')}`, { token: org.token });
    expect(byHotel.body.data.map((h: any) => h.id)).toEqual([h2.id]);
    const none = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/search?keyword=${encodeURIComponent('%')}`, { token: org.token });
    expect(none.body.data).toEqual([]);
    const all = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/search?keyword=`, { token: org.token });
    expect(all.body.data).toHaveLength(2);
  });

  it('toggle-status puts a hotel off and on shelf with a message', async () => {
    const h = await createHotel(t, org.token, meeting.id);
    const off = await call(t.app, 'PUT', `${HOTELS}/${h.id}/toggle-status`, { token: org.token });
    expect([off.status, off.body.data.status, off.body.message]).toEqual([200, 'inactive', '酒店已下架']);
    const on = await call(t.app, 'PUT', `${HOTELS}/${h.id}/toggle-status`, { token: org.token, lang: 'en' });
    expect([on.body.data.status, on.body.message]).toEqual(['active', 'Hotel is on shelf']);
  });

  it('batch-update-status sets every hotel named; a bad status or empty list is refused', async () => {
    const a = await createHotel(t, org.token, meeting.id);
    const b = await createHotel(t, org.token, meeting.id);
    const r = await call(t.app, 'PUT', `${HOTELS}/batch-update-status`, { token: org.token, body: { hotelIds: [a.id, b.id], status: 'inactive' } });
    expect([r.status, r.body.data.updated]).toEqual([200, 2]);
    const rows = await t.db.query('SELECT status FROM hotels WHERE id = ANY($1::int[])', [[a.id, b.id]]);
    expect(rows.map((x) => x.status)).toEqual(['inactive', 'inactive']);
    await expectMessage(t.app, 'PUT', `${HOTELS}/batch-update-status`, { token: org.token, body: { hotelIds: [a.id], status: 'sold' } }, 400, '状态只能是上架或下架', 'Status must be active or inactive');
    await expectMessage(t.app, 'PUT', `${HOTELS}/batch-update-status`, { token: org.token, body: { hotelIds: [], status: 'active' } }, 400, '请选择酒店', 'Please select hotels');
  });

  it('stats count hotels, room types, stock, prices and guests of the meeting', async () => {
    const m = await createMeeting(t, org.token, { title: '统计会议' });
    const h1 = await createHotel(t, org.token, m.id);
    const h2 = await createHotel(t, org.token, m.id);
    await call(t.app, 'PUT', `${HOTELS}/${h2.id}/toggle-status`, { token: org.token });
    const r = await createRoom(t, org.token, h1.id, { price: 300, stock: 5 });
    await createRoom(t, org.token, h1.id, { price: 500.25, stock: 7 });
    await seedGuest(t, m, { name: '王五' }, { hotelSelection: { hotelId: h1.id, roomTypeId: r.id } });
    await seedGuest(t, m, { name: '赵六' }, {});
    const s = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/stats`, { token: org.token });
    expect(s.body.data).toEqual({ totalHotels: 2, activeHotels: 1, inactiveHotels: 1, totalRoomTypes: 2, activeRoomTypes: 2, inactiveRoomTypes: 0, totalStock: 12, minPrice: 300, maxPrice: 500.25, guestCount: 1 });
  });

  it('deletes a hotel with its room types; refuses while a registration booked it', async () => {
    const h = await createHotel(t, org.token, meeting.id);
    await createRoom(t, org.token, h.id);
    const d = await call(t.app, 'DELETE', `${HOTELS}/${h.id}`, { token: org.token });
    expect([d.status, d.body.message]).toEqual([200, '酒店删除成功']);
    expect((await t.db.query('SELECT count(*)::int AS n FROM room_types WHERE hotel_id = $1', [h.id]))[0].n).toBe(0);
    expect((await call(t.app, 'GET', `${HOTELS}/${h.id}`, { token: org.token })).status).toBe(404);
    const booked = await createHotel(t, org.token, meeting.id);
    await seedGuest(t, meeting, { name: '订房人' }, { hotelSelection: { hotelId: booked.id } });
    await expectMessage(t.app, 'DELETE', `${HOTELS}/${booked.id}`, { token: org.token }, 409, '该酒店已有参会人员预订，无法删除', 'Participants have booked this hotel; it cannot be deleted');
    expect((await call(t.app, 'GET', `${HOTELS}/${booked.id}`, { token: org.token })).status).toBe(200);
  });
});
