// "Adding a property to an entity schema shows up in the API's validation after a restart with no
// other edit": a copy of schemas/ gets user.nickname (and the profile form lists it); the same
// database, restarted with those schemas, has the column, validates the field and stores it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';

/** schemas/ copied to a temporary folder with one edit to entities/user.json. */
function schemasWithNickname() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-schemas-'));
  for (const sub of ['entities', 'api', 'messages']) fs.cpSync(path.join(SCHEMA_DIR, sub), path.join(dir, sub), { recursive: true });
  const file = path.join(dir, 'entities', 'user.json');
  const user = JSON.parse(fs.readFileSync(file, 'utf8'));
  user.properties.nickname = { type: 'string', maxLength: 5 };
  user['x-forms'].profile.fields.push('nickname');
  fs.writeFileSync(file, JSON.stringify(user, null, 2));
  return { dir, bundle: loadSchemas(dir) };
}

const columns = async (t: TestApp) =>
  (await t.db.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND table_schema = current_schema()")).map((r) => r.column_name);

describe.each(DATABASES)('schema evolution (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await makeApp(kind);
  });
  afterAll(async () => {
    await t.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a new user property becomes a column, a validated profile field and a stored value after a restart', async () => {
    const o = await registerOrganizer(t, 'evolver');
    const profile = { name: '赵六', gender: '女', nickname: 'Zed' };
    expect(await columns(t)).not.toContain('nickname');
    await expectMessage(t.app, 'POST', '/api/user/update', { token: o.token, body: profile }, 400, '不支持的字段：nickname', 'Unsupported field: nickname');

    const evolved = schemasWithNickname();
    dir = evolved.dir;
    // the on-disk schemas are untouched
    expect(loadSchemas().entities.user.properties).not.toHaveProperty('nickname');
    await t.restart({ schemas: evolved.bundle });

    expect(await columns(t)).toContain('nickname');
    // the session survived the restart; the new rule applies
    await expectMessage(t.app, 'POST', '/api/user/update', { token: o.token, body: { ...profile, nickname: 'Zedzed' } }, 400, 'nickname长度不能超过5个字符', 'nickname must be at most 5 characters');
    const [before] = await t.db.query('SELECT nickname, name FROM users WHERE id = $1', [o.user.id]);
    expect(before).toEqual({ nickname: null, name: null });

    const r = await call(t.app, 'POST', '/api/user/update', { token: o.token, body: profile });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: '赵六', nickname: 'Zed' });
    const [row] = await t.db.query('SELECT nickname FROM users WHERE id = $1', [o.user.id]);
    expect(row.nickname).toBe('Zed');
    const info = await call(t.app, 'GET', '/api/user/info', { token: o.token });
    expect(info.body.data.nickname).toBe('Zed');
    const doc = (await call(t.app, 'GET', '/api/openapi.json')).body;
    expect(doc.components.schemas.user.properties.nickname).toEqual({ type: 'string', maxLength: 5 });
    expect(doc.components.schemas['user.profile'].properties).toHaveProperty('nickname');
  });

  it('a restart with the old schemas keeps the column and data (migrations only add)', async () => {
    await t.restart();
    expect(await columns(t)).toContain('nickname');
    const [row] = await t.db.query("SELECT nickname FROM users WHERE username = 'evolver'");
    expect(row.nickname).toBe('Zed');
  });
});
