// Room types (spec 2 §3, §5): required fields with the spec's messages, ranges, facilities without
// duplicates (该设施已存在), both cancellation-policy readings, move up/down, single and batch toggle,
// update and delete. Refused input changes nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { HOTELS, createHotel, createMeeting, createRoom, seedGuest, validRoom } from './hotels.fixtures';

const ROOMS = '/api/co/room-types';

describe.each(DATABASES)('hotels: room types (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let hotel: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'roomorg');
    meeting = await createMeeting(t, org.token);
    hotel = await createHotel(t, org.token, meeting.id);
  });
  afterAll(() => t.close());
  const add = (body: unknown, lang?: 'zh' | 'en') => call(t.app, 'POST', `${HOTELS}/${hotel.id}/room-types`, { token: org.token, body, lang });
  const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM room_types'))[0].n);

  it('creates a room type with every field, defaults for the rest, money as a number', async () => {
    const r = await add(validRoom({ images: ['/api/media/files/1/x.png'] }));
    expect([r.status, r.body.message]).toEqual([200, '房型添加成功']);
    expect(r.body.data).toMatchObject({ hotelId: hotel.id, meetingId: meeting.id, name: '高级大床房', price: 688.5, stock: 20, area: 35.5, bedType: 'king', capacity: 2, breakfast: 'included', cancellationPolicy: 'free', facilities: ['WiFi', '空调'], status: 'active', images: ['/api/media/files/1/x.png'] });
    const d = await add({ name: '标准间', price: 0, stock: 0 });
    expect(d.body.data).toMatchObject({ bedType: 'single', capacity: 2, breakfast: 'none', cancellationPolicy: 'free', status: 'active', facilities: [], price: 0 });
  });

  it('refuses missing name, price and stock with the spec’s messages', async () => {
    const before = await count();
    const cases: Array<[string, string, string]> = [
      ['name', '请输入房型名称', 'Please enter the room type name'],
      ['price', '请输入价格', 'Please enter the price'],
      ['stock', '请输入库存', 'Please enter the stock'],
    ];
    for (const [field, zh, en] of cases) {
      const body: Record<string, unknown> = validRoom();
      delete body[field];
      await expectMessage(t.app, 'POST', `${HOTELS}/${hotel.id}/room-types`, { token: org.token, body }, 400, zh, en);
    }
    expect(await count()).toBe(before);
  });

  it('checks the ranges: price ≥ 0 with 2 decimals, whole stock ≥ 0, capacity 1-10, area 1 decimal, description ≤ 500, ≤ 5 images', async () => {
    const before = await count();
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ price: -1 }, '价格不能小于0', 'The price cannot be below 0'],
      [{ price: 10.005 }, '价格最多保留两位小数', 'The price takes at most 2 decimals'],
      [{ stock: -1 }, '库存不能小于0', 'The stock cannot be below 0'],
      [{ stock: 1.5 }, '库存必须是整数', 'The stock must be a whole number'],
      [{ capacity: 0 }, '可住人数为1到10人', 'Capacity is 1 to 10 people'],
      [{ capacity: 11 }, '可住人数为1到10人', 'Capacity is 1 to 10 people'],
      [{ area: 20.25 }, '面积最多保留一位小数', 'The area takes at most 1 decimal'],
      [{ description: '长'.repeat(501) }, '房型描述不能超过500个字符', 'The description cannot exceed 500 characters'],
      [{ images: ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png'] }, '每个房型最多5张图片', 'At most 5 images per room type'],
      [{ bedType: 'bunk' }, '请选择床型', 'Please select a bed type'],
      [{ breakfast: 'brunch' }, '请选择早餐', 'Please select breakfast'],
      [{ cancellationPolicy: 'whenever' }, '请选择取消政策', 'Please select a cancellation policy'],
    ];
    for (const [over, zh, en] of bad) await expectMessage(t.app, 'POST', `${HOTELS}/${hotel.id}/room-types`, { token: org.token, body: validRoom(over) }, 400, zh, en);
    // the edges themselves are fine
    for (const over of [{ price: 0.01, stock: 0, capacity: 1, area: 12.5 }, { capacity: 10, description: '长'.repeat(500) }]) expect((await add(validRoom(over))).status).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('refuses a duplicate facility (该设施已存在), also when only case or spaces differ', async () => {
    for (const facilities of [['WiFi', 'WiFi'], ['WiFi', ' wifi ']]) {
      await expectMessage(t.app, 'POST', `${HOTELS}/${hotel.id}/room-types`, { token: org.token, body: validRoom({ facilities }) }, 400, '该设施已存在', 'This facility already exists');
    }
  });

  it('accepts both readings of the cancellation policy', async () => {
    for (const p of ['free', 'limited', 'non-refundable', 'partial', 'non_refundable']) {
      expect((await add(validRoom({ cancellationPolicy: p }))).body.data.cancellationPolicy).toBe(p);
    }
  });

  it('moves room types up and down; the ends refuse to move further', async () => {
    const h = await createHotel(t, org.token, meeting.id);
    const [a, b, c] = [await createRoom(t, org.token, h.id, { name: 'A' }), await createRoom(t, org.token, h.id, { name: 'B' }), await createRoom(t, org.token, h.id, { name: 'C' })];
    const names = async () => (await call(t.app, 'GET', `${HOTELS}/${h.id}`, { token: org.token })).body.data.roomTypes.map((r: any) => r.name).join('');
    expect(await names()).toBe('ABC');
    const up = await call(t.app, 'PUT', `${ROOMS}/${c.id}/move`, { token: org.token, body: { direction: 'up' } });
    expect([up.status, up.body.message, up.body.data.map((r: any) => r.name).join('')]).toEqual([200, '排序已更新', 'ACB']);
    await call(t.app, 'PUT', `${ROOMS}/${a.id}/move`, { token: org.token, body: { direction: 'down' } });
    expect(await names()).toBe('CAB');
    await expectMessage(t.app, 'PUT', `${ROOMS}/${c.id}/move`, { token: org.token, body: { direction: 'up' } }, 400, '已经是第一个房型', 'Already the first room type');
    await expectMessage(t.app, 'PUT', `${ROOMS}/${b.id}/move`, { token: org.token, body: { direction: 'down' } }, 400, '已经是最后一个房型', 'Already the last room type');
    expect((await call(t.app, 'PUT', `${ROOMS}/${b.id}/move`, { token: org.token, body: { direction: 'sideways' } })).status).toBe(400);
    expect(await names()).toBe('CAB');
    // a new room type goes to the end
    await createRoom(t, org.token, h.id, { name: 'D' });
    expect(await names()).toBe('CABD');
  });

  it('toggles one room type, and several at once (set or flip)', async () => {
    const h = await createHotel(t, org.token, meeting.id);
    const [a, b] = [await createRoom(t, org.token, h.id), await createRoom(t, org.token, h.id, { name: '双床房' })];
    const off = await call(t.app, 'PUT', `${ROOMS}/${a.id}/toggle-status`, { token: org.token });
    expect([off.status, off.body.data.status, off.body.message]).toEqual([200, 'inactive', '房型已停用']);
    const set = await call(t.app, 'PUT', `${ROOMS}/batch-update-status`, { token: org.token, body: { roomTypeIds: [a.id, b.id], status: 'active' } });
    expect([set.status, set.body.data.updated]).toEqual([200, 2]);
    const flip = await call(t.app, 'PUT', `${ROOMS}/batch-update-status`, { token: org.token, body: { roomTypeIds: [a.id, b.id] } });
    expect(flip.status).toBe(200);
    const rows = await t.db.query('SELECT status FROM room_types WHERE id = ANY($1::int[]) ORDER BY id', [[a.id, b.id]]);
    expect(rows.map((r) => r.status)).toEqual(['inactive', 'inactive']);
  });

  it('updates the form fields but not hotel, order or status; deletes unless booked', async () => {
    const h = await createHotel(t, org.token, meeting.id);
    const r = await createRoom(t, org.token, h.id);
    await call(t.app, 'PUT', `${ROOMS}/${r.id}/toggle-status`, { token: org.token });
    const u = await call(t.app, 'PUT', `${ROOMS}/${r.id}`, { token: org.token, body: validRoom({ name: '湖景房', price: 999, status: 'active', hotelId: 1 }) });
    expect([u.status, u.body.message]).toEqual([200, '房型更新成功']);
    expect(u.body.data).toMatchObject({ name: '湖景房', price: 999, status: 'inactive', hotelId: h.id });
    await expectMessage(t.app, 'PUT', `${ROOMS}/${r.id}`, { token: org.token, body: validRoom({ stock: undefined }) }, 400, '请输入库存', 'Please enter the stock');
    await seedGuest(t, meeting, { name: '住客' }, { hotelSelection: { hotelId: h.id, roomTypeId: r.id } });
    await expectMessage(t.app, 'DELETE', `${ROOMS}/${r.id}`, { token: org.token }, 409, '该房型已有参会人员预订，无法删除', 'Participants have booked this room type; it cannot be deleted');
    const free = await createRoom(t, org.token, h.id);
    const d = await call(t.app, 'DELETE', `${ROOMS}/${free.id}`, { token: org.token });
    expect([d.status, d.body.message]).toEqual([200, '房型删除成功']);
    expect((await t.db.query('SELECT id FROM room_types WHERE id = $1', [free.id])).length).toBe(0);
  });
});
