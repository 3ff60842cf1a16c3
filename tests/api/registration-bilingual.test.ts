// Bilingual designs (src/shared/bilingual.ts): a submission's errors name the field by its label in the
// caller's language (Accept-Language en: the English label, falling back to the Chinese one where the
// design has none); the registration stores the Chinese answers with the English texts beside; English
// texts are checked when the design is saved; the organizer's answer columns follow the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DATABASES, expectMessage, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

const bilingual = () => {
  const d = design();
  const [g] = d.formPage.formGroups;
  return {
    ...d,
    ticketPage: { ...d.ticketPage, priceRows: d.ticketPage.priceRows.map((r) => (r.type === '标准票' ? { ...r, en: { type: 'Standard ticket' } } : r)) },
    formPage: {
      formGroups: [{
        ...g, en: { name: 'About you' },
        fields: [
          ...g.fields.map((f) => (f.id === 'name' ? { ...f, en: { label: 'Full name' } } : f.id === 'needInvoice' ? { ...f, en: { label: 'Invoice needed', options: ['Yes', 'No'] } } : f)),
          { id: 'note', label: '备注', fieldType: 'text', maxLength: 5, en: { label: 'Note' } },
          { id: 'org', label: '单位', fieldType: 'text', maxLength: 5 },
        ],
      }],
    },
  };
};

describe.each(DATABASES)('registration in two languages (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const count = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE flow_id = $1 AND registration_status <> 'draft'`, [s.flow.id]))[0].n);
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'biorg'));
    s = await openMeeting(t, org.token, bilingual());
  });
  afterAll(() => t.close());

  it('names the field by its English label with Accept-Language en and by the Chinese one otherwise', async () => {
    const [p] = await participants(t, s.meeting);
    const url = '/api/registrations/submit';
    await expectMessage(t.app, 'POST', url, { body: submission(s, { formData: { needInvoice: '否' } }), headers: p.headers } as any, 400, '请填写姓名', 'Please fill in Full name');
    await expectMessage(t.app, 'POST', url, { body: submission(s, { formData: { name: '张三', needInvoice: '否', note: '太长的备注内容' } }), headers: p.headers } as any, 400,
      '备注长度不能超过5个字符', 'Note cannot exceed 5 characters');
    // no English label: the Chinese one, in the English sentence
    const en = await submit(t, p, submission(s, { formData: { name: '张三', needInvoice: '否', org: '非常长的单位名称' } }), { lang: 'en' });
    expect([en.status, en.body.message, en.body.errors?.[0]?.path]).toEqual([400, '单位 cannot exceed 5 characters', '/formData/org']);
    expect(await count()).toBe(0);
  });

  it('answers the message in both languages too, so a page can show it again after a language switch', async () => {
    const [p] = await participants(t, s.meeting);
    for (const lang of ['zh', 'en'] as const) {
      const r = await submit(t, p, submission(s, { formData: { needInvoice: '否' } }), { lang });
      expect([r.status, r.body.messages]).toEqual([400, { zh: '请填写姓名', en: 'Please fill in Full name' }]);
    }
  });

  it('stores the Chinese answers with the English label and choice text beside', async () => {
    const [p] = await participants(t, s.meeting);
    const ok = await submit(t, p, submission(s, { formData: { name: '李四', needInvoice: '否', org: '大学' } }), { lang: 'en' });
    expect(ok.status).toBe(201);
    const [row] = await t.db.query('SELECT form_data, selected_ticket_name FROM registrations WHERE id = $1', [ok.body.data.id]);
    expect(row.selected_ticket_name).toBe('标准票');
    expect(row.form_data.name).toEqual({ label: '姓名', value: '李四', en: { label: 'Full name' } });
    expect(row.form_data.needInvoice).toEqual({ label: '是否需要发票', value: '否', en: { label: 'Invoice needed', value: 'No' } });
    expect(row.form_data.org).toEqual({ label: '单位', value: '大学' });
  });

  it('the organizer\'s answer columns are labelled in the caller\'s language', async () => {
    const url = `/api/user-management/meeting/${s.meeting.id}/column-config`;
    const zh = await call(t.app, 'GET', url, { token: org.token, lang: 'zh' });
    const en = await call(t.app, 'GET', url, { token: org.token, lang: 'en' });
    expect(zh.status).toBe(200);
    expect([zh.body.data.labels['answer:note'], en.body.data.labels['answer:note'], en.body.data.labels['answer:org']]).toEqual(['备注', 'Note', '单位']);
  });

  it('refuses English texts that break the design\'s rules, in the caller\'s language', async () => {
    const d = bilingual();
    const bad = { ...d, ticketPage: { ...d.ticketPage, priceRows: [{ type: '标准票', prices: { early: 1 }, en: { type: 'x'.repeat(51) } }] } };
    const r = await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token, body: { design: bad }, lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('/design/ticketPage/priceRows/0/en/type');
  });
});
