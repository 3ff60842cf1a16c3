import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';

describe.each(DATABASES)('register and log in (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind);
  });
  afterAll(() => t.close());

  it('registers an organizer and answers the current user', async () => {
    const { token, user } = await registerOrganizer(t, 'alice');
    expect(user).toMatchObject({ username: 'alice', role: 'ORGANIZER', status: 'active' });
    expect(JSON.stringify(user)).not.toMatch(/passwordHash|scrypt/);
    const me = await call(t.app, 'GET', '/api/auth/current-user', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe('alice');
  });
});
