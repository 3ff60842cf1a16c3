// Files keep their names (issue 13) and links are issued only to their owner (issue 14): a form
// attachment's stored value ends with the name it was uploaded with, which the participant's answers and
// the organizer's record show and the download hands back (RFC 5987 for Chinese names); a proof keeps
// its name for the organizer. A participant cannot get another's file signed back: a form answer naming
// a file it did not upload is refused, and a private path typed into a profile field is never signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, pngBytes, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { PDF_BYTES as PDF, answers, designWithFile, openMeeting, participants, submission, submit, uploadAs, type Setup } from './registration.fixtures';
import { signPath } from '../../src/server/private-files/signed';
const CV = '王小明 个人简历(2024).pdf';
const plain = (link: string) => link.split('?')[0];

describe.each(DATABASES)('file names and owners (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const upload = async (headers: Record<string, string>, name: string, o: Parameters<typeof uploadAs>[2] = {}) => (await uploadAs(t, headers, { name, ...o })).body;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'fnorg'));
    s = await openMeeting(t, org.token, designWithFile());
  });
  afterAll(() => t.close());

  it('keeps a form file’s name: in its value, the participant’s answers, the organizer’s record and the download', async () => {
    const [p] = await participants(t, s.meeting);
    const up = await upload(p.headers, CV);
    expect(up.data.name).toBe(CV);
    expect(up.data.url).toMatch(new RegExp(`^/api/registrations/files/[a-f0-9]{32}\\.pdf/${encodeURIComponent(CV).replace(/[()]/g, '\\$&')}$`));
    const reg = await submit(t, p, submission(s, { formData: answers({ cv: up.data.url }) }));
    expect(reg.status).toBe(201);
    const mine = (await call(t.app, 'GET', '/api/registrations/mine', { headers: p.headers })).body.data[0];
    const record = (await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/users/${p.id}`, { token: org.token })).body.data;
    for (const link of [mine.formData.cv.value, record.formData.cv.value]) {
      expect(plain(link)).toBe(up.data.url);
      const file = await get(link);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="___ ____(2024).pdf"; filename*=UTF-8''${encodeURIComponent(CV).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('cleans the name it keeps: no directory, no control characters, at most 200 characters', async () => {
    const [p] = await participants(t, s.meeting);
    const up = await upload(p.headers, `..\\..\\evil\u202e\u0007${'长'.repeat(250)}.pdf`);
    expect(up.data.name).toBe(`evil${'长'.repeat(192)}.pdf`);
    const [row] = await t.db.query(`SELECT original_name FROM uploads WHERE owner_kind = 'participant' AND owner_id = $1`, [p.id]);
    expect(row.original_name).toBe(up.data.name);
  });

  it('the name is signed with the path: renaming a link breaks it', async () => {
    const [p] = await participants(t, s.meeting);
    const up = await upload(p.headers, 'real.pdf');
    const renamed = up.data.signedUrl.replace('/real.pdf?', '/fake.exe?');
    expect((await get(renamed)).statusCode).toBe(403);
    expect((await get(up.data.signedUrl)).statusCode).toBe(200);
  });

  it('a value stored before names were kept still opens, named from its upload record', async () => {
    const [p] = await participants(t, s.meeting);
    const up = await upload(p.headers, '旧的简历.pdf');
    const old = up.data.url.split('/').slice(0, -1).join('/');
    const file = await get(signPath(t.app.ctx.tokenSecret, old));
    expect([file.statusCode, file.headers['content-disposition']]).toEqual([200, `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('旧的简历.pdf')}`]);
  });

  it('a transfer proof keeps its name for the organizer', async () => {
    const [p] = await participants(t, s.meeting);
    const reg = await submit(t, p, submission(s));
    const withProof = await upload(p.headers, '转账截图.png', { url: `/api/registrations/${reg.body.data.id}/proof`, data: pngBytes(), type: 'image/png' });
    expect(plain(withProof.data.bankTransferProof)).toMatch(new RegExp(`/${encodeURIComponent('转账截图.png')}$`));
    const pay = await call(t.app, 'GET', `/api/co/payments/meeting/${s.meeting.id}?size=100`, { token: org.token });
    const row = pay.body.data.content.find((x: any) => x.participantId === p.id);
    const file = await get(row.bankTransferProof);
    expect([file.statusCode, file.headers['content-type'], file.headers['content-disposition']]).toEqual([200, 'image/png', `inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('转账截图.png')}`]);
  });

  it('a participant cannot name another’s file in its answers (nor an expired one): 400 naming the field, nothing stored', async () => {
    const [a, b] = await participants(t, s.meeting, 2);
    const theirs = (await upload(a.headers, 'a.pdf')).data.url;
    const before = (await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE participant_id = $1', [b.id]))[0].n;
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { formData: answers({ cv: theirs }) }), ...{ headers: b.headers } } as any, 400,
      '简历的文件不存在或已过期，请重新上传', 'The file of 简历 is missing or has expired; please upload it again');
    // a proof's path is refused alike, and so is one that names no upload at all
    for (const cv of [`/api/registrations/proofs/${'c'.repeat(32)}.png`, `/api/registrations/files/${'d'.repeat(32)}.pdf/x.pdf`]) {
      const r = await submit(t, b, submission(s, { formData: answers({ cv }) }));
      expect([r.status, r.body.errors?.[0]?.path]).toEqual([400, '/formData/cv']);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE participant_id = $1', [b.id]))[0].n).toBe(before);
    // its own upload is taken
    const own = (await upload(b.headers, 'b.pdf')).data.url;
    expect((await submit(t, b, submission(s, { formData: answers({ cv: own }) }))).status).toBe(201);
  });

  it('a private path typed into a profile field is never signed, for the participant nor the organizer', async () => {
    const [a, b] = await participants(t, s.meeting, 2);
    const theirs = (await upload(a.headers, 'a.pdf')).data.url;
    const r = await call(t.app, 'POST', '/api/participants/update-profile', { headers: b.headers, body: { workplace: theirs, company: theirs } });
    expect(r.status).toBe(200);
    const list = await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/participants?size=100`, { token: org.token });
    const row = list.body.data.list.find((x: any) => x.id === b.id);
    expect([row.workplace, row.company]).toEqual([theirs, theirs]);
    const hist = await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/users/${b.id}`, { token: org.token });
    expect(hist.body.data.workplace).toBe(theirs);
  });
});
