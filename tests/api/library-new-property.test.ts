// One schema, every face, for the registration form (issue 17 item 2): a participant property added as
// README says (its properties entry with `x-answer` and `x-library`, its zh/en label) is, after a
// restart and with no other edit, a field of the form builder's library; a design using that library
// field is saved, a submission writes the answer to the participant's column (checked by the property's
// limit, named by its label), and the value reaches the list columns, the export and the badge fields.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR, type SchemaBundle } from '../../src/server/schemas';
import { buildLibrary, libraryFieldOf, type LibraryFile } from '../../src/shared/designer/library';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { byHeader, download, readCsv, type Cell } from './exports.fixtures';

const WECOM = { type: 'string', maxLength: 30, 'x-answer': true, 'x-library': { group: 'basic' } };
const LABEL = { zh: '企业微信', en: 'WeCom' };

/** The schemas as they are, with `wecom` added to the participant and its label to the messages. */
function schemasWithWecom(): SchemaBundle {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-library-'));
  for (const sub of ['entities', 'api', 'badge', 'messages']) fs.cpSync(path.join(SCHEMA_DIR, sub), path.join(dir, sub), { recursive: true });
  const file = path.join(dir, 'entities', 'participant.json');
  const e = JSON.parse(fs.readFileSync(file, 'utf8'));
  e.properties.wecom = WECOM;
  fs.writeFileSync(file, JSON.stringify(e));
  for (const lang of ['zh', 'en'] as const) {
    const m = path.join(dir, 'messages', `${lang}.json`);
    const msg = JSON.parse(fs.readFileSync(m, 'utf8'));
    msg.fields.participant.wecom = LABEL[lang];
    fs.writeFileSync(m, JSON.stringify(msg));
  }
  return loadSchemas(dir);
}

describe.each(DATABASES)('a participant property added to the schema reaches the registration form (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  let schemas: SchemaBundle;
  const libraryFile = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'designer', 'field-library.json'), 'utf8')) as LibraryFile;

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'liborg', { limits: { codePerIpHour: 10_000 } }));
    schemas = schemasWithWecom();
    await t.restart({ schemas });
  });
  afterAll(() => t.close());

  it('is a field of the library under its group, with its labels and limit', () => {
    const lib = buildLibrary(schemas.entities.participant, libraryFile, schemas.messages);
    expect(lib.groups.basic.map((f) => f.id)).toContain('wecom');
    expect(libraryFieldOf(lib, 'wecom')).toMatchObject({ label: LABEL.zh, en: { label: LABEL.en }, fieldType: 'text', maxLength: 30, category: 'basic' });
  });

  it('a design with the library field is saved; the answer is written to the participant and reaches the list, the export and the badge fields', async () => {
    const lib = buildLibrary(schemas.entities.participant, libraryFile, schemas.messages);
    const fields = ['name', 'wecom'].map((id) => libraryFieldOf(lib, id)!);
    s = await openMeeting(t, org.token, design({ formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields }] } }));
    const [who] = await participants(t, s.meeting);

    // the property's own limit holds, with the field's label, in both languages; nothing is stored
    for (const [lang, label] of [['zh', LABEL.zh], ['en', LABEL.en]] as const) {
      const bad = await submit(t, who, submission(s, { formData: { name: '王五', wecom: 'w'.repeat(31) } }), { lang });
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining(label)]);
    }
    const r = await submit(t, who, submission(s, { formData: { name: '王五', wecom: 'wx-lib-1' } }));
    expect(r.status).toBe(201);
    const [row] = await t.db.query('SELECT name, wecom FROM participants WHERE id = $1', [who.id]);
    expect(row).toEqual({ name: '王五', wecom: 'wx-lib-1' });

    const base = `/api/user-management/meeting/${s.meeting.id}`;
    // a choosable list column, answered on the list's rows
    const columns = await call(t.app, 'GET', `${base}/column-config`, { token: org.token });
    expect(columns.body.data.available).toContain('wecom');
    const list = await call(t.app, 'GET', `${base}/participants`, { token: org.token });
    expect(list.body.data.list.find((p: { id: number }) => Number(p.id) === who.id)).toMatchObject({ wecom: 'wx-lib-1' });

    // an export column headed by its label (the record's column, not a form answer)
    for (const lang of ['zh', 'en'] as const) {
      const csv = readCsv((await download(t, `${base}/participants/export?format=csv`, org.token, lang)).body);
      expect(csv[0].filter((h) => h === LABEL[lang])).toHaveLength(1);
      expect(byHeader(csv as Cell[][]).find((x) => x[LABEL[lang]] === 'wx-lib-1')).toBeDefined();
    }

    // a basic badge field, labelled
    const badge = await call(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/fields`, { token: org.token });
    expect(badge.body.data.basic).toContainEqual(expect.objectContaining({ name: 'wecom', source: 'wecom', label: LABEL.zh, group: 'participant' }));
  });
});
