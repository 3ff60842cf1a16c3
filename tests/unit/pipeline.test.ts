import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../src/server/schemas';
import { schemaSql, stateIndexSql, tableSql, columnType } from '../../src/server/db/ddl';
import { composeApi, entityForm } from '../../src/shared/schema/compose';
import { createValidator } from '../../src/shared/schema/validate';
import { translate } from '../../src/shared/messages';

const bundle = loadSchemas();
const msg = (lang: 'zh' | 'en', id: string, data: unknown) => {
  const v = createValidator(bundle.composed);
  return v.validate(id, data).map((e) => translate(bundle.messages[lang], e.key, e.params, e.fallback));
};

describe('entity schema → SQL', () => {
  it('maps JSON types to PostgreSQL columns', () => {
    expect(columnType({ type: 'integer' })).toBe('integer');
    expect(columnType({ type: 'string', format: 'date-time' })).toBe('timestamptz');
    expect(columnType({ type: 'object' })).toBe('jsonb');
    expect(columnType({ type: 'boolean' })).toBe('boolean');
    expect(columnType({ type: 'string' })).toBe('text');
  });

  it('creates the table with its key, adds every other column additively, and indexes', () => {
    const sql = tableSql(bundle.entities.user);
    expect(sql[0]).toBe('CREATE TABLE IF NOT EXISTS users (id serial PRIMARY KEY);');
    expect(sql).toContain("ALTER TABLE users ADD COLUMN IF NOT EXISTS status text DEFAULT 'active';");
    expect(sql).toContain('ALTER TABLE users ADD COLUMN IF NOT EXISTS register_time timestamptz DEFAULT now();');
    expect(sql).toContain('CREATE UNIQUE INDEX IF NOT EXISTS ux_users_username ON users (username);');
    expect(sql.join('\n')).not.toMatch(/DROP|NOT NULL/);
  });

  it('no index of the tables every check-in and submission writes leads another of its table (each is written on every non-HOT update)', () => {
    const indexes = (t: string) => schemaSql(bundle.entities).split('\n')
      .map((l) => new RegExp(`^CREATE (UNIQUE )?INDEX IF NOT EXISTS (\\w+) ON ${t} \\(([^)]*)\\)(.*);$`).exec(l)).filter((m) => m !== null)
      .map((m) => ({ name: m[2], unique: !!m[1], cols: m[3], partial: m[4] !== '' }));
    for (const t of ['registrations', 'participants']) {
      const all = indexes(t);
      expect(all.length).toBeGreaterThan(5);
      const led = all.filter((a) => !a.unique && !a.partial && all.some((b) => b !== a && !b.partial && b.cols.startsWith(`${a.cols}, `)));
      expect(led.map((a) => a.name)).toEqual([]);
    }
  });

  it('an index over the rows of the lifecycle states with a flag, made apart (after the data migrations)', () => {
    const sql = stateIndexSql(bundle.entities.registration);
    expect(sql).toEqual([
      "CREATE UNIQUE INDEX IF NOT EXISTS ix_registrations_participant_id_flow_id_holds_places ON registrations (participant_id, flow_id) WHERE registration_status IN ('submitted', 'awaiting_payment', 'confirmed', 'checked_in');",
      "CREATE INDEX IF NOT EXISTS ix_registrations_meeting_id_participant_id_holds_places ON registrations (meeting_id, participant_id) WHERE registration_status IN ('submitted', 'awaiting_payment', 'confirmed', 'checked_in');",
    ]);
    expect(tableSql(bundle.entities.registration).join('\n')).not.toContain('holds_places');
    const bad = structuredClone(bundle.entities.registration);
    bad['x-indexes'] = [{ columns: ['flowId'], whereState: 'nowhere' }];
    expect(() => stateIndexSql(bad)).toThrow(/whereState nowhere/);
    const noColumn = structuredClone(bundle.entities.registration);
    delete noColumn['x-lifecycle'].column; // the state column is declared, never guessed
    expect(() => stateIndexSql(noColumn)).toThrow(/x-lifecycle.column/);
  });

  it('a new property becomes a new ADD COLUMN', () => {
    const user = structuredClone(bundle.entities.user);
    user.properties.nickname = { type: 'string', maxLength: 20 };
    expect(tableSql(user)).toContain('ALTER TABLE users ADD COLUMN IF NOT EXISTS nickname text;');
  });

  it('refuses an entity without a table name or key', () => {
    expect(() => tableSql({ $id: 'x', properties: { a: { type: 'string' } } })).toThrow(/x-table/);
    expect(() => tableSql({ $id: 'x', 'x-table': 'xs', properties: { a: { type: 'string' } } })).toThrow(/primary key/);
  });

  it('generates SQL for every table entity', () => {
    const sql = schemaSql(bundle.entities);
    for (const t of ['users', 'verification_codes', 'sessions', 'notifications', 'reports', 'captchas', 'rate_counters', 'settings']) {
      expect(sql).toContain(`CREATE TABLE IF NOT EXISTS ${t} `);
    }
  });
});

describe('request schemas composed from entities', () => {
  it('x-from copies the entity rule and keys its messages by entity', () => {
    const s = composeApi(bundle.entities, { $id: 'r', type: 'object', properties: { phone: { 'x-from': 'user.phone' } } });
    expect(s.properties.phone).toMatchObject({ type: 'string', pattern: bundle.entities.user.properties.phone.pattern, 'x-key': 'user.phone' });
    expect(s.additionalProperties).toBe(false);
  });

  it('an entity form lists exactly its declared fields', () => {
    const f = entityForm(bundle.entities, 'user', 'profile');
    expect(Object.keys(f.properties)).toEqual(bundle.entities.user['x-forms'].profile.fields);
    expect(f.required).toEqual(['name', 'gender']);
  });
});

describe('validation messages by key, in both languages', () => {
  it('answers the spec texts for a bad registration', () => {
    const zh = msg('zh', 'auth.register', { username: 'ok_name', password: '123', confirmPassword: '124', registerMode: 'phone', agreedToTerms: false, verificationCode: '123456' });
    expect(zh).toEqual(expect.arrayContaining(['密码长度不能少于6位', '请先同意用户协议和隐私政策', '两次输入的密码不一致', '请输入手机号']));
    const en = msg('en', 'auth.register', { username: 'ok_name', password: '123', registerMode: 'email', agreedToTerms: true, verificationCode: '123456' });
    expect(en).toEqual(['The password must be at least 6 characters', 'Please enter an e-mail address']);
  });

  it('falls back to the generic message with the field label', () => {
    expect(msg('zh', 'report.create', { description: 'x'.repeat(3000) })).toEqual(['问题描述不能超过2000个字符']);
    expect(msg('en', 'user.profile', { name: 'Al', gender: '男', extra: 1 })).toEqual(['Unsupported field: extra']);
  });

  it('profile rules from spec 1 §5', () => {
    expect(msg('zh', 'user.profile', { name: 'A', gender: 'x', phone: '123', email: 'bad', idNumber: '1' })).toEqual([
      '姓名长度在 2 到 20 个字符',
      '请选择性别',
      '请输入正确的手机号码',
      '请输入正确的邮箱地址',
      '请输入正确的身份证号',
    ]);
    expect(msg('zh', 'user.profile', { name: '张三', gender: '男', idNumber: '11010519491231002X' })).toEqual([]);
  });
});

describe('message files', () => {
  const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it('zh and en hold the same keys', () => {
    expect(keys(bundle.messages.en).sort()).toEqual(keys(bundle.messages.zh).sort());
  });
  it('every entity property has a label in both languages', () => {
    for (const [id, s] of Object.entries(bundle.entities)) {
      if (s['x-private-entity']) continue;
      for (const [name, p] of Object.entries<Record<string, unknown>>(s.properties)) {
        if (p['x-private']) continue;
        for (const lang of ['zh', 'en'] as const) expect(translate(bundle.messages[lang], `fields.${id}.${name}`), `${lang} fields.${id}.${name}`).not.toBe(`fields.${id}.${name}`);
      }
    }
  });
});
