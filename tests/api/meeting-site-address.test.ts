// The published website's address from the meeting id (GET /api/co/meeting/{id}/info → sitePath): what
// the registration flow and the participant centre link back to. Only a published site gives its
// token away; an unpublished one, or one taken offline, answers null to everyone, its owner too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, type TestApp } from './harness';
import { cast, type Organizer } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';

describe.each(DATABASES)('meeting site address (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let m: Record<string, any>;
  const info = (id: number, token?: string) => call(t.app, 'GET', `/api/co/meeting/${id}/info`, token ? { token } : {});
  const publish = (id: number, websiteStatus: 'active' | 'draft') =>
    call(t.app, 'PUT', `/api/co/meeting/${id}/website-status`, { token: a.token, body: { websiteStatus } });

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a } = await cast(t, 'addr'));
    m = await createMeeting(t, a.token, { title: '地址测试会议' });
    // the token exists before publishing (the settings' website section makes it): it must still stay hidden
    expect((await call(t.app, 'POST', `/api/co/meeting/${m.id}/generate-preview-token`, { token: a.token })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('an unpublished site gives no address, to a visitor or to its owner', async () => {
    for (const token of [undefined, a.token]) {
      const r = await info(m.id, token);
      expect(r.status).toBe(200);
      expect(r.body.data.sitePath).toBeNull();
      expect(JSON.stringify(r.body)).not.toMatch(/previewToken|preview_token/);
    }
  });

  it('a published site gives /{adminId}/p/{meetingId}/{token}, the address its public page answers at', async () => {
    expect((await publish(m.id, 'active')).status).toBe(200);
    const r = await info(m.id);
    const [token] = await t.db.query('SELECT preview_token FROM meetings WHERE id = $1', [m.id]);
    expect(r.body.data.sitePath).toBe(`/${a.user.id}/p/${m.id}/${token.preview_token}`);
    const preview = await call(t.app, 'GET', `/api/co/meeting/${m.id}/website/preview?token=${token.preview_token}`);
    expect(preview.status).toBe(200);
  });

  it('taken offline, the address is gone again', async () => {
    expect((await publish(m.id, 'draft')).status).toBe(200);
    expect((await info(m.id)).body.data.sitePath).toBeNull();
  });

  it('a draft meeting with an active website still gives nothing (its info is its owner’s alone)', async () => {
    const d = await createMeeting(t, a.token, { title: '草稿会议' });
    await call(t.app, 'POST', `/api/co/meeting/${d.id}/generate-preview-token`, { token: a.token });
    await publish(d.id, 'active');
    // a new meeting cannot be made a draft through the API; older data can be one
    await t.db.query(`UPDATE meetings SET status = 'draft' WHERE id = $1`, [d.id]);
    expect((await info(d.id)).status).toBe(404);
    expect((await info(d.id, a.token)).body.data.sitePath).toBeNull();
  });
});
