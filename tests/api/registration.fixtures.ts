// Shared by the registration API tests: a published meeting with an enabled flow and a saved design,
// participants with real participant sessions (participant-accounts/sessions.ts), a hotel to book.
import { randomBytes } from 'node:crypto';
import { call, multipart, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { createParticipantSession } from '../../src/server/participant-accounts/sessions';
import type { Req } from '../../src/server/http/context';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

export function design(over: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    chooseRolePage: { identityList: [{ label: '学生', value: 'student', amount: 5 }, { label: '嘉宾', value: 'guest' }] },
    ticketPage: {
      timeColumns: [{ key: 'early', range: [hoursFromNow(-24), hoursFromNow(24 * 30)] }, { key: 'late', range: [hoursFromNow(24 * 31), hoursFromNow(24 * 60)] }],
      priceRows: [{ type: '标准票', amount: 100, prices: { early: 199, late: 299 } }, { type: 'VIP票', amount: 2, prices: { early: '¥599', late: '¥699' } }, { type: '未开售', prices: { late: 50 } }],
    },
    formPage: {
      formGroups: [{
        id: 'g1', name: '基本信息', fields: [
          { id: 'name', label: '姓名', fieldType: 'text', required: true, maxLength: 20 },
          { id: 'needInvoice', label: '是否需要发票', fieldType: 'radio', options: ['是', '否'], required: true },
          { id: 'invoiceTitle', label: '发票抬头', fieldType: 'text', required: true, dependsOn: 'needInvoice', dependsValue: '是' },
          { id: 'topics', label: '关注议题', fieldType: 'checkbox', values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }] },
        ],
      }],
    },
    payPage: { payMethods: [{ value: 'bankCard', enabled: true }, { value: 'cash', enabled: true }] },
    ...over,
  };
}

export interface Setup { meeting: Record<string, any>; flow: Record<string, any>; version: number }

/** A meeting (website published) with one enabled flow whose design is saved; optionally a hotel. */
export async function openMeeting(t: TestApp, token: string, d: Record<string, unknown> = design()): Promise<Setup> {
  const meeting = await createMeeting(t, token, { subVenues: [{ name: 'A厅', location: '一楼', capacity: 300 }, { name: 'B厅', location: '二楼', capacity: 100 }] });
  const ws = await call(t.app, 'PUT', `/api/co/meeting/${meeting.id}/website-status`, { token, body: { websiteStatus: 'active' } });
  if (ws.status !== 200) throw new Error(`website ${ws.status} ${JSON.stringify(ws.body)}`);
  const f = await call(t.app, 'POST', `/api/co/meeting/${meeting.id}/registration-flows`, { token, body: { type: 'attendee', name: '普通报名', currency: 'CNY', title: '面向所有参会者' } });
  if (f.status !== 200) throw new Error(`flow ${f.status} ${JSON.stringify(f.body)}`);
  await call(t.app, 'PUT', `/api/co/meeting/${meeting.id}/registration-flows/${f.body.data.id}/status`, { token, body: { enabled: true } });
  const s = await call(t.app, 'PUT', `/api/co/meeting/${meeting.id}/page-design/${f.body.data.id}`, { token, body: { design: d } });
  if (s.status !== 200) throw new Error(`design ${s.status} ${JSON.stringify(s.body)}`);
  return { meeting, flow: f.body.data, version: s.body.data.version };
}

/** A hotel with one room type of `stock` rooms at `price`; answers both ids. */
export async function addHotel(t: TestApp, meetingId: number, price = 300, stock = 10) {
  const [h] = await t.db.query(`INSERT INTO hotels (meeting_id, name, address, status) VALUES ($1, '会议酒店', '上海', 'active') RETURNING id`, [meetingId]);
  const [r] = await t.db.query(`INSERT INTO room_types (hotel_id, meeting_id, name, price, stock, status) VALUES ($1, $2, '大床房', $3, $4, 'active') RETURNING id`, [h.id, meetingId, price, stock]);
  return { hotelId: Number(h.id), roomTypeId: Number(r.id) };
}

let seq = 0;
const fakeReq = { ip: '127.0.0.1', headers: {} } as unknown as Req;

/** Participants of a meeting with live sessions; answers `{ id, token, headers }` each. */
export async function participants(t: TestApp, meeting: Record<string, any>, n = 1) {
  const out: Array<{ id: number; token: string; headers: Record<string, string> }> = [];
  for (let i = 0; i < n; i++) {
    seq++;
    const p = await t.app.ctx.repo('participant').insert(t.db, {
      meetingId: meeting.id, adminId: meeting.organizerId, username: `rp${seq}_${randomBytes(2).toString('hex')}`, name: `报名人${seq}`,
    });
    const { token } = await createParticipantSession(t.app.ctx, p, fakeReq);
    out.push({ id: p.id, token, headers: { 'participant-token': `Bearer ${token}` } });
  }
  return out;
}

export const answers = (over: Record<string, unknown> = {}) => ({ name: '张三', needInvoice: '否', ...over });

export function submission(s: Setup, over: Record<string, unknown> = {}) {
  return { meetingId: s.meeting.id, flowId: s.flow.id, designVersion: s.version, identity: 'guest', ticketType: '标准票', paymentMethod: 'bankCard', formData: answers(), ...over };
}

export const submit = (t: TestApp, who: { headers: Record<string, string> }, body: unknown, opts: { lang?: 'zh' | 'en'; key?: string } = {}) =>
  call(t.app, 'POST', '/api/registrations/submit', { body, lang: opts.lang, headers: { ...who.headers, ...(opts.key ? { 'idempotency-key': opts.key } : {}) } });

/** yyyy-MM-dd `days` from today in UTC+8. */
export const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The standard design with a file field `cv` (简历) in its form. */
export function designWithFile() {
  const d = design();
  (d.formPage as any).formGroups[0].fields.push({ id: 'cv', label: '简历', fieldType: 'file' });
  return d;
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A participant's multipart upload (a form file by default); answers status and body. */
export async function uploadAs(t: TestApp, headers: Record<string, string>, o: { name?: string; url?: string; data?: Buffer; type?: string; lang?: string } = {}) {
  const m = multipart('file', o.name ?? 'cv.pdf', o.type ?? 'application/pdf', o.data ?? PDF_BYTES);
  const res = await t.app.inject({ method: 'POST', url: o.url ?? '/api/registrations/files', payload: m.payload, headers: { ...headers, 'content-type': m.contentType, 'accept-language': o.lang ?? 'zh' } });
  return { status: res.statusCode, body: res.json() };
}
