// Tickets as first-class (issue 18): ticket types set in the registration settings, on sale at once (from
// now until the meeting starts), refused with the spec's messages naming the field in zh and en, charged at
// the price in force at submission as the server decides it (the early-bird price inside its window only),
// and never sold beyond their quota, however many ask at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe.each(DATABASES)('ticket types (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const base = () => `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/ticket-types`;
  const add = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => call(t.app, 'POST', base(), { token: org.token, body, lang });
  const put = (id: number, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => call(t.app, 'PUT', `${base()}/${id}`, { token: org.token, body, lang });

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'ticketorg'));
    // a design without a price table: the tickets come from the settings alone
    s = await openMeeting(t, org.token, design({ ticketPage: {} }));
  });
  afterAll(() => t.close());

  it('a new ticket is on sale at once: from now until the meeting starts, in the flow’s currency', async () => {
    const before = Date.now();
    const r = await add({ name: '标准票', nameEn: 'Standard', price: 100, quota: 50 });
    expect([r.status, r.body.message]).toEqual([200, '门票添加成功']);
    expect(r.body.data).toMatchObject({ name: '标准票', nameEn: 'Standard', price: 100, currency: 'CNY', quota: 50, saleEnd: new Date(`${s.meeting.startTime.replace(' ', 'T')}+08:00`).toISOString(), discountPrice: null });
    expect(Date.parse(r.body.data.saleStart)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(r.body.data.saleStart)).toBeLessThanOrEqual(Date.now());
    const pub = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`);
    expect(pub.body.data.tickets).toEqual([expect.objectContaining({ name: '标准票', price: 100, quota: 50 })]);
    expect(pub.body.data.remaining.tickets).toEqual({ 标准票: 50 });
    const [p] = await participants(t, s.meeting);
    const sub = await submit(t, p, submission(s, { total: 100 }));
    expect([sub.status, sub.body.data?.ticketPrice, sub.body.data?.selectedTicketName]).toEqual([201, 100, '标准票']);
  });

  it('refuses what breaks a rule with the spec’s message naming the field, in zh and in en', async () => {
    const sale = { saleStart: at(-24), saleEnd: at(24 * 5) };
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ price: 100, discountPrice: 100, discountStart: at(-1), discountEnd: at(1), ...sale }, '/discountPrice', '早鸟价须低于票价（100.00）', 'Early-bird price must be below the price (100.00)'],
      [{ price: 100, saleStart: at(5), saleEnd: at(1) }, '/saleEnd', '售卖结束时间须晚于售卖开始时间', 'Sale ends must be after the sale starts'],
      [{ price: 100, discountPrice: 80, discountStart: at(-48), discountEnd: at(1), ...sale }, '/discountStart', '早鸟开始时间须在售卖时间内', 'Early-bird starts must be within the sale window'],
      [{ price: 100, discountPrice: 80, discountStart: at(1), discountEnd: at(24 * 6), ...sale }, '/discountEnd', '早鸟结束时间须在售卖时间内', 'Early-bird ends must be within the sale window'],
      [{ price: 100, discountPrice: 80, discountStart: at(3), discountEnd: at(2), ...sale }, '/discountEnd', '早鸟结束时间须晚于早鸟开始时间', 'Early-bird ends must be after the early-bird starts'],
      [{ price: 100, discountPrice: 80 }, '/discountStart', '设置早鸟价时请填写早鸟开始时间', 'Enter when the early-bird starts (Early-bird starts)'],
      [{ price: 100, discountEnd: at(2) }, '/discountPrice', '设置早鸟时段时请填写早鸟价', 'Enter the Early-bird price for the early-bird window'],
      [{ price: 100, currency: 'USD' }, '/currency', '币种须与报名流程的币种一致（CNY）', 'Currency must be the registration flow\'s currency (CNY)'],
      [{ price: 10_000_000 }, '/price', '票价不能大于9999999.99', 'Price must be at most 9999999.99'],
      [{ price: -1 }, '/price', '票价不能小于0', 'Price must be at least 0'],
      [{ price: 1, quota: 2_000_000 }, '/quota', '名额不能大于1000000', 'Places must be at most 1000000'],
      [{ price: 1, name: '标准票' }, '/name', '该报名流程已有同名门票', 'This registration flow already has a ticket with this name'],
    ];
    for (const [body, path, zh, en] of cases) {
      const full = { name: '早鸟测试票', ...body };
      const a = await add(full, 'zh');
      const b = await add(full, 'en');
      expect([a.status, a.body.message, a.body.errors?.[0]?.path], JSON.stringify(body)).toEqual([400, zh, path]);
      expect([b.status, b.body.message], JSON.stringify(body)).toEqual([400, en]);
    }
    const list = await call(t.app, 'GET', base(), { token: org.token });
    expect(list.body.data.map((x: { name: string }) => x.name)).toEqual(['标准票']);
  });

  it('never lowers a quota below the places sold; a sold ticket cannot be deleted', async () => {
    const [tk] = (await call(t.app, 'GET', base(), { token: org.token })).body.data;
    const zh = await put(tk.id, { name: tk.name, price: 100, quota: 0 });
    const en = await put(tk.id, { name: tk.name, price: 100, quota: 0 }, 'en');
    expect([zh.status, zh.body.message, en.body.message]).toEqual([400, '名额不能少于已售出的 1 张', 'Places cannot be fewer than the 1 already sold']);
    expect((await put(tk.id, { name: tk.name, price: 100, quota: 1 })).status).toBe(200);
    const del = await call(t.app, 'DELETE', `${base()}/${tk.id}`, { token: org.token });
    expect([del.status, del.body.message]).toEqual([409, '该门票已有售出，无法删除']);
  });

  it('charges the early-bird price inside its window and the price outside it, decided on the server', async () => {
    const r = await add({ name: '早鸟票', price: 300, discountPrice: 199.5, saleStart: at(-72), saleEnd: at(24 * 7), discountStart: at(-72), discountEnd: at(1) });
    expect(r.status).toBe(200);
    const [p1, p2, p3] = await participants(t, s.meeting, 3);
    // inside the window: the early-bird price (a body cannot name a price: the server works it out)
    const inWindow = await submit(t, p1, submission(s, { ticketType: '早鸟票' }));
    expect([inWindow.status, inWindow.body.data?.ticketPrice, inWindow.body.data?.totalAmount]).toEqual([201, 199.5, 199.5]);
    // the window closed (moved into the past): the regular price; a total computed on the early-bird price is refused
    const moved = await put(r.body.data.id, { name: '早鸟票', price: 300, discountPrice: 199.5, saleStart: at(-72), saleEnd: at(24 * 7), discountStart: at(-72), discountEnd: at(-1) });
    expect(moved.status).toBe(200);
    const stale = await submit(t, p2, submission(s, { ticketType: '早鸟票', total: 199.5 }));
    expect([stale.status, stale.body.message]).toEqual([409, '价格已变化，最新应付金额为 300.00，请确认后重新提交']);
    const after = await submit(t, p3, submission(s, { ticketType: '早鸟票', total: 300 }));
    expect([after.status, after.body.data?.ticketPrice]).toEqual([201, 300]);
    // the flow shows the same: the early-bird price with its end while the window holds, the price after
    const pub = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`);
    expect(pub.body.data.tickets.find((x: { name: string }) => x.name === '早鸟票')).toMatchObject({ price: 300, discountPrice: 199.5 });
  });

  it('100 concurrent submissions for the last 7 places: exactly 7 accepted', async () => {
    const r = await add({ name: '最后名额', price: 50, quota: 10 });
    const sold = await participants(t, s.meeting, 3);
    for (const p of sold) expect((await submit(t, p, submission(s, { ticketType: '最后名额' }))).status).toBe(201);
    const people = await participants(t, s.meeting, 100);
    const answers = await Promise.all(people.map((p) => submit(t, p, submission(s, { ticketType: '最后名额' }))));
    const by = (status: number) => answers.filter((a) => a.status === status);
    expect([by(201).length, by(409).filter((a) => a.body.message === '该门票名额已满').length, answers.length]).toEqual([7, 93, 100]);
    const [q] = await t.db.query(`SELECT used, capacity FROM registration_quotas WHERE scope = $1 AND kind = 'ticket' AND key = '最后名额'`, [`flow:${s.flow.id}`]);
    expect(q).toEqual({ used: 10, capacity: 10 });
    expect((await put(r.body.data.id, { name: '最后名额', price: 50, quota: 9 })).body.message).toBe('名额不能少于已售出的 10 张');
  }, 120_000);

  it('a design saved with a price table (before ticket types) becomes the flow’s ticket types and keeps no copy', async () => {
    const old = await openMeeting(t, org.token);
    const list = await call(t.app, 'GET', `/api/co/meeting/${old.meeting.id}/registration-flows/${old.flow.id}/ticket-types`, { token: org.token });
    expect(list.body.data.map((x: Record<string, unknown>) => [x.name, x.price, x.discountPrice, x.quota])).toEqual([['标准票', 299, 199, 100], ['VIP票', 699, 599, 2], ['未开售', 50, null, null]]);
    const d = await call(t.app, 'GET', `/api/co/meeting/${old.meeting.id}/page-design/${old.flow.id}`, { token: org.token });
    expect(d.body.data.design.ticketPage).toEqual({});
    const [p] = await participants(t, old.meeting);
    const sub = await submit(t, p, submission(old, { total: 199 }));
    expect([sub.status, sub.body.data?.ticketPrice]).toEqual([201, 199]);
  });
});
