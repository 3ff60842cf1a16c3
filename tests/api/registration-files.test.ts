// Form attachments (src/server/registration-files): a logged-in participant attaches a file that is
// sniffed by content and size-limited; only the random name it answers, signed, reaches the file; an organizer's
// token or no token is refused; the message follows Accept-Language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, multipart, pngBytes, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { openMeeting, participants, type Setup } from './registration.fixtures';
import { FORM_FILE_MAX } from '../../src/server/registration-files/routes';
import { signPath } from '../../src/server/private-files/signed';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(DATABASES)('registration form files (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const send = async (headers: Record<string, string>, data: Buffer, name = 'cv.pdf', type = 'application/pdf', lang = 'zh') => {
    const m = multipart('file', name, type, data);
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations/files', payload: m.payload, headers: { ...headers, 'content-type': m.contentType, 'accept-language': lang } });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'ffiles'));
    s = await openMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('stores a PDF and a PNG under random names and serves them back as attachments under their own names', async () => {
    const [p] = await participants(t, s.meeting);
    for (const [data, name, type, ext] of [[PDF, 'cv.pdf', 'application/pdf', 'pdf'], [pngBytes(), 'me.png', 'image/png', 'png']] as const) {
      const up = await send(p.headers, data as Buffer, name, type);
      expect(up.status).toBe(200);
      expect(up.body.data.url).toMatch(new RegExp(`^/api/registrations/files/[a-f0-9]{32}\\.${ext}/${name.replace('.', '\\.')}$`));
      expect(up.body.data).toMatchObject({ name, size: (data as Buffer).length });
      const file = await t.app.inject({ method: 'GET', url: up.body.data.signedUrl });
      expect([file.statusCode, file.headers['content-type'], file.headers['x-content-type-options']]).toEqual([200, type, 'nosniff']);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      expect(file.rawPayload.equals(data as Buffer)).toBe(true);
    }
  });

  it('judges by content, not by name, and limits the size', async () => {
    const [p] = await participants(t, s.meeting);
    const fake = await send(p.headers, Buffer.from('<script>alert(1)</script>'), 'cv.pdf');
    expect([fake.status, fake.body.message]).toEqual([415, '只能上传图片、PDF 或 Office 文档']);
    const en = await send(p.headers, Buffer.from('plain text'), 'a.png', 'image/png', 'en');
    expect([en.status, en.body.message]).toEqual([415, 'Only images, PDF or Office documents can be uploaded']);
    const big = Buffer.concat([PDF, Buffer.alloc(FORM_FILE_MAX + 1 - PDF.length + 1)]);
    const tooBig = await send(p.headers, big);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, '文件不能超过 20MB']);
    const none = await t.app.inject({ method: 'POST', url: '/api/registrations/files', payload: '', headers: { ...p.headers, 'content-type': 'multipart/form-data; boundary=x' } });
    expect(none.statusCode).toBe(400);
  });

  it('needs a participant login: no token and an organizer token are refused', async () => {
    expect((await send({}, PDF)).status).toBe(401);
    expect((await send({ authorization: `Bearer ${org.token}` }, PDF)).status).toBe(401);
  });

  it('serves only names it gave out (even with a valid signature)', async () => {
    for (const name of ['../../etc/passwd', 'abc.pdf', `${'a'.repeat(32)}.pdf`, `${'a'.repeat(32)}.exe`]) {
      const r = await call(t.app, 'GET', signPath(t.app.ctx.tokenSecret, `/api/registrations/files/${encodeURIComponent(name)}`));
      expect(r.status).toBe(404);
    }
  });
});
