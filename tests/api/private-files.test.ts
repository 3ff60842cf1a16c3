// Private files (src/server/private-files/signed.ts): transfer proofs and form attachments are served
// only through the short-lived signed links the answers hand out — to the meeting's organizer (payment
// list, participant record, registration history) and to the participant itself (its registrations).
// Another organizer gets no record (404); a plain, tampered or expired link is refused with 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, multipart, pngBytes, registerOrganizer, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit, answers, type Setup } from './registration.fixtures';
import { SIGNED_TTL_SECONDS, signPath } from '../../src/server/private-files/signed';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SIGNED = /^(\/api\/registrations\/(proofs|files)\/[a-f0-9]{32}\.(png|pdf)\/[\w.%-]+)\?exp=(\d+)&sig=[\w-]+$/;

describe.each(DATABASES)('private files (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let s: Setup;
  let who: Awaited<ReturnType<typeof participants>>[number];
  let regId: number;
  let proof: string; // the stored, plain path
  let cv: string;
  const post = async (url: string, headers: Record<string, string>, data: Buffer, name: string, type: string) => {
    const m = multipart('file', name, type, data);
    const res = await t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...headers, 'content-type': m.contentType } });
    return res.json();
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const plain = (signed: string) => SIGNED.exec(signed)?.[1];

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'pforg'));
    other = await registerOrganizer(t, 'pfother');
    const d = design();
    (d.formPage as any).formGroups[0].fields.push({ id: 'cv', label: '简历', fieldType: 'file' });
    s = await openMeeting(t, org.token, d);
    [who] = await participants(t, s.meeting);
    const up = await post('/api/registrations/files', who.headers, PDF, 'cv.pdf', 'application/pdf');
    cv = up.data.url;
    // the uploader may preview its file at once through the signed link it is given
    expect(plain(up.data.signedUrl)).toBe(cv);
    expect((await get(up.data.signedUrl)).statusCode).toBe(200);
    const reg = await submit(t, who, submission(s, { formData: answers({ cv }) }));
    expect(reg.status).toBe(201);
    regId = reg.body.data.id;
    const withProof = await post(`/api/registrations/${regId}/proof`, who.headers, pngBytes(), 'proof.png', 'image/png');
    proof = plain(withProof.data.bankTransferProof)!;
    expect(proof).toMatch(/^\/api\/registrations\/proofs\//);
  });
  afterAll(() => t.close());

  it('stores the plain paths and signs them only when answering', async () => {
    const [row] = await t.db.query('SELECT bank_transfer_proof, form_data FROM registrations WHERE id = $1', [regId]);
    expect(row.bank_transfer_proof).toBe(proof);
    const fd = typeof row.form_data === 'string' ? JSON.parse(row.form_data) : row.form_data;
    expect(fd.cv).toEqual({ label: '简历', value: cv });
  });

  it('the participant gets working signed links to its own proof and attachments, valid about ten minutes', async () => {
    const mine = await call(t.app, 'GET', '/api/registrations/mine', { headers: who.headers });
    const r = mine.body.data.find((x: any) => x.id === regId);
    for (const [link, path, type] of [[r.bankTransferProof, proof, 'image/png'], [r.formData.cv.value, cv, 'application/pdf']]) {
      expect(plain(link)).toBe(path);
      const exp = Number(SIGNED.exec(link)![4]);
      expect(Math.abs(exp - (Date.now() / 1000 + SIGNED_TTL_SECONDS))).toBeLessThan(30);
      const file = await get(link);
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, type]);
      // a browser keeps it no longer than the link lives
      const age = Number(/^private, max-age=(\d+)$/.exec(String(file.headers['cache-control']))![1]);
      expect(age).toBeLessThanOrEqual(SIGNED_TTL_SECONDS);
      expect(age).toBeGreaterThan(SIGNED_TTL_SECONDS - 30);
    }
    const one = await call(t.app, 'GET', `/api/registrations/${regId}`, { headers: who.headers });
    expect((await get(one.body.data.bankTransferProof)).statusCode).toBe(200);
  });

  it('the meeting’s organizer gets working signed links in the payment list, participant record and history', async () => {
    const m = s.meeting.id;
    const pay = await call(t.app, 'GET', `/api/co/payments/meeting/${m}?size=100`, { token: org.token });
    const prow = pay.body.data.content.find((x: any) => x.participantId === who.id);
    expect(plain(prow.bankTransferProof)).toBe(proof);
    const img = await get(prow.bankTransferProof);
    expect(img.rawPayload.equals(pngBytes())).toBe(true);
    const rec = await call(t.app, 'GET', `/api/user-management/meeting/${m}/users/${who.id}`, { token: org.token });
    expect(plain(rec.body.data.formData.cv.value)).toBe(cv);
    expect((await get(rec.body.data.formData.cv.value)).rawPayload.equals(PDF)).toBe(true);
    const list = await call(t.app, 'GET', `/api/user-management/meeting/${m}/participants?size=100`, { token: org.token });
    expect(plain(list.body.data.list.find((x: any) => x.id === who.id).formData.cv.value)).toBe(cv);
    const hist = await call(t.app, 'GET', `/api/user-management/meeting/${m}/users/${who.id}/registration-history`, { token: org.token });
    expect(plain(hist.body.data[0].bankTransferProof)).toBe(proof);
    expect((await get(hist.body.data[0].formData.cv.value)).statusCode).toBe(200);
    const reviewed = await call(t.app, 'PUT', `/api/participants/${who.id}/payment-review`, { token: org.token, body: { action: 'approve' } });
    expect((await get(reviewed.body.data.bankTransferProof)).statusCode).toBe(200);
  });

  it('another organizer gets no record and so no link', async () => {
    const m = s.meeting.id;
    for (const url of [`/api/co/payments/meeting/${m}`, `/api/user-management/meeting/${m}/users/${who.id}`, `/api/user-management/meeting/${m}/users/${who.id}/registration-history`]) {
      const r = await call(t.app, 'GET', url, { token: other.token });
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('/api/registrations/');
    }
  });

  it('refuses a plain path, a tampered or foreign signature and an expired link, in the caller’s language', async () => {
    for (const path of [proof, cv]) {
      await expectMessage(t.app, 'GET', path, {}, 403, '无权访问该文件', 'You are not allowed to access this file');
      const good = signPath(t.app.ctx.tokenSecret, path);
      const [, exp, sig] = /exp=(\d+)&sig=(.+)$/.exec(good)!;
      const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      await expectMessage(t.app, 'GET', `${path}?exp=${exp}&sig=${flipped}`, {}, 403, '文件链接无效', 'The file link is invalid');
      // a later expiry with the old signature, and another file's signature, are both refused
      expect((await get(`${path}?exp=${Number(exp) + 3600}&sig=${sig}`)).statusCode).toBe(403);
      const elsewhere = /sig=(.+)$/.exec(signPath(t.app.ctx.tokenSecret, path === proof ? cv : proof))![1];
      expect((await get(`${path}?exp=${exp}&sig=${elsewhere}`)).statusCode).toBe(403);
      const old = signPath(t.app.ctx.tokenSecret, path, Date.now() - (SIGNED_TTL_SECONDS + 1) * 1000);
      await expectMessage(t.app, 'GET', old, {}, 403, '文件链接已过期，请刷新页面后重试', 'The file link has expired; refresh the page and try again');
      expect((await get(good)).statusCode).toBe(200);
    }
  });
});
