// Meeting-site texts in both languages (schemas/site, `x-bilingual`; src/shared/bilingual.ts): a block's
// marked text saves as a string or as { zh, en? }, each language under the text's own rules; an unmarked
// prop or an unknown key stays refused and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';

const page = (components: unknown[]) => ({ id: 'home', name: '首页', showInNav: true, appearance: 'light', components });
const rec = (value: unknown) => ({ dataType: 'pages', dataKey: 'home', dataValue: JSON.stringify(value) });
const speakers = (props: Record<string, unknown>) => ({ id: 's1', type: 'speakers', props: { columns: 4, ...props }, style: {} });

describe.each(DATABASES)('website texts in two languages (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerOrganizer>>;
  let m: Record<string, any>;
  const save = (components: unknown[]) => call(t.app, 'POST', `/api/website-data/meeting/${m.id}/batch`, { token: a.token, body: [rec(page(components))] });
  const stored = async () => (await t.db.query(`SELECT data_value FROM website_data WHERE meeting_id = $1 AND data_type = 'pages'`, [m.id]))[0]?.data_value;

  beforeAll(async () => {
    t = await makeApp(kind);
    a = await registerOrganizer(t, 'bisite');
    m = await createMeeting(t, a.token, { title: '双语网站会议' });
  });
  afterAll(() => t.close());

  it('saves a marked text as a string or in both languages', async () => {
    expect((await save([speakers({ title: '演讲嘉宾' })])).status).toBe(200);
    const both = { title: { zh: '演讲嘉宾', en: 'Speakers' }, customText: { zh: '名单更新中' } };
    const r = await save([speakers(both), { id: 'c1', type: 'carousel', props: { images: [{ src: '/api/media/website/files/1/a.png', title: { zh: '开幕', en: 'Opening' } }] }, style: {} }]);
    expect(r.status).toBe(200);
    expect(JSON.parse(await stored()).components[0].props.title).toEqual({ zh: '演讲嘉宾', en: 'Speakers' });
  });

  it('refuses a text over its limit in either language, an unknown key, and an unmarked prop in two languages; nothing written', async () => {
    const before = await stored();
    for (const props of [{ title: { zh: '嘉宾', en: 'x'.repeat(101) } }, { title: { zh: '嘉宾', fr: 'Invités' } }, { title: { en: 'Speakers' } }, { columns: { zh: '4' } }]) {
      const r = await save([speakers(props)]);
      expect([r.status, r.body.errors?.[0]?.path]).toEqual([400, expect.stringMatching(/^\/0\/dataValue\/components\/0\/props/)]);
    }
    expect(await stored()).toBe(before);
  });
});
