// The participant list sorted by an answer column (answer:<fieldId>, a field of the meeting's forms): the
// newest non-draft registration's answer ({ label, value } or a bare value), ascending or descending,
// those without an answer last, with the filters and paging; a key that is no field of this meeting (or
// an injection attempt) is a 400 naming the sort field, another organizer's meeting a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { addParticipant, addRegistration, base, iso, seedMeeting } from './participants.fixtures';

const FORM = {
  formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [
    { id: 'org', label: '单位全称', fieldType: 'text' },
    { id: 'dept', label: '科室', fieldType: 'text' },
  ] }] },
};

describe.each(DATABASES)('participants: sorted by an answer column (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  const names = (r: { body: any }) => r.body.data.list.map((x: any) => x.name);
  const list = (q: string, token = org.token, lang: 'zh' | 'en' = 'zh') => call(t.app, 'GET', `${base(meeting.id)}/participants${q}`, { token, lang });

  beforeAll(async () => {
    t = await makeApp(kind);
    org = await registerOrganizer(t, 'psort');
    other = await registerOrganizer(t, 'psort2');
    meeting = await seedMeeting(t, org.token);
    const flow = await t.app.ctx.repo('registrationFlow').insert(t.db, { meetingId: meeting.id, name: '普通注册', type: 'standard', currency: 'CNY', isDefault: true, formConfig: FORM });
    const people: Array<[string, unknown, number]> = [['乙', { label: '单位全称', value: 'Beta' }, 1], ['甲', 'Alpha', 2], ['丙', { label: '单位全称', value: 'Gamma' }, 3], ['无', undefined, 4]];
    for (const [name, answer, day] of people) {
      const p = await addParticipant(t, meeting, { name, registerTime: iso(day) });
      await addRegistration(t, meeting, p.id, { flowId: flow.id, registrationTime: iso(day), formData: answer === undefined ? { dept: '外科' } : { org: answer } });
      // a newer draft is no answer: the submitted one counts
      await addRegistration(t, meeting, p.id, { flowId: flow.id, registrationStatus: 'draft', registrationTime: iso(day + 10), formData: { org: 'Zzz' } });
    }
  });
  afterAll(() => t.close());

  it('sorts by the newest registration’s answer, ascending or descending, those without one last', async () => {
    expect(names(await list(''))).toEqual(['无', '丙', '甲', '乙']); // newest registered first
    expect(names(await list('?sort=answer:org'))).toEqual(['甲', '乙', '丙', '无']);
    expect(names(await list('?sort=answer:org&order=desc'))).toEqual(['丙', '乙', '甲', '无']);
    const page = await list('?sort=answer:org&size=10&page=0&search=%E4%B9%99');
    expect([names(page), page.body.data.total]).toEqual([['乙'], 1]);
    const paged = await list('?sort=answer:org&order=desc&registrationStatus=awaiting_payment');
    expect(names(paged)).toEqual(['丙', '乙', '甲', '无']);
  });

  it('refuses a key that is no field of this meeting’s forms, or no answer key at all, naming the sort field', async () => {
    for (const [q, lang, message] of [
      ['?sort=answer:nope', 'zh', '排序列不是本会议报名表单中的字段'],
      ['?sort=answer:nope', 'en', 'Sort column is no field of this meeting’s registration form'],
    ] as const) {
      const r = await list(q, org.token, lang);
      expect([r.status, r.body.message, r.body.errors?.[0]?.path]).toEqual([400, message, 'sort']);
    }
    for (const q of ["?sort=answer:org'%3B%20DROP%20TABLE%20participants%3B--", '?sort=name', '?sort=answer:org&order=up']) {
      const r = await list(q);
      expect([q, r.status]).toEqual([q, 400]);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [meeting.id]))[0].n).toBe(4);
  });

  it('another organizer’s meeting is a 404 whatever the sort key', async () => {
    for (const q of ['?sort=answer:org', '?sort=answer:nope']) expect((await list(q, other.token)).status).toBe(404);
  });
});
