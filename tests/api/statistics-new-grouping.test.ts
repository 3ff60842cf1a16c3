// One schema, every face, for the statistics: a participant property added to participant.json and
// marked as a grouping (`x-group-by`), with its label in the messages and no other edit, is after a
// restart a choice of the distribution (`by`, the data settings), groups the active registrations by
// their participant's value (`none` when missing), heads the report's distribution sheet, and is a
// column of the participant export.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { seedMeeting } from '../../scripts/seed/meeting-data';
import { download, readCsv, readXlsx } from './exports.fixtures';

const P = 12;
const R = 10;
const ACTIVE = ['awaiting_payment', 'confirmed', 'checked_in'];
/** participant i's (1-based) value: two teams, and some without one (null or blank) */
const team = (i: number) => (i % 3 === 0 ? 'team-a' : i % 3 === 1 ? 'team-b' : i % 2 ? null : '');

/** The schemas as they are, with participant `team` marked as a grouping, labelled in both languages. */
function schemasWithTeam() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-groupings-'));
  for (const sub of ['entities', 'api', 'badge', 'messages']) if (fs.existsSync(path.join(SCHEMA_DIR, sub))) fs.cpSync(path.join(SCHEMA_DIR, sub), path.join(dir, sub), { recursive: true });
  const file = path.join(dir, 'entities', 'participant.json');
  const e = JSON.parse(fs.readFileSync(file, 'utf8'));
  e.properties.team = { type: 'string', maxLength: 30, 'x-group-by': true };
  fs.writeFileSync(file, JSON.stringify(e));
  for (const [lang, label] of [['zh', '小组'], ['en', 'Team']]) {
    const m = path.join(dir, 'messages', `${lang}.json`);
    const msgs = JSON.parse(fs.readFileSync(m, 'utf8'));
    msgs.fields.participant.team = label;
    fs.writeFileSync(m, JSON.stringify(msgs));
  }
  return loadSchemas(dir);
}

describe.each(DATABASES)('a participant property marked as a grouping (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let meetingId: number;
  /** what the distribution must answer, worked out here from the rows as stored */
  let expected: Record<string, number>;
  const base = () => `/api/co/statistics/meeting/${meetingId}`;

  beforeAll(async () => {
    t = await makeApp(kind);
    const org = await registerOrganizer(t, 'grouporg');
    token = org.token;
    await t.restart({ schemas: schemasWithTeam() });
    const s = await seedMeeting(t.db, { participants: P, registrations: R, username: 'groupseed', password: 'seed-pass-1', uploadDir: path.join(os.tmpdir(), 'conflow-group-seed'), title: '分组会' });
    meetingId = s.meetingId;
    await t.db.query('UPDATE meetings SET organizer_id = $1 WHERE id = $2', [org.user.id, meetingId]);
    const ids = (await t.db.query('SELECT id FROM participants WHERE meeting_id = $1 ORDER BY id', [meetingId])).map((r) => Number(r.id));
    for (const [k, id] of ids.entries()) await t.db.query('UPDATE participants SET team = $1 WHERE id = $2', [team(k + 1), id]);
    const regs = await t.db.query('SELECT participant_id, registration_status FROM registrations WHERE meeting_id = $1', [meetingId]);
    expected = {};
    for (const r of regs.filter((x) => ACTIVE.includes(String(x.registration_status)))) {
      const v = team(ids.indexOf(Number(r.participant_id)) + 1) || 'none';
      expected[v] = (expected[v] ?? 0) + 1;
    }
  });
  afterAll(() => t.close());

  it('is a choice of the distribution and the data settings, and groups the active registrations by it', async () => {
    // the declaration makes the choice: the composed query and settings schemas offer it, labelled by the property
    const choices = t.app.ctx.schemas.composed['statistics.settings'].properties.distributionBy;
    expect(choices.enum).toEqual(['registrationStatus', 'paymentStatus', 'identity', 'ticket', 'team']);
    expect(choices['x-enum-labels'].team).toEqual(['statistics.by.team', 'fields.participant.team']);
    const res = await call(t.app, 'GET', `${base()}/distribution?by=team`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.by).toBe('team');
    expect(Object.fromEntries((res.body.data.items as Array<{ key: string; count: number }>).map((i) => [i.key, i.count]))).toEqual(expected);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['team-a', 'team-b', 'none']));
    // the four built-in groupings still answer; an undeclared one is refused with the grouping's message
    for (const by of ['registrationStatus', 'paymentStatus', 'identity', 'ticket']) expect((await call(t.app, 'GET', `${base()}/distribution?by=${by}`, { token })).status).toBe(200);
    await expectMessage(t.app, 'GET', `${base()}/distribution?by=city`, { token }, 400, '分组方式无效', 'Invalid grouping');
    const put = await call(t.app, 'PUT', `${base()}/settings`, { token, body: { distributionBy: 'team' } });
    expect([put.status, put.body.data.distributionBy]).toEqual([200, 'team']);
  });

  it('heads the report’s distribution sheet in the caller’s language, missing values in words', async () => {
    for (const [lang, head, none] of [['zh', '小组', '未填写'], ['en', 'Team', 'Not given']] as const) {
      const res = await download(t, `${base()}/export`, token, lang);
      expect(res.status).toBe(200);
      const rows = readXlsx(res.body, 2).rows;
      expect(rows[0][0]).toBe(head);
      expect(Object.fromEntries(rows.slice(1).map((r) => [String(r[0]), r[1]]))).toEqual(
        Object.fromEntries(Object.entries(expected).map(([k, n]) => [k === 'none' ? none : k, n])),
      );
    }
  });

  it('is a column of the participant export', async () => {
    const res = await download(t, `/api/user-management/meeting/${meetingId}/participants/export?format=csv`, token, 'zh');
    expect(res.status).toBe(200);
    const [head, ...rows] = readCsv(res.body);
    const col = head.indexOf('小组');
    expect(col).toBeGreaterThan(-1);
    expect(rows.map((r) => r[col]).filter(Boolean).sort()).toEqual(Array.from({ length: P }, (_, k) => team(k + 1)).filter(Boolean).sort());
  });
});
