// A stand-in for the participant's registration calls inside stories: the list (one registration in
// every lifecycle state the card explains), proof upload (a file that is not an image answers the
// server's refusal) and cancel, answering like the server (docs/registration.md, LIFECYCLE).
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import type { MyRegistration } from '../renderers/my-registrations';
import { stubFetch, type Answerer } from './fetchStub';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, message: 'ok', data });

const DEADLINE = '2026-12-01T10:00:00.000Z';
const ACCOUNT = { bankName: '中国银行上海分行', bankAccount: '6217 0000 1234 5678', accountName: '上海会务服务有限公司' };

/** A private file as the answers hand it out: its path, the name it was uploaded with, a signature. */
export const signedFile = (kind: 'files' | 'proofs', hex: string, ext: string, name: string) =>
  `/api/registrations/${kind}/${hex.repeat(32 / hex.length)}.${ext}/${encodeURIComponent(name)}?exp=1900000000&sig=story`;

/**
 * A signed code as the server answers it beside the door code (checkin/signed-codes.ts: "CF.", then
 * base64url of format, meeting, registration, door code and a 64-byte signature). The signature here
 * is filler: the e-ticket only draws what it is given, the door verifies.
 */
export function storySignedCode(registrationId: number, doorCode: string, meetingId = 7): string {
  const b = new Uint8Array(21 + 64).fill(0x5a);
  const v = new DataView(b.buffer);
  b[0] = 1;
  v.setUint32(1, meetingId);
  v.setUint32(5, registrationId);
  for (let i = 0; i < 12; i++) b[9 + i] = doorCode.charCodeAt(i);
  return 'CF.' + btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const base = (id: number, over: Partial<MyRegistration>): MyRegistration => ({
  id, meetingId: 7, flowId: 1, flowName: '标准报名', registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', paymentMethod: 'bankCard',
  identity: '嘉宾', selectedTicketName: '标准票', en: { identity: 'Guest', selectedTicketName: 'Standard ticket' }, ticketPrice: 199, hotelFee: 0, totalAmount: 199, currency: 'CNY', selectedSubVenues: ['A厅'],
  submitTime: '2026-11-20T02:00:00.000Z', transferReference: `K7M${id}QX9P`.slice(0, 8), paymentDeadline: null, payTo: null, checkinCode: null, signedCode: null, ...over,
});
const payTo = (r: Pick<MyRegistration, 'totalAmount' | 'currency' | 'transferReference'>, deadline: string | null = DEADLINE) =>
  ({ ...ACCOUNT, amountDue: r.totalAmount, currency: r.currency, reference: r.transferReference ?? null, deadline });

/** One registration per state the participant's card explains, newest first (ids name them in the stories). */
export function registrationsFixture(): MyRegistration[] {
  const unpaid = base(39, { paymentDeadline: DEADLINE, hotelName: '会议酒店', roomTypeName: '大床房', nights: 2, hotelFee: 601, totalAmount: 800, hotelSelection: { checkinDate: '2026-12-01', checkoutDate: '2026-12-03' } });
  const rejected = base(37, { flowName: 'VIP 通道报名', selectedTicketName: 'VIP票', en: null, ticketPrice: 599, totalAmount: 599, paymentStatus: 'rejected', rejectReason: 'proof_unclear', rejectDetails: '金额看不清，请上传清晰截图', bankTransferProof: '/x.png', paymentDeadline: DEADLINE });
  return [
    base(40, { registrationStatus: 'submitted', flowName: '审核制报名' }),
    { ...unpaid, payTo: payTo(unpaid) },
    { ...base(38, { paymentStatus: 'pending', bankTransferProof: '/y.png', paymentDeadline: DEADLINE }), payTo: payTo(base(38, {})) },
    { ...rejected, payTo: payTo(rejected) },
    base(36, { paymentMethod: 'cash', paymentStatus: 'pending', currency: 'USD', ticketPrice: 99.5, totalAmount: 99.5 }),
    base(35, {
      registrationStatus: 'confirmed', paymentStatus: 'approved', checkinCode: 'K7M2QX9PTR4H', signedCode: storySignedCode(35, 'K7M2QX9PTR4H'),
      formData: { name: { label: '姓名', value: '王小明' }, resume: { label: '个人简历', value: signedFile('files', 'ab', 'pdf', '王小明的简历 2026.pdf') } },
      bankTransferProof: signedFile('proofs', 'cd', 'png', '转账截图.png'),
    }),
    base(34, { registrationStatus: 'checked_in', paymentStatus: 'paid', paymentMethod: 'cash', checkinCode: 'R4HK7M2QX9PT', signedCode: storySignedCode(34, 'R4HK7M2QX9PT') }),
    base(33, { registrationStatus: 'cancelled', cancelledBy: 'organizer', cancelReason: '会场容量调整，本场次取消，费用将原路退回' }),
    base(32, { registrationStatus: 'cancelled', cancelledBy: 'participant', paymentMethod: 'cash', paymentStatus: 'pending' }),
    base(31, { registrationStatus: 'expired', paymentDeadline: '2026-11-22T10:00:00.000Z' }),
  ];
}

/** A booking whose hotel takes its fee itself (bank transfer to it or on arrival): the total is the ticket alone, due by transfer. */
export function hotelAtHotelFixture(): MyRegistration {
  const r = base(41, {
    paymentDeadline: DEADLINE, hotelName: '外滩酒店', roomTypeName: '双床房', nights: 2, hotelFee: 900, totalAmount: 199,
    hotelSelection: {
      checkinDate: '2026-12-01', checkoutDate: '2026-12-03', paidWithRegistration: false,
      hotelPayment: { paymentMethods: ['bankTransfer', 'onArrival'], bankAccountName: '上海外滩酒店有限公司', bankName: '招商银行上海分行', bankAccountNumber: '6225 8888 0000 1234' },
    },
  });
  return { ...r, payTo: payTo(r) };
}

let rows: MyRegistration[] = [];
let failing = false;

function answer(method: string, path: string, body: unknown): Response | Promise<Response> | null {
  if (!path.startsWith('/api/registrations/')) return null;
  if (failing) return json(500, { code: 500, message: '服务器内部错误，请稍后重试' });
  if (path === '/api/registrations/mine') return ok(rows);
  const m = /^\/api\/registrations\/(\d+)\/(proof|cancel)$/.exec(path);
  const r = m && rows.find((x) => x.id === Number(m[1]));
  if (!m || !r || method !== 'POST') return json(404, { code: 404, message: '报名记录不存在' });
  const put = (over: Partial<MyRegistration>) => {
    rows = rows.map((x) => (x.id === r.id ? { ...x, ...over } : x));
    return ok(rows.find((x) => x.id === r.id));
  };
  if (m[2] === 'cancel') return put({ registrationStatus: 'cancelled', cancelledBy: 'participant', payTo: null });
  const file = (body as FormData).get('file') as File;
  return file.arrayBuffer().then((buf) => {
    const b = new Uint8Array(buf);
    const image = (b[0] === 0x89 && b[1] === 0x50) || (b[0] === 0xff && b[1] === 0xd8) || (b[0] === 0x25 && b[1] === 0x50);
    if (!image) return json(415, { code: 415, message: '转账凭证只能是JPG、PNG或PDF文件' });
    return put({ paymentStatus: 'pending', bankTransferProof: '/new.png', rejectReason: null, rejectDetails: null });
  });
}

// the answerer reads the path only
const byPath: Answerer = (method, url, body) => answer(method, url.pathname, body);
const install = () => stubFetch(byPath);

/** `width`: the column the list is drawn in (390: a phone). */
export const withMyRegistrationsApi = (opts: { rows?: MyRegistration[]; failing?: boolean; width?: number } = {}): Decorator => (Story) => {
  install();
  rows = opts.rows ?? registrationsFixture();
  failing = !!opts.failing;
  return createElement('div', { className: 'mx-auto max-w-xl', style: opts.width ? { maxWidth: opts.width } : undefined, 'data-width': opts.width }, createElement(Toaster), createElement(Story));
};
