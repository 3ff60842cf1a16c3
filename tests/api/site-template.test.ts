// A new meeting's website (issue 18): created from the template the meeting form picks (conference by
// default: a home page whose blocks read the meeting's live records; blank: no pages), existing meetings
// untouched; and the ticket widget's public read — a published site's default flow (or the one asked for),
// the price in force with the early-bird window, places left and sold out; nothing for an unpublished site
// but to its owner, and nothing of another tenant's flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, registerOrganizer, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { createMeeting, validMeeting } from './meetings.fixtures';
import { design, openMeeting, type Setup } from './registration.fixtures';

const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const pagesOf = async (t: TestApp, id: number, token?: string) => {
  const r = await call(t.app, 'GET', `/api/website-data/meeting/${id}`, { token });
  expect(r.status).toBe(200);
  return (r.body.data as Array<{ dataType: string; dataValue: string }>).filter((x) => x.dataType === 'pages').map((x) => JSON.parse(x.dataValue));
};

describe.each(DATABASES)('site template and ticket widget (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let other: Organizer;
  let s: Setup;
  const tickets = (meetingId: number, o: { token?: string; query?: string } = {}) => call(t.app, 'GET', `/api/site/meeting/${meetingId}/tickets${o.query ?? ''}`, { token: o.token });

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'tplorg'));
    other = await registerOrganizer(t, 'tplother');
    s = await openMeeting(t, org.token, design({ ticketPage: {} }));
  });
  afterAll(() => t.close());

  it('a new meeting gets the conference home page; blank gives none; a draft gets its template too', async () => {
    const m = await createMeeting(t, org.token);
    const [home, ...more] = await pagesOf(t, m.id, org.token);
    expect(more).toEqual([]);
    expect(home.id).toBe('home');
    expect(home.components.map((c: { type: string }) => c.type)).toEqual(['meeting-hero', 'agenda', 'speakers', 'tickets', 'venue-map', 'partners', 'contact-us']);
    const blank = await createMeeting(t, org.token, { template: 'blank' });
    expect(await pagesOf(t, blank.id, org.token)).toEqual([]);
    const draft = await call(t.app, 'POST', '/api/co/meeting/draft', { token: org.token, body: { title: '草稿会议' } });
    expect(draft.status).toBe(200);
    expect((await pagesOf(t, draft.body.data.id, org.token)).map((p) => p.id)).toEqual(['home']);
    const bad = await call(t.app, 'POST', '/api/co/meeting', { token: org.token, body: { ...validMeeting(), template: 'gallery' } });
    expect([bad.status, bad.body.errors?.[0]?.path]).toEqual([400, '/template']);
  });

  it('an existing meeting is untouched: an update keeps the site as saved', async () => {
    const m = await createMeeting(t, org.token, { template: 'blank' });
    const up = await call(t.app, 'PUT', `/api/co/meeting/${m.id}`, { token: org.token, body: { ...validMeeting(), template: 'conference' } });
    expect(up.status).toBe(200);
    expect(await pagesOf(t, m.id, org.token)).toEqual([]);
  });

  it('tickets: the default flow’s ticket types with the price in force, the early-bird window, places left and sold out', async () => {
    const base = `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/ticket-types`;
    const add = (body: Record<string, unknown>) => call(t.app, 'POST', base, { token: org.token, body });
    expect((await add({ name: '标准票', nameEn: 'Standard', price: 1200, quota: 50, discountPrice: 800, discountStart: at(-1), discountEnd: at(48) })).status).toBe(200);
    expect((await add({ name: '学生票', price: 300, quota: 0 })).status).toBe(200);
    expect((await add({ name: '晚鸟票', price: 1500, saleStart: at(24), saleEnd: at(72) })).status).toBe(200);
    const r = await tickets(s.meeting.id);
    expect(r.status).toBe(200);
    expect(r.body.data.flow).toEqual({ id: s.flow.id, name: '普通报名', currency: 'CNY' });
    expect(r.body.data.timeZone).toBe('Asia/Shanghai');
    const [std, student, late] = r.body.data.tickets;
    expect(std).toMatchObject({ name: '标准票', nameEn: 'Standard', price: 1200, discountPrice: 800, state: 'onSale', priceNow: 800, discounted: true, remaining: 50 });
    expect(student).toMatchObject({ name: '学生票', state: 'soldOut', remaining: 0 });
    expect(late).toMatchObject({ name: '晚鸟票', state: 'notStarted', priceNow: null, remaining: null });
    // nothing private: no meeting, flow or ordering fields of the organizer's list
    expect(Object.keys(std).sort()).toEqual(['currency', 'description', 'descriptionEn', 'discountEnd', 'discountPrice', 'discountStart', 'discounted', 'id', 'name', 'nameEn', 'price', 'priceNow', 'remaining', 'saleEnd', 'saleStart', 'state']);
    // a chosen flow: the same; another tenant's flow is none of this meeting's
    expect((await tickets(s.meeting.id, { query: `?flowId=${s.flow.id}` })).body.data.tickets).toHaveLength(3);
    // the site passes its address token and the client its cache-buster on every call
    expect((await tickets(s.meeting.id, { query: '?previewToken=AbC123&_t=1764370000000' })).body.data.tickets).toHaveLength(3);
    const theirs = await openMeeting(t, other.token, design({ ticketPage: {} }));
    const cross = await tickets(s.meeting.id, { query: `?flowId=${theirs.flow.id}` });
    expect([cross.status, cross.body.data.flow, cross.body.data.tickets]).toEqual([200, null, []]);
    expect((await tickets(s.meeting.id, { query: '?flowId=abc' })).status).toBe(400);
    expect((await tickets(s.meeting.id, { query: '?flowId=99999999999' })).status).toBe(400);
  });

  it('tickets: an unpublished site answers 404 to visitors and other tenants, its owner sees it; no flow yet: flow null', async () => {
    const m = await createMeeting(t, org.token);
    expect((await tickets(m.id)).status).toBe(404);
    expect((await tickets(m.id, { token: other.token })).status).toBe(404);
    const own = await tickets(m.id, { token: org.token });
    expect([own.status, own.body.data.flow, own.body.data.tickets]).toEqual([200, null, []]);
    expect((await tickets(999999)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/site/meeting/x1/tickets')).status).toBe(404);
  });

  it('the venue map’s source comes from the configuration: none by default, an address card with the open-in-map link', async () => {
    const r = await call(t.app, 'GET', '/api/site/map');
    expect(r.body.data).toEqual({ staticMapUrl: null, mapLinkUrl: 'https://uri.amap.com/search?keyword={address}' });
  });
});
