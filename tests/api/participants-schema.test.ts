// One schema, every face, for the participant list: a property added to participant.json becomes, after
// a restart and with no other edit, a stored column, a field of every list row and a column the
// field-config dialog may choose (and save); the edit form does not take it until x-forms.edit lists it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { addParticipant, base, seedMeeting } from './participants.fixtures';

function schemasWithDietary() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-schemas-'));
  for (const sub of ['entities', 'api', 'messages']) fs.cpSync(path.join(SCHEMA_DIR, sub), path.join(dir, sub), { recursive: true });
  const file = path.join(dir, 'entities', 'participant.json');
  const participant = JSON.parse(fs.readFileSync(file, 'utf8'));
  participant.properties.dietary = { type: 'string', maxLength: 50 };
  fs.writeFileSync(file, JSON.stringify(participant, null, 2));
  return loadSchemas(dir);
}

describe.each(DATABASES)('participants: a new entity property is a column at once (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind);
    org = await registerOrganizer(t, 'pschema');
    meeting = await seedMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('before: no such column; after a restart with the property: stored, answered, choosable, saved', async () => {
    const cc = `${base(meeting.id)}/column-config`;
    expect((await call(t.app, 'GET', cc, { token: org.token })).body.data.available).not.toContain('dietary');
    expect((await call(t.app, 'PUT', cc, { token: org.token, body: { columns: ['name', 'dietary'] } })).status).toBe(400);

    await t.restart({ schemas: schemasWithDietary() });
    const p = await addParticipant(t, meeting, { name: '素食者', dietary: '素食' });
    expect((await call(t.app, 'GET', cc, { token: org.token })).body.data.available).toContain('dietary');
    const put = await call(t.app, 'PUT', cc, { token: org.token, body: { columns: ['name', 'dietary'] } });
    expect([put.status, put.body.data.columns]).toEqual([200, ['name', 'dietary']]);
    const list = await call(t.app, 'GET', `${base(meeting.id)}/participants`, { token: org.token });
    expect(list.body.data.list.find((r: any) => r.id === p.id)).toMatchObject({ name: '素食者', dietary: '素食' });
  });
});
