// One schema, every face, for the requests that write hotels, meetings and a participant's own
// profile: a property added to the entity and its form is, after a restart and with no other edit,
// validated with its own message (zh and en), stored and answered on create, update and draft.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, validMeeting } from './meetings.fixtures';
import { HOTELS, createHotel, seedGuest, validHotel } from './hotels.fixtures';
import { download, readCsv } from './exports.fixtures';
import { asParticipant, loginParticipant, registerParticipant } from './participant-accounts.fixtures';

const TOO_LONG = 'w'.repeat(31);
const MSG = { zh: (who: string) => `${who}企业微信不能超过30个字符`, en: (who: string) => `${who} WeCom must be at most 30 characters` };
const ENTITIES = { hotel: ['edit', 'update'], meeting: ['edit'], participant: ['edit'] } as const;
const WHO = { hotel: ['酒店', 'Hotel'], meeting: ['会议', 'Meeting'], participant: ['参会人', 'Participant'] } as const;

/** The schemas as they are, with `wecom` added to each entity, its forms and its messages. */
function schemasWithWecom() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-schemas-'));
  for (const sub of ['entities', 'api', 'badge', 'messages']) if (fs.existsSync(path.join(SCHEMA_DIR, sub))) fs.cpSync(path.join(SCHEMA_DIR, sub), path.join(dir, sub), { recursive: true });
  const files = fs.readdirSync(path.join(dir, 'entities'));
  for (const [entity, forms] of Object.entries(ENTITIES)) {
    const file = path.join(dir, 'entities', files.find((f) => JSON.parse(fs.readFileSync(path.join(dir, 'entities', f), 'utf8')).$id === entity)!);
    const e = JSON.parse(fs.readFileSync(file, 'utf8'));
    e.properties.wecom = { type: 'string', maxLength: 30 };
    for (const f of forms) e['x-forms'][f].fields.push('wecom');
    if (entity === 'hotel') e['x-list'].push('wecom');
    if (entity === 'participant') e['x-guest'].columns.push('wecom');
    fs.writeFileSync(file, JSON.stringify(e));
  }
  for (const [lang, i] of [['zh', 0], ['en', 1]] as const) {
    const file = path.join(dir, 'messages', `${lang}.json`);
    const m = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [entity, who] of Object.entries(WHO)) {
      m[entity].wecom = { maxLength: MSG[lang](who[i]) };
      m.fields[entity].wecom = lang === 'zh' ? '企业微信' : 'WeCom';
    }
    fs.writeFileSync(file, JSON.stringify(m));
  }
  return loadSchemas(dir);
}

describe.each(DATABASES)('a property added to an entity reaches its requests (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await makeApp(kind);
    token = (await registerOrganizer(t, 'wecomorg')).token;
    await t.restart({ schemas: schemasWithWecom() });
  });
  afterAll(() => t.close());

  const stored = async (table: string, id: number) => (await t.db.query(`SELECT wecom FROM ${table} WHERE id = $1`, [id]))[0].wecom;

  it('a hotel: checked, stored and answered on create and update; an update without it clears it', async () => {
    const m = await createMeeting(t, token);
    await expectMessage(t.app, 'POST', HOTELS, { token, body: validHotel(m.id, { wecom: TOO_LONG }) }, 400, MSG.zh('酒店'), MSG.en('Hotel'));
    const made = await call(t.app, 'POST', HOTELS, { token, body: validHotel(m.id, { wecom: 'hotel-wx' }) });
    expect([made.status, made.body.data.wecom, await stored('hotels', made.body.data.id)]).toEqual([200, 'hotel-wx', 'hotel-wx']);
    const url = `${HOTELS}/${made.body.data.id}`;
    await expectMessage(t.app, 'PUT', url, { token, body: validHotel(m.id, { wecom: TOO_LONG }) }, 400, MSG.zh('酒店'), MSG.en('Hotel'));
    const up = await call(t.app, 'PUT', url, { token, body: validHotel(m.id, { name: made.body.data.name, wecom: 'hotel-wx2' }) });
    expect([up.status, up.body.message, up.body.data.wecom, await stored('hotels', made.body.data.id)]).toEqual([200, '酒店更新成功', 'hotel-wx2', 'hotel-wx2']);
    const without = validHotel(m.id, { name: made.body.data.name });
    expect((await call(t.app, 'PUT', url, { token, body: without })).status).toBe(200);
    expect(await stored('hotels', made.body.data.id)).toBeNull();
  });

  it('a meeting: checked, stored and answered on create, update and save as draft', async () => {
    await expectMessage(t.app, 'POST', '/api/co/meeting', { token, body: validMeeting({ wecom: TOO_LONG }) }, 400, MSG.zh('会议'), MSG.en('Meeting'));
    const m = await createMeeting(t, token, { wecom: 'meet-wx' });
    expect([m.wecom, await stored('meetings', m.id)]).toEqual(['meet-wx', 'meet-wx']);
    const up = await call(t.app, 'PUT', `/api/co/meeting/${m.id}`, { token, body: validMeeting({ wecom: 'meet-wx2' }) });
    expect([up.status, up.body.data.wecom, await stored('meetings', m.id)]).toEqual([200, 'meet-wx2', 'meet-wx2']);
    await expectMessage(t.app, 'POST', '/api/co/meeting/draft', { token, body: { title: '草稿', wecom: TOO_LONG } }, 400, MSG.zh('会议'), MSG.en('Meeting'));
    const draft = await call(t.app, 'POST', '/api/co/meeting/draft', { token, body: { title: '草稿', wecom: 'draft-wx' } });
    expect([draft.status, draft.body.message, draft.body.data.wecom, await stored('meetings', draft.body.data.id)]).toEqual([200, '草稿保存成功', 'draft-wx', 'draft-wx']);
  });

  it('a participant’s own profile: checked, stored and answered', async () => {
    const m = await createMeeting(t, token);
    const p = await registerParticipant(t, m.id);
    const headers = asParticipant(await loginParticipant(t, m.id, p.username));
    for (const [lang, who] of [['zh', '参会人'], ['en', 'Participant']] as const) {
      const bad = await call(t.app, 'POST', '/api/participants/update-profile', { headers, lang, body: { wecom: TOO_LONG } });
      expect([bad.status, bad.body.message]).toEqual([400, MSG[lang](who)]);
    }
    const ok = await call(t.app, 'POST', '/api/participants/update-profile', { headers, body: { name: '王五', wecom: 'me-wx' } });
    expect([ok.status, ok.body.data.wecom, await stored('participants', p.id)]).toEqual([200, 'me-wx', 'me-wx']);
    expect((await call(t.app, 'GET', '/api/participants/info', { headers })).body.data.wecom).toBe('me-wx');
  });

  it('a hotel guest: the participant’s guest columns reach the list rows and the export, headed by the label', async () => {
    const m = await createMeeting(t, token);
    const h = await createHotel(t, token, m.id);
    await seedGuest(t, m, { name: '住客甲', wecom: 'guest-wx' }, { hotelSelection: { hotelId: h.id, checkinDate: '2026-12-02', checkoutDate: '2026-12-04' } });
    const list = await call(t.app, 'GET', `${HOTELS}/meeting/${m.id}/guests`, { token });
    expect(list.body.data.content[0]).toMatchObject({ name: '住客甲', wecom: 'guest-wx' });
    for (const [lang, label] of [['zh', '企业微信'], ['en', 'WeCom']] as const) {
      const [head, row] = readCsv((await download(t, `${HOTELS}/meeting/${m.id}/guests/export`, token, lang)).body);
      expect(head.slice(0, 4)).toEqual(lang === 'zh' ? ['姓名', '手机号', '工作单位', label] : ['Name', 'Phone', 'Organization', label]);
      expect(row[3]).toBe('guest-wx');
    }
  });
});
